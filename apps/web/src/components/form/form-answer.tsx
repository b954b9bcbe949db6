/**
 * A public form answering a post the server refused (sent without JavaScript, decision 0046): the posted
 * values as the form's defaults, the errors on their fields (the same components the script's failed submit
 * renders: aria-invalid, aria-describedby, the message under the control) and a summary at the top of the
 * form that takes the focus on load, since no toast can say what went wrong without the script (the
 * summary is the server entry's, form-problem-summary.tsx: the browser never renders it).
 */
import type { FormAnswer } from '@app/contracts/server-pages';
import { createContext, useContext, useId } from 'react';
import type { DefaultValues, FieldErrors, FieldValues } from 'react-hook-form';
import { fieldErrorsFor } from './field-errors.ts';

/** The id prefix of a public form's fields: `{prefix}-{name}` names a field's (first) control. */
const FieldIdPrefix = createContext<string | null>(null);
export const FieldIdPrefixProvider = FieldIdPrefix.Provider;

/** The id of the control of field `name`: from the form's prefix in a public form, so the summary links to it. */
export function useFieldId(name: string): string {
  const prefix = useContext(FieldIdPrefix);
  const generated = useId();
  return prefix === null ? generated : `${prefix}-${name}`;
}

/** The form's defaults with the posted values put in, each in the shape of its default. */
export function answeredValues<T extends FieldValues>(
  defaults: DefaultValues<T>,
  values: FormAnswer['values'],
): DefaultValues<T> {
  return Object.fromEntries(
    Object.entries(defaults as Record<string, unknown>).map(([name, fallback]) => {
      const posted = values[name] ?? [];
      // A list is a group of boxes; a flag a box (absent from the post when unticked); anything else text.
      if (Array.isArray(fallback)) return [name, [...posted]];
      if (typeof fallback === 'boolean') return [name, posted.length > 0];
      return [name, posted[0] ?? ''];
    }),
  ) as DefaultValues<T>;
}

/** The errors of the form's own fields, as react-hook-form holds a server's errors. */
export function answeredErrors<T extends FieldValues>(
  errors: Record<string, string>,
  fieldNames: ReadonlySet<string>,
): FieldErrors<T> {
  return Object.fromEntries(
    fieldErrorsFor(errors, fieldNames).map(([name, message]) => [name, { type: 'server', message }]),
  ) as FieldErrors<T>;
}
