/**
 * One-click unsubscribe from an e-mailed link (`/unsubscribe?token=...`). The token is posted only
 * when the visitor presses the button: mail scanners that fetch links must not unsubscribe anyone.
 */
import { useEffect, useRef, useState } from 'react';
import { UnsubscribedText, unsubscribedTitle } from '../../components/form/success-screens.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { postJson } from '../../lib/api.ts';
import { useFormAnswer } from '../../lib/server-page.tsx';

export const UNSUBSCRIBE_URL = '/api/unsubscribe';

type State =
  /** `token` is null until the address has been read (the server's HTML, before the script runs). */
  | { step: 'ready'; token: string | null; pending: boolean }
  | { step: 'missing' }
  | { step: 'done'; email: string | undefined }
  | { step: 'failed'; token: string; message: string };

const GENERIC_FAILURE = 'We could not unsubscribe you right now. Please try again later.';
const MISSING_TOKEN =
  'This unsubscribe link is incomplete. Please use the link from the bottom of one of our e-mails.';

/**
 * A real form without an action: it posts to the page's own address, token included, so the link works
 * without JavaScript too (the server answers with the confirmation page). The script reads the token,
 * sends it itself and answers in place.
 */
export function UnsubscribePanel() {
  // The server's answer to this form posted without JavaScript (a broken link), shown above the button.
  const answer = useFormAnswer('unsubscribe');
  const [state, setState] = useState<State>({ step: 'ready', token: null, pending: false });
  const statusRef = useRef<HTMLDivElement>(null);

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

  if (state.step === 'done') {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className="grid gap-4 outline-none">
        <p className="flex items-center gap-3 text-lg font-semibold text-slate-900">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-green-600 text-white">
            <Icon name="check" className="h-5 w-5" />
          </span>
          {unsubscribedTitle}.
        </p>
        <p className="text-slate-700">
          <UnsubscribedText email={state.email} />
        </p>
        <div>
          <ButtonLink href="/">Return to Homepage</ButtonLink>
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
  const token = state.token;
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        // Until the address has been read, the browser posts the form itself.
        if (token === null) return;
        event.preventDefault();
        if (!pending) void unsubscribe(token);
      }}
    >
      {answer && <answer.Summary answer={answer.answer} />}
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
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    </form>
  );
}
