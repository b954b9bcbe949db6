/**
 * What a console form does with a refused save: the server's field messages land on the form's fields
 * (under the form's own name where it differs, `fieldOf`) and a toast says what failed, with the
 * server's message.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../components/ui/use-toast.ts';
import { fieldErrorsFor } from '../../components/form/field-errors.ts';
import { problemOf } from './api.ts';

export function showFormProblem<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  {
    title,
    fields,
    fieldOf = {},
  }: { title: string; fields: ReadonlySet<string>; fieldOf?: Readonly<Record<string, string>> },
): void {
  const problem = problemOf(error);
  const named = Object.fromEntries(
    Object.entries(problem.fields).map(([name, message]) => [fieldOf[name] ?? name, message]),
  );
  for (const [name, message] of fieldErrorsFor(named, fields)) {
    setError(name as Path<T>, { type: 'server', message });
  }
  toast({
    title,
    description: problem.message ?? 'Please try again in a moment.',
    variant: 'destructive',
  });
}
