/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the page
 * only ever says "if an account exists...". Shared by the partner portal and the developer console, which
 * differ only in endpoint and copy.
 */
import { limits } from '@app/contracts/limits';
import { forgotPasswordSchemaWith, type ForgotPassword } from '@app/contracts/forms/partner-portal';
import { validationMessages } from '@app/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Icon } from '../ui/icon.tsx';
import { TextField } from '../form/fields.tsx';
import { fieldErrorsFor } from '../form/field-errors.ts';
import { AccountSubmit } from '../form/submit-button.tsx';
import { HttpError } from '../../lib/api.ts';
import { useAccountPost } from './second-factor/api.ts';
import { notify } from '../ui/use-toast.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { errorText } from '../../i18n/error-text.ts';

export interface ForgotPasswordCopy {
  heading: string;
  emailLabel: string;
  submitLabel: string;
  submittingLabel: string;
  sentHeading: string;
  sentText: string;
  errorTitle: string;
  errorText: string;
}

export function ForgotPasswordForm({
  endpoint,
  copy,
  placeholder,
}: {
  endpoint: string;
  copy: ForgotPasswordCopy;
  placeholder: string;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  // The page's language's messages: the Chinese page validates in Chinese (by message key).
  const messages = useContent('validationMessages', validationMessages);
  const [resolver] = useState(() => zodResolver(forgotPasswordSchemaWith(messages)));
  const form = useForm<ForgotPassword>({
    resolver,
    defaultValues: { email: '' },
    shouldFocusError: true,
  });

  const send = useAccountPost<ForgotPassword>(endpoint);
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email.trim());
        requestAnimationFrame(() => noticeRef.current?.focus());
      },
      onError: (error) => {
        if (!(error instanceof HttpError)) {
          notify({ title: copy.errorTitle, description: copy.errorText }, { destructive: true });
          return;
        }
        // The server's field messages are English: a Chinese page marks the field with its code's sentence.
        const said = errorText(error, locale);
        for (const [name, message] of fieldErrorsFor(error.fieldErrors, new Set(['email']))) {
          form.setError(name as keyof ForgotPassword, {
            type: 'server',
            message: locale === 'en' ? message : (said ?? message),
          });
        }
        notify({ title: copy.errorTitle }, { description: said || copy.errorText, destructive: true });
      },
    }),
  );

  if (sentTo !== null) {
    return (
      <div ref={noticeRef} tabIndex={-1} role="status" className="grid gap-3 focus:outline-none">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-green-100 text-green-800">
          <Icon name="mail" className="h-5 w-5" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{copy.sentHeading}</h2>
        <p className="text-sm text-slate-700">{copy.sentText}</p>
        <p className="text-sm text-slate-600">
          Sent to: <span className="font-medium break-all text-slate-900">{sentTo}</span>
        </p>
      </div>
    );
  }

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={copy.heading}
        className="grid gap-5"
      >
        <TextField<ForgotPassword>
          name="email"
          label={copy.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={limits.email}
          placeholder={placeholder}
          required
        />
        <AccountSubmit pending={send.isPending} copy={copy} />
      </form>
    </FormProvider>
  );
}
