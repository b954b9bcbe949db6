/**
 * The behaviour the four application/lead forms share: react-hook-form with the shared zod schema
 * (validate on submit, then again on change; focus the first error), the guard fields, the POST,
 * server field errors mapped onto the fields, and the toasts.
 */
import type { ToastMessage } from '@app/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useContext, useLayoutEffect, useRef, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormEntries, valuesFromEntries } from '../../lib/form-entries.ts';
import { postJson, type SubmitOutcome } from '../../lib/api.ts';
import { fieldErrorsFor, focusFirstNamed } from './field-errors.ts';
import { useFormGuard, type FormGuard } from './use-form-guard.ts';
import { notify } from '../ui/use-toast.ts';
import { FORM_OUTCOME_EVENT } from '@app/contracts/form-pages';

export interface PublicFormMessages {
  success: ToastMessage;
  /** The answer was a non-OK status; `serverMessage` is its `{ message }` if any. */
  rejected: (serverMessage: string | undefined) => ToastMessage;
  /** The request did not complete (network failure, unexpected error). */
  error: ToastMessage;
}

export interface PublicFormOptions<TIn extends FieldValues, TOut> {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  url: string;
  messages: PublicFormMessages;
  /** The request body built from the validated values (default: the values as they are). */
  toPayload?: (values: TOut) => object;
  /** Runs after the success toast (reset the form, show a success screen...). */
  onSuccess: (values: TOut, form: UseFormReturn<TIn, unknown, TOut>) => void;
}

export interface PublicForm<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  guard: FormGuard;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function usePublicForm<TIn extends FieldValues, TOut>({
  schema,
  defaultValues,
  url,
  messages,
  toPayload = (values) => values as object,
  onSuccess,
}: PublicFormOptions<TIn, TOut>): PublicForm<TIn, TOut> {
  const form = useForm<TIn, unknown, TOut>({
    // zodResolver's overloads cannot see through the generic schema type; the cast restates it.
    resolver: zodResolver(schema as unknown as z.ZodType<TOut, TIn> & z.core.$ZodType<TOut, TIn>),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const guard = useFormGuard();
  const formRef = useRef<HTMLFormElement>(null);
  // What was entered before hydration becomes the form's values, before the browser paints the fields the
  // form library has just set to their defaults. Only the fields the visitor changed are set (a reset
  // would re-register every field, and the first invalid one would no longer be the first in the form).
  const entries = useContext(FormEntries);
  useLayoutEffect(() => {
    if (!entries) return;
    const defaults = defaultValues as Record<string, unknown>;
    const entered = valuesFromEntries(defaults, entries);
    for (const [name, value] of Object.entries(entered)) {
      if (JSON.stringify(value) !== JSON.stringify(defaults[name])) {
        form.setValue(name as Path<TIn>, value as PathValue<TIn, Path<TIn>>, { shouldDirty: true });
      }
    }
    // Once, on hydration: the entries are those of the server HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleOutcome = (outcome: SubmitOutcome, values: TOut) => {
    // For the analytics script (features/analytics/tracker.ts): which form, submitted or not.
    formRef.current?.dispatchEvent(
      new CustomEvent(FORM_OUTCOME_EVENT, {
        bubbles: true,
        detail: outcome.kind === 'ok' ? 'submitted' : 'failed',
      }),
    );
    if (outcome.kind === 'ok') {
      notify(messages.success);
      onSuccess(values, form);
      return;
    }
    if (outcome.kind === 'rejected') {
      const names = new Set(Object.keys(defaultValues as object));
      const errors = fieldErrorsFor(outcome.fieldErrors, names);
      for (const [name, message] of errors) {
        form.setError(name as Path<TIn>, { type: 'server', message });
      }
      focusFirstNamed(formRef.current, new Set(errors.map(([name]) => name)));
      const toastMessage = messages.rejected(outcome.message);
      notify(toastMessage, { destructive: true });
      return;
    }
    notify(messages.error, { destructive: true });
  };

  const submit = form.handleSubmit(async (values) => {
    const guardFields = await guard.fields();
    const outcome = await postJson(url, { ...toPayload(values), ...guardFields });
    handleOutcome(outcome, values);
  });

  // A second submit before the disabled button has rendered (double click, Enter) is ignored.
  const inFlight = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };

  return { form, guard, formRef, onSubmit };
}
