/**
 * /developers/confirm-email?token=...: the page behind the link mailed to a developer's new sign-in
 * address. Confirming is a button, not a request on load, so a mail scanner that opens the link changes
 * nothing.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { developerAccountCopy } from '../../content/console.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { apiRequest, HttpError } from '../../lib/api.ts';

const copy = developerAccountCopy.confirmEmail;

type State =
  | { step: 'ready' | 'sending' | 'invalid' }
  | { step: 'done'; message: string }
  | { step: 'refused'; message: string };

export default function DeveloperConfirmEmailPage() {
  usePageHead({ ...copy.meta, noindex: true });
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, setState] = useState<State>({ step: token === '' ? 'invalid' : 'ready' });

  async function confirm() {
    setState({ step: 'sending' });
    try {
      const res = await apiRequest('POST', '/api/developers/confirm-email', { token });
      const body = (await res.json()) as { message: string };
      setState({ step: 'done', message: body.message });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return setState({ step: 'invalid' });
      // 400: the address was taken meanwhile; its message says so.
      if (error instanceof HttpError && error.status === 400 && error.serverMessage) {
        return setState({ step: 'refused', message: error.serverMessage });
      }
      setState({ step: 'ready' });
      toast({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
    }
  }

  if (state.step === 'invalid' || state.step === 'refused') {
    return (
      <AccountShell heading={copy.invalidHeading}>
        <div className="grid gap-4">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-yellow-100 text-yellow-800">
            <Icon name="alert" className="h-5 w-5" />
          </span>
          <p className="text-sm text-slate-700" role="alert">
            {state.step === 'refused' ? state.message : copy.invalidText}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={copy.consoleLink.href}>{copy.consoleLink.label}</ButtonLink>
          </div>
        </div>
      </AccountShell>
    );
  }

  if (state.step === 'done') {
    return (
      <AccountShell heading={copy.doneHeading}>
        <div className="grid gap-4">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-green-100 text-green-800">
            <Icon name="check" className="h-5 w-5" />
          </span>
          <p className="text-sm text-slate-700" role="status">
            {state.message}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={copy.consoleLink.href}>{copy.consoleLink.label}</ButtonLink>
            <ButtonLink href={copy.signInLink.href} variant="outline">
              {copy.signInLink.label}
            </ButtonLink>
          </div>
        </div>
      </AccountShell>
    );
  }

  return (
    <AccountShell heading={copy.heading} intro={copy.intro}>
      <Button type="button" disabled={state.step === 'sending'} onClick={() => void confirm()}>
        {state.step === 'sending' ? copy.submittingLabel : copy.submitLabel}
      </Button>
    </AccountShell>
  );
}
