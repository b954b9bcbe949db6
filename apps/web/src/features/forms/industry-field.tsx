import { limits } from '@app/contracts/limits';
import { industryOptions } from '@app/contracts/options';
import { useEffect, useId, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Field, Input, Select } from '../../components/ui/form-field.tsx';
import { useFieldError } from '../../components/form/fields.tsx';
import { useFieldId } from '../../components/form/form-answer.tsx';

const OTHER = 'Other';
const listed = new Set<string>(industryOptions.map((o) => o.value).filter((v) => v !== OTHER));

/**
 * Industry: a select of the listed industries; "Other" reveals a text input for the applicant's
 * own (the schema accepts any text of 2+ characters). The form value is the listed industry or
 * the typed text; the error shows under whichever control holds it, which also takes the focus.
 */
export function IndustryField<T extends FieldValues>({ name }: { name: Path<T> }) {
  const selectId = useFieldId(name);
  const otherId = useId();
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ name, control });
  const error = useFieldError<T>(name);
  const value: string = typeof field.value === 'string' ? field.value : '';
  const [other, setOther] = useState(() => value !== '' && !listed.has(value));
  const selectValue = other ? OTHER : value;
  // "Other" as the value itself: chosen in the server HTML before the script ran (and put back since).
  // It asks for the applicant's own industry, as choosing it here does.
  const { onChange } = field;
  useEffect(() => {
    if (value !== OTHER) return;
    setOther(true);
    onChange('');
  }, [value, onChange]);

  return (
    <>
      <Field id={selectId} label="Industry" required error={other ? undefined : error}>
        <Select
          id={selectId}
          ref={other ? undefined : field.ref}
          name={other ? undefined : field.name}
          value={selectValue}
          invalid={!other && Boolean(error)}
          aria-required
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = event.target.value;
            const isOther = next === OTHER;
            setOther(isOther);
            field.onChange(isOther ? '' : next);
          }}
        >
          <option value="">Select your industry</option>
          {industryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      {other && (
        <Field id={otherId} label="Please specify your industry" required error={error}>
          <Input
            id={otherId}
            ref={field.ref}
            name={field.name}
            value={value}
            invalid={Boolean(error)}
            aria-required
            maxLength={limits.name}
            autoComplete="off"
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          />
        </Field>
      )}
    </>
  );
}
