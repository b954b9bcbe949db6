import { forwardRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';

const box =
  'mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 disabled:cursor-not-allowed';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A native checkbox with its label (and optional description) to the right. */
export const Checkbox = forwardRef<
  HTMLInputElement,
  InputProps & { id: string; label: ReactNode; description?: ReactNode; invalid?: boolean }
>(function Checkbox({ id, label, description, invalid, className, ...props }, ref) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-invalid={invalid || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        className={box}
        {...props}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm text-slate-800">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
});

interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/** Props every input of a group shares (e.g. react-hook-form's `register(name)` result). */
type GroupInputProps = InputProps & { ref?: Ref<HTMLInputElement> };

interface ChoiceGroupProps {
  /** The first input's id and the prefix of the others'; the error message gets `${id}-error`. */
  id: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  inputProps: GroupInputProps;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Classes of the options' container (columns). */
  optionsClassName?: string;
  /** Values ticked before any input: written into the server HTML, so a page without script has them. */
  defaultValues?: readonly string[] | undefined;
}

function ChoiceGroup({
  type,
  id,
  legend,
  options,
  inputProps,
  error,
  hint,
  required,
  className,
  optionsClassName,
  defaultValues,
}: ChoiceGroupProps & { type: 'checkbox' | 'radio' }) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={describedBy} data-field="">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && !error && (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className={cn('grid gap-x-6 gap-y-2', optionsClassName)}>
        {options.map((option, index) => {
          // The group's id names its first control: a link to the field (the error summary's) lands on it.
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className="flex min-h-6 items-start gap-3">
              <input
                {...inputProps}
                id={optionId}
                type={type}
                value={option.value}
                defaultChecked={defaultValues?.includes(option.value)}
                aria-invalid={error ? true : undefined}
                className={cn(box, type === 'radio' && 'rounded-full')}
              />
              <label htmlFor={optionId} className="cursor-pointer text-sm text-slate-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Several checkboxes under one legend (a multi-select): fieldset, legend, shared error. */
export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/** Radio buttons under one legend: fieldset, legend, shared error. */
export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="radio" {...props} />;
}
