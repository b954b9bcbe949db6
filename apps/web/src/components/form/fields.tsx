/**
 * Form fields bound to the surrounding react-hook-form (`FormProvider`): each renders the design
 * system's control with a visible label, and its error below it (aria-invalid, aria-describedby).
 */
import type { Option } from '@app/contracts/options';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, CheckboxGroup, RadioGroup } from '../ui/choice.tsx';
import { Field, Input, Select, Textarea } from '../ui/form-field.tsx';
import { useFieldId } from './form-answer.tsx';

interface BaseProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** What describes a control: its error when there is one, otherwise its hint. */
const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/**
 * The field's default value (the form's `defaultValues`) as the list of ticked choices, for the server
 * HTML: react-hook-form sets its controls only once the page runs, and a page without script must post
 * the defaults too (e.g. the partner form's after-sale answer "No").
 */
function useDefaultChoices<T extends FieldValues>(name: Path<T>): string[] {
  const { formState } = useFormContext<T>();
  const value: unknown = get(formState.defaultValues, name);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * The field's default text for the server HTML (react-hook-form fills its controls only once the page
 * runs): the posted value on a page answering a refused post. An empty default renders no `value`.
 */
function useDefaultText<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState } = useFormContext<T>();
  const value: unknown = get(formState.defaultValues, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The field's current error message, subscribed to that field only. */
export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { errors } = useFormState<T>({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export function TextField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  className,
  ...input
}: BaseProps<T> &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'
  >) {
  const id = useFieldId(name);
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const defaultText = useDefaultText<T>(name);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <Input
        id={id}
        defaultValue={defaultText}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
        {...register(name)}
      />
    </Field>
  );
}

export type TextFieldProps<T extends FieldValues> = Parameters<typeof TextField<T>>[0];

/** Text fields one after the other, from a list of their props: a form's fields as data, not as markup. */
export function TextFields<T extends FieldValues>({ fields }: { fields: readonly TextFieldProps<T>[] }) {
  return fields.map((field) => <TextField<T> key={field.name} {...field} />);
}

export function TextareaField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  className,
  rows = 4,
  maxLength,
  placeholder,
}: BaseProps<T> & { rows?: number; maxLength?: number; placeholder?: string }) {
  const id = useFieldId(name);
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const defaultText = useDefaultText<T>(name);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <Textarea
        id={id}
        rows={rows}
        defaultValue={defaultText}
        maxLength={maxLength}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...register(name)}
      />
    </Field>
  );
}

export function SelectField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
}: BaseProps<T> & { options: readonly Option[]; placeholder: string }) {
  const id = useFieldId(name);
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const defaultText = useDefaultText<T>(name);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <Select
        id={id}
        defaultValue={defaultText}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function CheckboxGroupField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  className,
  options,
  optionsClassName = 'sm:grid-cols-2 lg:grid-cols-3',
}: BaseProps<T> & { options: readonly Option[]; optionsClassName?: string }) {
  const id = useFieldId(name);
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const defaults = useDefaultChoices<T>(name);
  return (
    <CheckboxGroup
      id={id}
      legend={label}
      options={options}
      error={error}
      hint={hint}
      required={required}
      className={className}
      optionsClassName={optionsClassName}
      inputProps={register(name)}
      defaultValues={defaults}
    />
  );
}

export function RadioGroupField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  className,
  options,
  optionsClassName = 'sm:flex sm:flex-wrap sm:gap-x-8',
}: BaseProps<T> & { options: readonly Option[]; optionsClassName?: string }) {
  const id = useFieldId(name);
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const defaults = useDefaultChoices<T>(name);
  return (
    <RadioGroup
      id={id}
      legend={label}
      options={options}
      error={error}
      hint={hint}
      required={required}
      className={className}
      optionsClassName={optionsClassName}
      inputProps={register(name)}
      defaultValues={defaults}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
}: Omit<BaseProps<T>, 'required'>) {
  const id = useFieldId(name);
  const { register, formState } = useFormContext<T>();
  const ticked = get(formState.defaultValues, name) === true;
  return (
    <Checkbox
      id={id}
      label={label}
      description={hint}
      className={className}
      defaultChecked={ticked}
      {...register(name)}
    />
  );
}
