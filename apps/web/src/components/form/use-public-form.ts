/**
 * The behaviour the public forms share: react-hook-form with the shared zod schema, loaded at the form's
 * first use (validate on submit, then again on change; focus the first error), the guard fields, the
 * POST, server field errors mapped onto the fields, and the toasts.
 */
import type { ToastMessage } from '@app/contracts/messages';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { postJson, type SubmitOutcome } from '../../lib/api.ts';
import { takeEarlyInput } from '../../lib/early-input.ts';
import { fieldErrorsFor, focusFirstNamed } from './field-errors.ts';
import { answeredErrors, answeredValues } from './form-answer.tsx';
import { useFormAnswer, type FormAnswerView } from '../../lib/server-page.tsx';
import { lazyZodResolver } from './lazy-zod-resolver.ts';
import { useFormGuard, type FormGuard } from './use-form-guard.ts';
import { notify } from '../ui/use-toast.ts';
import {
  formApis,
  FORM_OUTCOME_EVENT,
  isMeasuredForm,
  type FormOutcomeDetail,
  type PublicFormName,
} from '@app/contracts/form-pages';

export interface PublicFormMessages {
  success: ToastMessage;
  /** The answer was a non-OK status; `serverMessage` is its `{ message }` if any. */
  rejected: (serverMessage: string | undefined) => ToastMessage;
  /** The request did not complete (network failure, unexpected error). */
  error: ToastMessage;
}

export interface PublicFormOptions<TIn extends FieldValues, TOut> {
  /** Loads the form's schema (a dynamic import): zod loads with the form's first use, not the page. */
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>;
  defaultValues: DefaultValues<TIn>;
  /** Which public form: its API takes the JSON post, and analytics records its outcome. */
  name: PublicFormName;
  messages: PublicFormMessages;
  /** The request body built from the validated values (default: the values as they are). */
  toPayload?: (values: TOut) => object;
  /** Runs after the success toast (reset the form, show a success screen...). */
  onSuccess: (values: TOut, form: UseFormReturn<TIn, unknown, TOut>) => void;
  /** The success toast when it depends on what was sent (default: `messages.success`). */
  successFor?: (values: TOut) => ToastMessage;
}

export interface PublicForm<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  guard: FormGuard;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The post the server refused, when it renders this form to answer it (no script runs then). */
  answer: FormAnswerView | undefined;
  /** The form's field names (its defaults' keys). */
  fieldNames: ReadonlySet<string>;
}

/**
 * The defaults with every empty-text default left out. react-hook-form reads the value of a registered
 * field that has no default from the DOM when it registers it (its uncontrolled mode): what a visitor
 * typed in a text field or text area of the server HTML before the form's island hydrated stays, and is
 * validated and sent. An empty-text default is what the untouched server HTML holds anyway. What the
 * script still resets (a controlled select, a radio group or box with a default) is put back from the
 * snapshot taken before hydration (`restoreEarlyInput`).
 */
function withoutEmptyText<T extends FieldValues>(defaults: DefaultValues<T>): DefaultValues<T> {
  return Object.fromEntries(
    Object.entries(defaults as Record<string, unknown>).filter(([, value]) => value !== ''),
  ) as DefaultValues<T>;
}

/** Two form values are the same (a missing value is the empty text, as the untouched HTML has it). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * Puts back what the visitor entered in `element` before its island hydrated (lib/early-input.ts): each
 * field the form has a control for that the script has left empty or at its default (a radio group whose
 * boxes registered one by one ends with none ticked), where the visitor had entered something else. A
 * field typed into during hydration keeps its current value.
 */
function restoreEarlyInput<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  element: HTMLFormElement,
  defaults: DefaultValues<TIn>,
): void {
  const early = takeEarlyInput(element);
  if (!early) return;
  for (const [name, fallback] of Object.entries(defaults as Record<string, unknown>)) {
    if (!element.elements.namedItem(name)) continue;
    const entered = early.getAll(name).filter((value): value is string => typeof value === 'string');
    const value = Array.isArray(fallback)
      ? entered
      : typeof fallback === 'boolean'
        ? entered.length > 0
        : entered[0];
    if (value === undefined) continue;
    const path = name as Path<TIn>;
    const current: unknown = form.getValues(path);
    const reset = sameValue(current, fallback) || sameValue(current, '') || sameValue(current, []);
    if (!reset || sameValue(current, value)) continue;
    form.setValue(path, value as PathValue<TIn, Path<TIn>>, { shouldDirty: true });
  }
}

export function usePublicForm<TIn extends FieldValues, TOut>({
  loadSchema,
  defaultValues,
  name,
  messages,
  toPayload = (values) => values as object,
  onSuccess,
  successFor = () => messages.success,
}: PublicFormOptions<TIn, TOut>): PublicForm<TIn, TOut> {
  const [validation] = useState(() => lazyZodResolver(loadSchema));
  const [fieldNames] = useState(() => new Set(Object.keys(defaultValues as object)));
  const answer = useFormAnswer(name);
  const refused = answer?.answer;
  const form = useForm<TIn, unknown, TOut>({
    resolver: validation.resolver,
    defaultValues: withoutEmptyText(refused ? answeredValues(defaultValues, refused.values) : defaultValues),
    ...(refused ? { errors: answeredErrors<TIn>(refused.errors, fieldNames) } : {}),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const guard = useFormGuard();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    // The browser scrolls to a focused control only when the control itself is out of view: one just under
    // the sticky header (focused by validation, or by Shift+Tab) would keep its label hidden behind it.
    // `nearest` within the page's scroll padding shows the whole field (`data-field`: label, control, error).
    // (jsdom has no scrollIntoView.)
    const revealField = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      event.target.closest('[data-field]')?.scrollIntoView?.({ block: 'nearest' });
    };
    element.addEventListener('focusin', revealField);
    // The first focus in the form (a field, or the submit button as it is pressed) loads its schema.
    element.addEventListener('focusin', validation.preload, { once: true });
    return () => {
      element.removeEventListener('focusin', revealField);
      element.removeEventListener('focusin', validation.preload);
    };
  }, [validation]);
  const [initialDefaults] = useState(() => defaultValues);
  useEffect(() => {
    if (formRef.current) restoreEarlyInput(form, formRef.current, initialDefaults);
  }, [form, initialDefaults]);
  const handleOutcome = (outcome: SubmitOutcome, values: TOut) => {
    // For the analytics script (features/analytics/tracker.ts): which form, submitted or not (the forms
    // it measures).
    if (isMeasuredForm(name)) {
      const detail: FormOutcomeDetail = {
        form: name,
        outcome: outcome.kind === 'ok' ? 'submitted' : 'failed',
      };
      document.dispatchEvent(new CustomEvent(FORM_OUTCOME_EVENT, { detail }));
    }
    if (outcome.kind === 'ok') {
      notify(successFor(values));
      onSuccess(values, form);
      return;
    }
    if (outcome.kind === 'rejected') {
      const errors = fieldErrorsFor(outcome.fieldErrors, fieldNames);
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
    const outcome = await postJson(formApis[name], { ...toPayload(values), ...guardFields });
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
    submit(event)
      // The schema could not load (the network dropped): nothing was sent.
      .catch(() => notify(messages.error, { destructive: true }))
      .finally(() => {
        inFlight.current = false;
      });
  };

  return { form, guard, formRef, onSubmit, answer, fieldNames };
}
