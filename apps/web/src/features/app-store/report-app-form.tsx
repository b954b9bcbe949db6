/**
 * "Report this app" (issue #38 item 7), under each App Store app page: a public form like the others
 * (usePublicForm: the shared contract, the guard fields, the JSON post with script). Without script it is a
 * plain HTML form posting to the app page itself; the server answers a refused post on that page with the
 * values and errors, and an accepted one with a 303 back to the page, which then says the report was sent.
 */
import type { FormValuesOf } from '@app/contracts/forms/fields';
import {
  appReportReasonLabels,
  appReportReasons,
  type appReportSchema,
} from '@app/contracts/forms/app-report';
import type { FormAnswer } from '@app/contracts/server-pages';
import { limits } from '@app/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { HoneypotField } from '../../components/form/honeypot-field.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { PublicFormElement } from '../../components/form/public-form-element.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { usePublicForm } from '../../components/form/use-public-form.ts';
import { appReportTexts } from '../../content/app-store.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import type { Locale } from '../../i18n/locales.ts';

type ReportValues = FormValuesOf<z.input<typeof appReportSchema>>;
type ReportOutput = z.output<typeof appReportSchema>;

/**
 * The contract with the messages of the page's language: the Chinese page's are the report form's
 * Chinese messages (by key, forms/app-report-zh.ts), loaded on that page only; the server validates a
 * post to the Chinese page with the same (decision 0067).
 */
const schemaLoader = (locale: Locale) => () =>
  locale === 'en'
    ? import('@app/contracts/forms/app-report').then((m) => m.appReportSchema)
    : Promise.all([
        import('@app/contracts/forms/app-report'),
        import('@app/contracts/forms/app-report-zh'),
      ]).then(([contract, zh]) => contract.appReportSchemaFor(zh.appReportMessagesZh));

/** The confirmation, where the form was: focused, so a screen reader reads it at once. */
export function ReportSent() {
  const t = useContent('appReportTexts', appReportTexts);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      {t.sent}
    </p>
  );
}

export function ReportAppForm({ app }: { app: string }) {
  const locale = useLocale();
  const t = useContent('appReportTexts', appReportTexts);
  const reasonLabels = useContent('appReportReasonLabels', appReportReasonLabels);
  const [sent, setSent] = useState(false);
  const [loadSchema] = useState(() => schemaLoader(locale));
  const publicForm = usePublicForm<ReportValues, ReportOutput>({
    loadSchema,
    defaultValues: { app, reason: '', details: '', email: '' },
    name: 'app-report',
    messages: {
      success: t.toasts.success,
      rejected: (serverMessage) => ({
        title: t.toasts.failed.title,
        // The API answers in English: a Chinese page says its own words instead.
        description: (locale === 'en' && serverMessage) || t.toasts.failed.description,
      }),
      error: t.toasts.error,
    },
    onSuccess: (_values, form) => {
      form.reset();
      setSent(true);
    },
  });
  if (sent) return <ReportSent />;
  const { form, guard } = publicForm;
  return (
    <PublicFormElement
      publicForm={publicForm}
      label={t.formLabel}
      className="relative grid gap-5"
      answerHeading={(answer: FormAnswer) => t.answerHeading(answer.code, answer.message)}
    >
      <input type="hidden" defaultValue={app} {...form.register('app')} />
      <SelectField<ReportValues>
        name="reason"
        label={t.reasonLabel}
        required
        options={appReportReasons.map((value) => ({ value, label: reasonLabels[value] }))}
        placeholder={t.reasonPlaceholder}
      />
      <TextareaField<ReportValues>
        name="details"
        label={t.detailsLabel}
        hint={t.detailsHint}
        required
        maxLength={limits.text}
      />
      <TextField<ReportValues>
        name="email"
        label={t.emailLabel}
        hint={t.emailHint}
        type="email"
        autoComplete="email"
        maxLength={limits.email}
      />
      <HoneypotField inputRef={guard.honeypotRef} />
      <div>
        <SubmitButton pendingLabel={t.pending}>{t.submit}</SubmitButton>
      </div>
    </PublicFormElement>
  );
}
