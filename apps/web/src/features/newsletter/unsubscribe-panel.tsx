/**
 * One-click unsubscribe from an e-mailed link (`/unsubscribe?token=...`). The token is posted only
 * when the visitor presses the button: mail scanners that fetch links must not unsubscribe anyone.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { postJson } from '../../lib/api.ts';

export const UNSUBSCRIBE_URL = '/api/unsubscribe';

type State =
  | { step: 'loading' }
  | { step: 'missing' }
  | { step: 'ready'; token: string; pending: boolean }
  | { step: 'done'; email: string | undefined }
  | { step: 'failed'; token: string; message: string };

const GENERIC_FAILURE = 'We could not unsubscribe you right now. Please try again later.';
const MISSING_TOKEN =
  'This unsubscribe link is incomplete. Please use the link from the bottom of one of our e-mails.';

export function UnsubscribePanel() {
  const [state, setState] = useState<State>({ step: 'loading' });
  const statusRef = useRef<HTMLDivElement>(null);

  // Read on the client only: the page's HTML is prerendered without a query string.
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')?.trim();
    setState(token ? { step: 'ready', token, pending: false } : { step: 'missing' });
  }, []);

  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') statusRef.current?.focus();
  }, [state.step]);

  const unsubscribe = async (token: string) => {
    setState({ step: 'ready', token, pending: true });
    const outcome = await postJson(UNSUBSCRIBE_URL, { token });
    if (outcome.kind === 'ok') {
      const body = outcome.body as { email?: unknown } | null;
      setState({ step: 'done', email: typeof body?.email === 'string' ? body.email : undefined });
    } else {
      const message = outcome.kind === 'rejected' ? outcome.message : undefined;
      setState({ step: 'failed', token, message: message ?? GENERIC_FAILURE });
    }
  };

  if (state.step === 'loading') return <p className="text-slate-600">Loading…</p>;

  if (state.step === 'done') {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className="grid gap-4 outline-none">
        <p className="flex items-center gap-3 text-lg font-semibold text-slate-900">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-green-600 text-white">
            <Icon name="check" className="h-5 w-5" />
          </span>
          You have been unsubscribed.
        </p>
        <p className="text-slate-700">
          {state.email ? <strong className="break-all">{state.email}</strong> : 'Your address'} will no longer
          receive our newsletter. Changed your mind? You can subscribe again at any time.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/">Return to Homepage</ButtonLink>
          <ButtonLink href="/subscribe" variant="outline">
            Subscribe again
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (state.step === 'missing') {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-slate-700">
          {MISSING_TOKEN}
        </p>
        <div>
          <ButtonLink href="/">Return to Homepage</ButtonLink>
        </div>
      </div>
    );
  }

  const pending = state.step === 'ready' && state.pending;
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">
        Press the button below to stop receiving our newsletter and product news. You will not get any further
        newsletters from us.
      </p>
      {state.step === 'failed' && (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {state.message}
        </div>
      )}
      <div>
        <Button size="lg" disabled={pending} onClick={() => void unsubscribe(state.token)}>
          {pending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    </div>
  );
}
