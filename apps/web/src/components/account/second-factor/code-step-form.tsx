/**
 * The second step of a sign-in: a 6-digit code from the authenticator app (one-time-code autofill,
 * numeric keypad) or, after "Use a recovery code", one of the recovery codes. Posts the challenge from the
 * password step to `<login>/second-factor`; an expired challenge sends the user back to the password.
 */
import { secondFactorMessages } from '@app/contracts/forms/second-factor';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field, Input } from '../../ui/form-field.tsx';
import { problemText, useSecondFactorSignIn } from './api.ts';
import { apiErrorCodes } from '@app/contracts/api/common';
import { hasErrorCode } from '../../../lib/api.ts';

export function CodeStepForm({
  endpoint,
  challenge,
  onSignedIn,
  onRestart,
  idPrefix,
}: {
  /** e.g. '/api/admin/login/second-factor' */
  endpoint: string;
  challenge: string;
  onSignedIn(body: unknown): void;
  /** Back to the password step (the challenge expired, or the user asks). */
  onRestart(message?: string): void;
  idPrefix: string;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSecondFactorSignIn(endpoint);
  const busy = signIn.isPending;
  const input = useRef<HTMLInputElement>(null);
  const id = `${idPrefix}-${recovery ? 'recovery-code' : 'code'}`;

  useEffect(() => input.current?.focus(), [recovery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) {
      setError(recovery ? secondFactorMessages.recoveryCodeRequired : secondFactorMessages.codeRequired);
      input.current?.focus();
      return;
    }
    setError(null);
    signIn.mutate(
      { challenge, ...(recovery ? { recoveryCode: entered } : { code: entered }) },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (hasErrorCode(failure, apiErrorCodes.challengeExpired)) {
            onRestart(secondFactorMessages.challengeExpired);
            return;
          }
          setError(problemText(failure));
          setValue('');
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Two-factor verification" className="grid gap-4">
      <p className="text-sm text-slate-600">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code for this account.'}
      </p>
      <Field
        id={id}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={error ?? undefined}
        required
      >
        <Input
          ref={input}
          id={id}
          name={recovery ? 'recoveryCode' : 'code'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          invalid={Boolean(error)}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9 ]*'}
          maxLength={recovery ? 40 : 7}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(null);
          }}
        >
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
        <button
          type="button"
          className="font-medium text-slate-700 underline-offset-2 hover:underline"
          onClick={() => onRestart()}
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
