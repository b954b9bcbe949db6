/**
 * Developer sign-in: e-mail and password (the shared login schema); on success the developer goes to the
 * console; a refusal shows 'Login failed' with the server's message, a request that never arrives
 * 'Login error'.
 */
import { partnerLoginSchema, type PartnerLogin } from '@app/contracts/forms/partner-portal';
import { limits } from '@app/contracts/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { developerAccountCopy } from '../../../content/console.ts';
import { TextField } from '../../forms/fields.tsx';
import { fieldErrorsFor, postJson, showToast } from '../../forms/submit.ts';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { CONSOLE_PATH, DEVELOPER_ME_KEY } from '../api.ts';
import type { DeveloperIdentity } from '../types.ts';

const copy = developerAccountCopy.signIn;
const fields = new Set(['email', 'password']);

export function DeveloperSignInForm() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<PartnerLogin>({
    resolver: zodResolver(partnerLoginSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await postJson('/api/developers/login', values);
    if (outcome.kind === 'ok') {
      const developer = (outcome.body as { developer?: DeveloperIdentity } | null)?.developer ?? null;
      queryClient.setQueryData(DEVELOPER_ME_KEY, developer);
      navigate(CONSOLE_PATH);
      return;
    }
    if (outcome.kind === 'rejected') {
      for (const [name, message] of fieldErrorsFor(outcome.fieldErrors, fields)) {
        form.setError(name as keyof PartnerLogin, { type: 'server', message });
      }
      form.resetField('password', { keepError: true });
      showToast(
        { title: copy.failedTitle, description: copy.failedText },
        { description: outcome.message, destructive: true },
      );
      return;
    }
    showToast({ title: copy.errorTitle, description: copy.errorText }, { destructive: true });
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Developer sign in"
        className="grid gap-5"
      >
        <TextField<PartnerLogin>
          name="email"
          label={copy.emailLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={limits.email}
          placeholder="you@example.com"
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
        <SubmitButton pendingLabel={copy.submittingLabel} className="w-full sm:w-full">
          {copy.submitLabel}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
