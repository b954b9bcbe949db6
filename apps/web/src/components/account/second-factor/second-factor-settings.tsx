/**
 * "Two-factor authentication" settings, the same for staff, partners and developers: turn it on (scan a
 * QR code or type the key, confirm with a code, then save the recovery codes shown once), get new
 * recovery codes, turn it off. Sensitive changes ask for the password or a current code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../ui/card.tsx';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { problemText, useSecondFactorStatus, type Enrolment } from './api.ts';
import { EnrolStep } from './enrol-step.tsx';
import { ReconfirmForm, type Reconfirmation } from './reconfirm-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { apiJson } from '../../../lib/api.ts';

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
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [prefix] });
    onChanged?.();
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setMode({ kind: 'enrolling', enrolment: await apiJson<Enrolment>('POST', `${prefix}/enrol`) });
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };

  const reconfirmed = async (action: 'disable' | 'regenerate', value: Reconfirmation) => {
    setBusy(true);
    setError(null);
    try {
      if (action === 'disable') {
        await apiJson('POST', `${prefix}/disable`, value);
        setMode({ kind: 'idle' });
      } else {
        const { recoveryCodes } = await apiJson<{ recoveryCodes: string[] }>(
          'POST',
          `${prefix}/recovery-codes`,
          value,
        );
        setMode({ kind: 'codes', codes: recoveryCodes });
      }
      await refresh();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };

  const data = status.data;
  return (
    <section aria-labelledby={`${prefix}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`${prefix}-heading`} className="text-xl font-semibold text-slate-900">
          Two-factor authentication
        </Heading>
        {data && (
          <Badge tone={data.enabled ? 'green' : 'neutral'} className="gap-1">
            {data.enabled && <Icon name="shield-check" className="h-3.5 w-3.5" />}
            {data.enabled ? 'On' : 'Off'}
          </Badge>
        )}
      </div>
      {status.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading…
        </p>
      )}
      {status.isError && (
        <p role="alert" className="text-sm text-red-700">
          {problemText(status.error)}
        </p>
      )}
      {data?.required && !data.enabled && (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900"
        >
          <Icon name="info" className="mt-0.5 h-4 w-4 shrink-0" />
          Your account requires two-factor authentication. Set it up to continue.
        </p>
      )}
      {data && mode.kind === 'idle' && (
        <div className="grid gap-3">
          <p className="text-sm text-slate-600">
            {data.enabled
              ? `Signing in asks for a code from your authenticator app after your password. Recovery codes left: ${data.recoveryCodesLeft}.`
              : 'Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {data.enabled ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setMode({ kind: 'reconfirm', action: 'regenerate' })}
                >
                  New recovery codes
                </Button>
                {!data.required && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setMode({ kind: 'reconfirm', action: 'disable' })}
                  >
                    Turn off
                  </Button>
                )}
              </>
            ) : (
              <Button size="sm" onClick={() => void start()} disabled={busy}>
                Set up two-factor authentication
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
            void refresh();
          }}
        />
      )}
      {mode.kind === 'codes' && (
        <RecoveryCodesPanel codes={mode.codes} onDone={() => setMode({ kind: 'idle' })} />
      )}
      {mode.kind === 'reconfirm' && (
        <ReconfirmForm
          idPrefix={`${prefix}-${mode.action}`}
          submitLabel={
            mode.action === 'disable' ? 'Turn off two-factor authentication' : 'Create new recovery codes'
          }
          destructive={mode.action === 'disable'}
          error={error}
          busy={busy}
          onSubmit={(value) => void reconfirmed(mode.action, value)}
          onCancel={() => {
            setError(null);
            setMode({ kind: 'idle' });
          }}
        />
      )}
    </section>
  );
}
