/**
 * Choosing a password from an invitation or reset link: the token comes from the link, the password is
 * typed twice (shared schema: 8 to 128 characters, both equal). On success the developer is sent to the
 * sign-in page, which confirms the new password.
 */
import { setPasswordSchema, type SetPassword } from '@app/contracts/forms/partner-portal';
import { limits } from '@app/contracts/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { developerAccountCopy } from '../../../content/console.ts';
import { TextField } from '../../forms/fields.tsx';
import { fieldErrorsFor, postJson, showToast } from '../../forms/submit.ts';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { SIGN_IN_PATH } from '../api.ts';

const copy = developerAccountCopy.setPassword;
/** The sign-in page shows the "password saved" notice when it carries this query. */
export const PASSWORD_SET_QUERY = 'password=set';

export function DeveloperSetPasswordForm({
  token,
  email,
  onLinkInvalid,
}: {
  token: string;
  email: string;
  onLinkInvalid: () => void;
}) {
  const [, navigate] = useLocation();
  const accountId = useId();
  const form = useForm<SetPassword>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    shouldFocusError: true,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await postJson('/api/developers/set-password', values);
    if (outcome.kind === 'ok') {
      navigate(`${SIGN_IN_PATH}?${PASSWORD_SET_QUERY}`, { replace: true });
      return;
    }
    if (outcome.kind === 'rejected') {
      if (outcome.status === 404) {
        onLinkInvalid();
        return;
      }
      for (const [name, message] of fieldErrorsFor(
        outcome.fieldErrors,
        new Set(['password', 'confirmPassword']),
      )) {
        form.setError(name as keyof SetPassword, { type: 'server', message });
      }
      showToast(
        { title: copy.errorTitle },
        { description: outcome.message ?? copy.errorText, destructive: true },
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
        <SubmitButton pendingLabel={copy.submittingLabel} className="w-full sm:w-full">
          {copy.submitLabel}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
