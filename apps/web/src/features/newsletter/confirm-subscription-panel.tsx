/**
 * The page an e-mailed confirmation link opens (`/subscribe/confirm?token=...`, double opt-in, decision
 * 0038). Opening the link changes nothing: the token is posted only when the visitor presses the button, so
 * a mail scanner that fetches links confirms nobody.
 */
import { toasts } from '@app/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { NewsletterConfirmed } from '../../components/form/success-screens.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/use-toast.ts';
import { postJson } from '../../lib/api.ts';
import { useFormAnswer } from '../../lib/server-page.tsx';

const CONFIRM_URL = '/api/subscribe/confirm';

type State =
  /** `token` is null until the address has been read (the server's HTML, before the script runs). */
  | { step: 'ready'; token: string | null; pending: boolean }
  | { step: 'missing' }
  | { step: 'done'; waitlist: boolean }
  | { step: 'failed'; token: string; message: string };

const MISSING_TOKEN =
  'This confirmation link is incomplete. Please use the link from the e-mail we sent you, or sign up again.';

/**
 * A real form without an action, as on /unsubscribe: it posts to the page's own address, token included, so
 * the link works without JavaScript (the server answers with the subscribed page). The script posts the
 * token itself and answers in place.
 */
export function ConfirmSubscriptionPanel() {
  // The server's answer to this form posted without JavaScript (a broken link), shown above the button.
  const answer = useFormAnswer('subscribe-confirm');
  const [state, setState] = useState<State>({ step: 'ready', token: null, pending: false });
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')?.trim();
    setState(token ? { step: 'ready', token, pending: false } : { step: 'missing' });
  }, []);

  useEffect(() => {
    if (state.step === 'failed') alertRef.current?.focus();
  }, [state]);

  const confirm = async (token: string) => {
    setState({ step: 'ready', token, pending: true });
    const outcome = await postJson(CONFIRM_URL, { token });
    if (outcome.kind === 'ok') {
      const waitlist = (outcome.body as { waitlist?: unknown } | null)?.waitlist === true;
      notify(waitlist ? toasts.waitlistSuccess : toasts.newsletterSuccess);
      setState({ step: 'done', waitlist });
      return;
    }
    const message =
      (outcome.kind === 'rejected' ? outcome.message : undefined) ??
      toasts.newsletterConfirmFailed.description;
    notify({ title: toasts.newsletterConfirmFailed.title, description: message }, { destructive: true });
    setState({ step: 'failed', token, message });
  };

  if (state.step === 'done') return <NewsletterConfirmed waitlist={state.waitlist} />;

  if (state.step === 'missing') {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-slate-700">
          {MISSING_TOKEN}
        </p>
        <div>
          <ButtonLink href="/subscribe">Sign up</ButtonLink>
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
        if (!pending) void confirm(token);
      }}
    >
      {answer && <answer.Summary answer={answer.answer} />}
      <p className="text-slate-700">
        Press the button below to confirm that you want to receive our e-mails. Until you do, you are not
        subscribed.
      </p>
      {state.step === 'failed' && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {state.message}
        </div>
      )}
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Confirming...' : 'Confirm subscription'}
        </Button>
      </div>
    </form>
  );
}
