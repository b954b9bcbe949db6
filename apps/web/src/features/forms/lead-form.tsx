/**
 * The one lead form (POST /api/leads), used by the home page's enterprise contact section and the
 * contact page; the two differ only in their interest options and schema.
 */
import type { FormValuesOf } from '@app/contracts/forms/fields';
import type { leadSchema } from '@app/contracts/forms/lead';
import { formApis } from '@app/contracts/form-pages';
import { limits } from '@app/contracts/limits';
import { toasts } from '@app/contracts/messages';
import type { Option } from '@app/contracts/options';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { HoneypotField } from '../../components/form/honeypot-field.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { PublicFormElement } from '../../components/form/public-form-element.tsx';
import { usePublicForm, type PublicFormMessages } from '../../components/form/use-public-form.ts';

const LEADS_URL = formApis.lead;
/** Query key of the leads data, invalidated after a successful submission (spec §7). */
const LEADS_QUERY_KEY = [LEADS_URL] as const;

/** The form's values: the lead contract's input shape as the controls hold it (no interest chosen: ''). */
export type LeadValues = FormValuesOf<z.input<typeof leadSchema>>;

const emptyLead: LeadValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  interest: '',
  message: '',
};

const leadMessages: PublicFormMessages = {
  success: toasts.leadSuccess,
  rejected: (serverMessage) => ({
    title: toasts.leadFailed.title,
    description: serverMessage ?? toasts.leadFailed.description,
  }),
  error: toasts.leadError,
};

/** The confirmation after a lead was accepted (the toast says the same in the spec's words). */
export const leadSentText = "Thank you, your message has been sent. We'll get back to you soon.";

export interface LeadFormProps<TOut> {
  /** Loads `enterpriseLeadSchema` or `contactLeadSchema` (at the form's first use). */
  loadSchema: () => Promise<z.ZodType<TOut, LeadValues>>;
  interestOptions: readonly Option[];
  /** Accessible name of the form. */
  title: string;
  submitLabel?: string;
}

export function LeadForm<TOut>({
  loadSchema,
  interestOptions,
  title,
  submitLabel = 'Submit',
}: LeadFormProps<TOut>) {
  // The public pages load no query client (nothing is cached there, so nothing to invalidate); a page
  // that has one provides it.
  const queryClient = useContext(QueryClientContext);
  const [sent, setSent] = useState(false);
  const publicForm = usePublicForm<LeadValues, TOut>({
    loadSchema,
    defaultValues: emptyLead,
    name: 'lead',
    messages: leadMessages,
    onSuccess: (_values, f) => {
      f.reset();
      setSent(true);
      void queryClient?.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
    },
  });
  const { guard } = publicForm;
  return (
    <PublicFormElement
      publicForm={publicForm}
      label={title}
      className="relative grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        setSent(false);
        publicForm.onSubmit(event);
      }}
    >
      {sent && <SentConfirmation />}
      <TextField<LeadValues>
        name="firstName"
        label="First name"
        required
        autoComplete="given-name"
        maxLength={limits.name}
      />
      <TextField<LeadValues>
        name="lastName"
        label="Last name"
        required
        autoComplete="family-name"
        maxLength={limits.name}
      />
      <TextField<LeadValues>
        name="companyName"
        label="Company name"
        required
        autoComplete="organization"
        maxLength={limits.company}
      />
      <TextField<LeadValues>
        name="email"
        label="Work email"
        type="email"
        required
        autoComplete="email"
        maxLength={limits.email}
      />
      <TextField<LeadValues>
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={limits.phone}
      />
      <SelectField<LeadValues>
        name="interest"
        label="Primary interest"
        required
        options={interestOptions}
        placeholder="Select your primary interest"
      />
      <TextareaField<LeadValues>
        name="message"
        label="Message (optional)"
        className="sm:col-span-2"
        maxLength={limits.text}
        placeholder="Tell us about your project, team size or timeline"
      />
      <HoneypotField inputRef={guard.honeypotRef} />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          <span className="text-red-700" aria-hidden="true">
            *
          </span>{' '}
          Required field
        </p>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </PublicFormElement>
  );
}

/**
 * Shown above the emptied form after a lead was accepted. The pressed button was disabled while sending,
 * which drops the focus to the page; it moves here instead, as the application forms' success screens do.
 */
function SentConfirmation() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 sm:col-span-2"
    >
      {leadSentText}
    </p>
  );
}
