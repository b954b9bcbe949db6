/**
 * Choosing a password from an invitation or reset link: the token comes from the link, the password is
 * typed twice (shared schema: 8 to 128 characters, both equal). On success the account holder is sent to
 * the sign-in page, which confirms the new password. Shared by the partner portal and the developer
 * console, which differ only in endpoint, sign-in page and copy.
 */
import { limits } from '@app/contracts/limits';
import { setPasswordSchemaWith, type SetPassword } from '@app/contracts/forms/partner-portal';
import { validationMessages } from '@app/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Field, Input } from '../ui/form-field.tsx';
import { TextField } from '../form/fields.tsx';
import { fieldErrorsFor } from '../form/field-errors.ts';
import { AccountSubmit } from '../form/submit-button.tsx';
import { apiErrorCodes } from '@app/contracts/api/common';
import { hasErrorCode, HttpError } from '../../lib/api.ts';
import { useAccountPost } from './second-factor/api.ts';
import { notify } from '../ui/use-toast.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { errorText } from '../../i18n/error-text.ts';

/** The sign-in page shows the "password saved" notice when its query has `password=set`. */
export const passwordSetParam = { name: 'password', value: 'set' } as const;

export interface SetPasswordFormCopy {
  accountLabel: string;
  passwordLabel: string;
  passwordHint: string;
  confirmLabel: string;
  submitLabel: string;
  submittingLabel: string;
  errorTitle: string;
  errorText: string;
}

export function SetPasswordForm({
  endpoint,
  signInPath,
  copy,
  token,
  email,
  onLinkInvalid,
}: {
  endpoint: string;
  signInPath: string;
  copy: SetPasswordFormCopy;
  token: string;
  /** The account's address: shown, and offered to password managers as the user name. */
  email: string;
  onLinkInvalid: () => void;
}) {
  const [, navigate] = useLocation();
  const accountId = useId();
  const locale = useLocale();
  // The page's language's messages: the Chinese page validates in Chinese (by message key).
  const messages = useContent('validationMessages', validationMessages);
  const [resolver] = useState(() => zodResolver(setPasswordSchemaWith(messages)));
  const form = useForm<SetPassword>({
    resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
    shouldFocusError: true,
  });

  const save = useAccountPost<SetPassword>(endpoint);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        navigate(`${signInPath}?${passwordSetParam.name}=${passwordSetParam.value}`, { replace: true }),
      onError: (error) => {
        if (!(error instanceof HttpError)) {
          notify({ title: copy.errorTitle, description: copy.errorText }, { destructive: true });
          return;
        }
        if (hasErrorCode(error, apiErrorCodes.notFound)) {
          onLinkInvalid();
          return;
        }
        // The server's field messages are English: a Chinese page marks the fields with its code's sentence.
        const said = errorText(error, locale);
        for (const [name, message] of fieldErrorsFor(
          error.fieldErrors,
          new Set(['password', 'confirmPassword']),
        )) {
          form.setError(name as keyof SetPassword, {
            type: 'server',
            message: locale === 'en' ? message : (said ?? message),
          });
        }
        notify({ title: copy.errorTitle }, { description: said || copy.errorText, destructive: true });
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={copy.submitLabel}
        className="grid gap-5"
      >
        <Field id={accountId} label={copy.accountLabel}>
          <Input
            id={accountId}
            type="email"
            value={email}
            readOnly
            autoComplete="username"
            className="bg-slate-50"
          />
        </Field>
        <TextField<SetPassword>
          name="password"
          label={copy.passwordLabel}
          type="password"
          autoComplete="new-password"
          maxLength={limits.password}
          hint={copy.passwordHint}
          required
        />
        <TextField<SetPassword>
          name="confirmPassword"
          label={copy.confirmLabel}
          type="password"
          autoComplete="new-password"
          maxLength={limits.password}
          required
        />
        <AccountSubmit pending={save.isPending} copy={copy} />
      </form>
    </FormProvider>
  );
}
