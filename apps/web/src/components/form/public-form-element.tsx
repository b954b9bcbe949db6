/**
 * The `<form>` of a public form (usePublicForm): posts to the page's own address without JavaScript, sends
 * JSON with it; its fields' ids come from one prefix, so the summary of a refused post links to them.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { FormAnswer } from '@app/contracts/server-pages';
import { FieldIdPrefixProvider } from './form-answer.tsx';
import type { PublicForm } from './use-public-form.ts';

export function PublicFormElement<TIn extends FieldValues, TOut>({
  publicForm,
  label,
  className,
  onSubmit = publicForm.onSubmit,
  answerHeading,
  children,
}: {
  publicForm: PublicForm<TIn, TOut>;
  /** The form's accessible name. */
  label: string;
  className: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * The heading of a refused post's summary, where the page says it in its own words (a Chinese page, by
   * the answer's code); default the server's message.
   */
  answerHeading?: (answer: FormAnswer) => string;
  children: ReactNode;
}) {
  const prefix = useId();
  const { form, formRef, answer, fieldNames } = publicForm;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label={label}
        className={className}
      >
        <FieldIdPrefixProvider value={prefix}>
          {answer && (
            <answer.Summary
              answer={
                answerHeading ? { ...answer.answer, message: answerHeading(answer.answer) } : answer.answer
              }
              fieldNames={fieldNames}
              fieldId={(name) => `${prefix}-${name}`}
            />
          )}
          {children}
        </FieldIdPrefixProvider>
      </form>
    </FormProvider>
  );
}
