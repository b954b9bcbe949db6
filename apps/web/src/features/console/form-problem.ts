/**
 * What a console form does with a refused save: the server's field messages land on the form's fields
 * (under the form's own name where it differs, `fieldOf`) and a toast says what failed, with the
 * server's message (on the Chinese console, the text of its error code: console-text.ts). The server's
 * field messages are English and carry no code of their own: the Chinese console marks the fields with
 * the text of the answer's code instead (decision 0070), as the Chinese account pages do (0068).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../components/ui/use-toast.ts';
import { fieldErrorsFor } from '../../components/form/field-errors.ts';
import { problemOf } from './api.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { useProblemText } from './console-text.ts';

type ShowFormProblem = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  options: { title: string; fields: ReadonlySet<string>; fieldOf?: Readonly<Record<string, string>> },
) => void;

export function useShowFormProblem(): ShowFormProblem {
  const problemText = useProblemText();
  const english = useLocale() === 'en';
  const { tryAgain } = useContent('consoleUi', consoleUi).page;
  return (setError, error, options) => {
    const description = problemText(error, tryAgain);
    showFormProblem(setError, error, {
      ...options,
      description,
      fieldText: english ? undefined : description,
    });
  };
}

function showFormProblem<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  {
    title,
    fields,
    fieldOf = {},
    description,
    fieldText,
  }: {
    title: string;
    fields: ReadonlySet<string>;
    fieldOf?: Readonly<Record<string, string>>;
    description: string | undefined;
    /** What each refused field says instead of the server's message (the Chinese console's). */
    fieldText: string | undefined;
  },
): void {
  const problem = problemOf(error);
  const named = Object.fromEntries(
    Object.entries(problem.fields).map(([name, message]) => [fieldOf[name] ?? name, message]),
  );
  for (const [name, message] of fieldErrorsFor(named, fields)) {
    setError(name as Path<T>, { type: 'server', message: fieldText ?? message });
  }
  toast({
    title,
    description,
    variant: 'destructive',
  });
}
