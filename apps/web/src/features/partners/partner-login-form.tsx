/**
 * The portal sign-in (doc 2 §2.2, §5, §8): e-mail and password checked with the shared schema and its
 * messages; on success the partner goes to the dashboard; a refusal shows 'Login failed' with the
 * server's message, a request that never arrives 'Login error'.
 */
import { limits } from '@app/contracts/limits';
import { toasts } from '@app/contracts/messages';
import { partnerLoginSchema, type PartnerLogin } from '@app/contracts/forms/partner-portal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { partnerLoginPage } from '../../content/partner-portal.ts';
import { partnerLoginExtras } from '../../content/partner-access.ts';
import { TextField } from '../forms/fields.tsx';
import { fieldErrorsFor, postJson, showToast } from '../forms/submit.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { PARTNER_DASHBOARD_PATH, PARTNER_ME_KEY, type PartnerProfile } from './api.ts';

const fields = new Set(['email', 'password']);

export function PartnerLoginForm() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<PartnerLogin>({
    resolver: zodResolver(partnerLoginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await postJson('/api/partners/login', values);
    if (outcome.kind === 'ok') {
      const partner = (outcome.body as { partner?: PartnerProfile } | null)?.partner ?? null;
      queryClient.setQueryData(PARTNER_ME_KEY, partner);
      navigate(PARTNER_DASHBOARD_PATH);
      return;
    }
    if (outcome.kind === 'rejected') {
      for (const [name, message] of fieldErrorsFor(outcome.fieldErrors, fields)) {
        form.setError(name as keyof PartnerLogin, { type: 'server', message });
      }
      form.resetField('password', { keepError: true });
      showToast(toasts.partnerLoginFailed, { description: outcome.message, destructive: true });
      return;
    }
    showToast(toasts.partnerLoginError, { destructive: true });
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Partner sign in"
        className="grid gap-5"
      >
        <TextField<PartnerLogin>
          name="email"
          label={partnerLoginPage.emailLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={limits.email}
          placeholder="you@company.com"
          required
        />
        <div className="grid gap-1.5">
          <TextField<PartnerLogin>
            name="password"
            label={partnerLoginPage.passwordLabel}
            type="password"
            autoComplete="current-password"
            maxLength={limits.password}
            required
          />
          <SmartLink
            href={partnerLoginExtras.forgotLink.href}
            className="justify-self-end text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {partnerLoginExtras.forgotLink.label}
          </SmartLink>
        </div>
        <SubmitButton pendingLabel={partnerLoginPage.submittingLabel} className="w-full sm:w-full">
          {partnerLoginPage.submitLabel}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
