/**
 * The second step of a sign-in: a 6-digit code from the authenticator app (one-time-code autofill,
 * numeric keypad) or, after "Use a recovery code", one of the recovery codes. Posts the challenge from the
 * password step to `<login>/second-factor`; an expired challenge sends the user back to the password.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field, Input } from '../../ui/form-field.tsx';
import { useSecondFactorSignIn } from './api.ts';
import { apiErrorCodes } from '@app/contracts/api/common';
import { hasErrorCode } from '../../../lib/api.ts';
import { useSecondFactorCopy } from './use-second-factor-copy.ts';

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
  const { copy: words, refusal } = useSecondFactorCopy();
  const copy = words.codeStep;
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
      setError(recovery ? copy.recoveryCodeRequired : words.codeRequired);
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
            onRestart(copy.challengeExpired);
            return;
          }
          setError(refusal(failure));
          setValue('');
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={copy.formLabel} className="grid gap-4">
      <p className="text-sm text-slate-600">{recovery ? copy.recoveryIntro : copy.codeIntro}</p>
      <Field
        id={id}
        label={recovery ? copy.recoveryLabel : copy.codeLabel}
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
        {busy ? copy.verifying : copy.verify}
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
          {recovery ? copy.useAuthenticator : copy.useRecoveryCode}
        </button>
        <button
          type="button"
          className="font-medium text-slate-700 underline-offset-2 hover:underline"
          onClick={() => onRestart()}
        >
          {copy.backToSignIn}
        </button>
      </div>
    </form>
  );
}
