/**
 * /admin/privacy: a person's privacy request by e-mail address. Look up everything stored about it,
 * download it as JSON, or erase it (typing the address again and the admin password to confirm). Erased addresses stay on a
 * hashed suppression list, so the newsletter cannot bring them back.
 */
import { useState, type FormEvent } from 'react';
import { privacyLookupSchema, type PrivacyLookupResult } from '@app/contracts/forms/privacy';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/form-field.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { adminPasswordError, PasswordConfirmDialog } from '../../features/admin/admin-password.tsx';
import { useEraseAddress, useExportAddress, useLookUpAddress } from '../../features/admin/api.ts';
import { PrivacyRecords } from '../../features/admin/privacy/privacy-records.tsx';
import { serverMessage } from '../../lib/api.ts';
import { notify } from '../../components/ui/use-toast.ts';

const failed = (title: string, error: unknown) =>
  notify({ title }, { destructive: true, description: serverMessage(error) ?? 'Please try again.' });

export default function PrivacyRequestsPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<PrivacyLookupResult | null>(null);
  const lookup = useLookUpAddress();
  const exporting = useExportAddress();
  const erasure = useEraseAddress();
  const busy = lookup.isPending || erasure.isPending;
  const [eraseOpen, setEraseOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const lookUp = (address: string) =>
    lookup.mutate(address, { onSuccess: setResult, onError: (err) => failed('Lookup failed', err) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = privacyLookupSchema.safeParse({ email });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) lookUp(parsed.data.email);
  };

  const exportJson = (email: string) =>
    exporting.mutate(email, {
      onSuccess: () =>
        notify({ title: 'Export downloaded', description: `Everything stored about ${email}` }),
      onError: (err) => failed('Export failed', err),
    });

  const erase = (email: string, adminPassword: string) => {
    setPasswordError(null);
    erasure.mutate(
      { email, confirmEmail: confirmation, adminPassword },
      {
        onSuccess: (answer) => {
          setEraseOpen(false);
          setConfirmation('');
          notify({ title: 'Address erased', description: answer.message });
          // What is left of the address (the suppression entry), looked up again.
          lookUp(email);
        },
        onError: (err) => {
          const refused = adminPasswordError(err);
          if (refused) setPasswordError(refused);
          else failed('Erasure failed', err);
        },
      },
    );
  };

  const total = result ? Object.values(result.counts).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <AdminShell
      title="Privacy Requests"
      description="Look up, export or erase everything stored about an e-mail address. Privacy requests are answered within 45 days."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="privacy-email" label="E-mail address" error={error} className="sm:w-96">
          <Input
            id="privacy-email"
            type="email"
            autoComplete="off"
            value={email}
            invalid={Boolean(error)}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          Look up
        </Button>
      </form>

      {result && (
        <div className="mt-6 grid gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm text-slate-700">
              {total} record(s) found for <span className="font-medium text-slate-900">{result.email}</span>
              {result.suppressed && ` · on the suppression list (${result.suppressed})`}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => exportJson(result.email)}>
                Export JSON
              </Button>
              <Button variant="destructive" onClick={() => setEraseOpen(true)}>
                Erase…
              </Button>
            </div>
          </div>
          <PrivacyRecords result={result} />
        </div>
      )}

      <PasswordConfirmDialog
        open={eraseOpen}
        onOpenChange={(open) => {
          setEraseOpen(open);
          setPasswordError(null);
          if (!open) setConfirmation('');
        }}
        title="Erase this address?"
        description={`Every record about ${result?.email ?? ''} is deleted and the address is added to the suppression list. Staff accounts are kept. This cannot be undone.`}
        confirmLabel="Erase"
        busy={busy}
        error={passwordError}
        disabled={confirmation.trim().toLowerCase() !== result?.email}
        onConfirm={(adminPassword) => result && erase(result.email, adminPassword)}
      >
        <Field id="privacy-confirm" label="Type the e-mail address to confirm">
          <Input
            id="privacy-confirm"
            type="email"
            autoComplete="off"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </Field>
      </PasswordConfirmDialog>
    </AdminShell>
  );
}
