/**
 * Sign-in with e-mail and password (the shared login schema); on success the account goes to its home
 * page; a refusal shows 'Login failed' with the server's message, a request that never arrives
 * 'Login error'. Shared by the partner portal and the developer console, which differ only in endpoint,
 * session key, destination and copy.
 */
import { limits } from '@app/contracts/limits';
import type { ToastMessage } from '@app/contracts/messages';
import { loginSchemaWith, type PartnerLogin } from '@app/contracts/forms/partner-portal';
import { validationMessages } from '@app/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { SmartLink } from '../ui/smart-link.tsx';
import type { Link } from '../../content/types.ts';
import { TextField } from '../form/fields.tsx';
import { fieldErrorsFor } from '../form/field-errors.ts';
import { AccountSubmit } from '../form/submit-button.tsx';
import { isPending, useAccountPost } from './second-factor/api.ts';
import { CodeStepForm } from './second-factor/code-step-form.tsx';
import { HttpError } from '../../lib/api.ts';
import { notify } from '../ui/use-toast.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { errorText } from '../../i18n/error-text.ts';

const fields = new Set(['email', 'password']);

export interface SignInFormCopy {
  ariaLabel: string;
  emailLabel: string;
  emailPlaceholder: string;
  passwordLabel: string;
  submitLabel: string;
  submittingLabel: string;
  forgot: Link;
  failedToast: ToastMessage;
  errorToast: ToastMessage;
}

export function SignInForm({
  endpoint,
  accountKey,
  meKey,
  homePath,
  copy,
}: {
  endpoint: string;
  /** Where the answer carries the signed-in account, e.g. 'partner'. */
  accountKey: string;
  /** The session query the answer fills in. */
  meKey: QueryKey;
  homePath: string;
  copy: SignInFormCopy;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const locale = useLocale();
  // The page's language's messages: the Chinese sign-in page validates in Chinese (by message key).
  const messages = useContent('validationMessages', validationMessages);
  const [resolver] = useState(() => zodResolver(loginSchemaWith(messages)));
  const form = useForm<PartnerLogin>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartNotice, setRestartNotice] = useState<string | null>(null);

  // The last refusal's toast: a later successful sign-in closes it, so it does not follow the account home.
  const failure = useRef<{ dismiss: () => void } | null>(null);

  const signedIn = (body: unknown) => {
    failure.current?.dismiss();
    failure.current = null;
    const account = (body as Record<string, unknown> | null)?.[accountKey] ?? null;
    queryClient.setQueryData(meKey, account);
    navigate(homePath);
  };

  const signIn = useAccountPost<PartnerLogin>(endpoint);
  const onSubmit = form.handleSubmit((values) => {
    setRestartNotice(null);
    signIn.mutate(values, {
      // An account with two-factor authentication answers with a challenge instead of a session.
      onSuccess: (body) => (isPending(body) ? setChallenge(body.challenge) : signedIn(body)),
      onError: (error) => {
        if (!(error instanceof HttpError)) {
          failure.current = notify(copy.errorToast, { destructive: true });
          return;
        }
        // The server's field messages are English: a Chinese page shows the answer's own sentence instead.
        if (locale === 'en') {
          for (const [name, message] of fieldErrorsFor(error.fieldErrors, fields)) {
            form.setError(name as keyof PartnerLogin, { type: 'server', message });
          }
        }
        form.resetField('password', { keepError: true });
        failure.current = notify(copy.failedToast, {
          description: errorText(error, locale) || undefined,
          destructive: true,
        });
      },
    });
  });

  if (challenge) {
    return (
      <CodeStepForm
        endpoint={`${endpoint}/second-factor`}
        challenge={challenge}
        idPrefix={accountKey}
        onSignedIn={signedIn}
        onRestart={(message) => {
          setChallenge(null);
          setRestartNotice(message ?? null);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={copy.ariaLabel}
        className="grid gap-5"
      >
        {restartNotice && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {restartNotice}
          </p>
        )}
        <TextField<PartnerLogin>
          name="email"
          label={copy.emailLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={limits.email}
          placeholder={copy.emailPlaceholder}
          required
        />
        <div className="grid gap-1.5">
          <TextField<PartnerLogin>
            name="password"
            label={copy.passwordLabel}
            type="password"
            autoComplete="current-password"
            maxLength={limits.password}
            required
          />
          <SmartLink
            href={copy.forgot.href}
            className="justify-self-end text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {copy.forgot.label}
          </SmartLink>
        </div>
        <AccountSubmit pending={signIn.isPending} copy={copy} />
      </form>
    </FormProvider>
  );
}
