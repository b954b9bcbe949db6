/**
 * "Two-factor authentication" settings, the same for staff, partners and developers: turn it on (scan a
 * QR code or type the key, confirm with a code, then save the recovery codes shown once), get new
 * recovery codes, turn it off. Sensitive changes ask for the password or a current code.
 */
import { useState } from 'react';
import { Badge } from '../../ui/card.tsx';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useEnrolment, useReconfirmedChange, useSecondFactorStatus, type Enrolment } from './api.ts';
import { EnrolStep } from './enrol-step.tsx';
import { ReconfirmForm, type Reconfirmation } from './reconfirm-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { useSecondFactorCopy } from './use-second-factor-copy.ts';

type Mode =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'reconfirm'; action: 'disable' | 'regenerate' };

export function SecondFactorSettings({
  prefix,
  onChanged,
  headingLevel = 2,
}: {
  prefix: string;
  /** After the factor was turned on or off (e.g. to re-read the session). */
  onChanged?: () => void;
  headingLevel?: 2 | 3;
}) {
  const status = useSecondFactorStatus(prefix);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const enrolment = useEnrolment(prefix);
  const change = useReconfirmedChange(prefix);
  const busy = enrolment.isPending || change.isPending;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { copy: words, refusal } = useSecondFactorCopy();
  const copy = words.settings;
  const failed = (failure: unknown) => setError(refusal(failure));

  const start = () => {
    setError(null);
    enrolment.mutate(undefined, {
      onSuccess: (answer) => setMode({ kind: 'enrolling', enrolment: answer }),
      onError: failed,
    });
  };

  const reconfirmed = (action: 'disable' | 'regenerate', value: Reconfirmation) => {
    setError(null);
    change.mutate(
      { action, value },
      {
        onSuccess: (codes) => {
          setMode(codes ? { kind: 'codes', codes } : { kind: 'idle' });
          onChanged?.();
        },
        onError: failed,
      },
    );
  };

  const data = status.data;
  return (
    <section aria-labelledby={`${prefix}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`${prefix}-heading`} className="text-xl font-semibold text-slate-900">
          {copy.heading}
        </Heading>
        {data && (
          <Badge tone={data.enabled ? 'green' : 'neutral'} className="gap-1">
            {data.enabled && <Icon name="shield-check" className="h-3.5 w-3.5" />}
            {data.enabled ? copy.on : copy.off}
          </Badge>
        )}
      </div>
      {status.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {copy.loading}
        </p>
      )}
      {status.isError && (
        <p role="alert" className="text-sm text-red-700">
          {refusal(status.error)}
        </p>
      )}
      {data?.required && !data.enabled && (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900"
        >
          <Icon name="info" className="mt-0.5 h-4 w-4 shrink-0" />
          {copy.required}
        </p>
      )}
      {data && mode.kind === 'idle' && (
        <div className="grid gap-3">
          <p className="text-sm text-slate-600">
            {data.enabled ? copy.enabledText(data.recoveryCodesLeft) : copy.disabledText}
          </p>
          <div className="flex flex-wrap gap-2">
            {data.enabled ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setMode({ kind: 'reconfirm', action: 'regenerate' })}
                >
                  {copy.newRecoveryCodes}
                </Button>
                {!data.required && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setMode({ kind: 'reconfirm', action: 'disable' })}
                  >
                    {copy.turnOff}
                  </Button>
                )}
              </>
            ) : (
              <Button size="sm" onClick={start} disabled={busy}>
                {copy.setUp}
              </Button>
            )}
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
      {mode.kind === 'enrolling' && (
        <EnrolStep
          prefix={prefix}
          enrolment={mode.enrolment}
          onCancel={() => setMode({ kind: 'idle' })}
          onEnabled={(codes) => {
            setMode({ kind: 'codes', codes });
            onChanged?.();
          }}
        />
      )}
      {mode.kind === 'codes' && (
        <RecoveryCodesPanel codes={mode.codes} onDone={() => setMode({ kind: 'idle' })} />
      )}
      {mode.kind === 'reconfirm' && (
        <ReconfirmForm
          idPrefix={`${prefix}-${mode.action}`}
          submitLabel={mode.action === 'disable' ? copy.confirmTurnOff : copy.confirmNewCodes}
          destructive={mode.action === 'disable'}
          error={error}
          busy={busy}
          onSubmit={(value) => reconfirmed(mode.action, value)}
          onCancel={() => {
            setError(null);
            setMode({ kind: 'idle' });
          }}
        />
      )}
    </section>
  );
}
