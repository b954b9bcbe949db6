/** Turning two-factor authentication on: the QR code, the key as text, and the first code from the app. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field, Input } from '../../ui/form-field.tsx';
import { useConfirmEnrolment, type Enrolment } from './api.ts';
import { useSecondFactorCopy } from './use-second-factor-copy.ts';

export function EnrolStep({
  prefix,
  enrolment,
  onEnabled,
  onCancel,
}: {
  prefix: string;
  enrolment: Enrolment;
  onEnabled(codes: string[]): void;
  onCancel(): void;
}) {
  const { copy: words, refusal } = useSecondFactorCopy();
  const copy = words.enrol;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmEnrolment(prefix);
  const busy = confirm.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(words.codeRequired);
    setError(null);
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: (failure) => setError(refusal(failure)),
    });
  };
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
      <img
        src={enrolment.qrCode}
        alt={copy.qrAlt}
        width={192}
        height={192}
        className="h-48 w-48 rounded-lg border border-slate-200 bg-white"
      />
      <div className="grid gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>{copy.scan}</li>
          <li>{copy.enterCode}</li>
        </ol>
        <div>
          <p className="text-sm font-medium text-slate-800">{copy.cantScan}</p>
          <code
            data-testid="totp-secret"
            className="mt-1 block rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
          >
            {enrolment.secret}
          </code>
        </div>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <Field id={`${prefix}-confirm-code`} label={copy.codeLabel} error={error ?? undefined} required>
            <Input
              id={`${prefix}-confirm-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              invalid={Boolean(error)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className="max-w-40"
            />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? copy.checking : copy.turnOn}
            </Button>
            <Button size="sm" variant="ghost" onClick={onCancel}>
              {words.cancel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
