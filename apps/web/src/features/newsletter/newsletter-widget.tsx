/**
 * The floating newsletter sign-up. It renders nothing until mounted (the page HTML is prerendered),
 * then shows unless the visitor dismissed it before. The header collapses and expands it; it starts
 * collapsed on small screens so it never hides the page or the cookie banner. A successful sign-up
 * dismisses it for the next pages (spec) and, on this one, puts the "check your inbox" message where the
 * form was, with the focus on it (the form the focus was in is gone).
 */
import { SUBSCRIBE_CONFIRM_DAYS } from '@app/contracts/newsletter-confirmation';
import { toasts } from '@app/contracts/messages';
import { NEWSLETTER_WIDGET_SOURCE } from '@app/contracts/options';
import { limits } from '@app/contracts/limits';
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';
import { HoneypotField } from '../../components/form/honeypot-field.tsx';
import { useFormGuard } from '../../components/form/use-form-guard.ts';
import { isNewsletterDismissed, rememberNewsletterDismissed } from './dismissed.ts';
import { isPlausibleEmail, subscribe } from './subscribe.ts';
import { notify } from '../../components/ui/use-toast.ts';
/** Below this width the widget starts collapsed (Tailwind's `sm` breakpoint). */
const COMPACT_QUERY = '(max-width: 639px)';

const startsCollapsed = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_QUERY).matches;

export function NewsletterWidget({ className }: { className?: string }) {
  const [visible, setVisible] = useState(false);
  const [collapsed, setCollapsed] = useState(true);
  const [email, setEmail] = useState('');
  // React's async transition: pending while the sign-up is on its way, whatever way it ends.
  const [pending, startTransition] = useTransition();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  // Fetched as soon as the widget shows (collapsed too): a token younger than the server's minimum
  // age would make a quick sign-up look like a bot's.
  const guard = useFormGuard(visible);
  const titleId = useId();
  const bodyId = useId();
  const inputId = useId();

  useEffect(() => {
    if (isNewsletterDismissed()) return;
    setCollapsed(startsCollapsed());
    setVisible(true);
  }, []);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (!visible) return null;

  const dismiss = () => {
    rememberNewsletterDismissed();
    setVisible(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!isPlausibleEmail(email)) {
      notify(toasts.newsletterInvalidEmail, { destructive: true });
      return;
    }
    startTransition(async () => {
      const ok = await subscribe({
        email: email.trim(),
        source: NEWSLETTER_WIDGET_SOURCE,
        ...(await guard.fields()),
      });
      if (!ok) return;
      rememberNewsletterDismissed();
      startTransition(() => setSent(true));
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'pointer-events-auto w-full overflow-hidden rounded-xl bg-ink-900 text-white shadow-2xl ring-1 ring-white/10 sm:w-80',
        className,
      )}
    >
      <div className="flex items-center gap-1 pr-2">
        <h2 className="min-w-0 flex-1 text-sm font-semibold">
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => setCollapsed((c) => !c)}
            className="flex w-full items-center gap-2 px-4 py-3 text-left hover:text-accent-300"
          >
            <Icon name="mail" className="h-5 w-5 shrink-0 text-accent-300" />
            <span id={titleId} className="flex-1 truncate">
              Get product news
            </span>
            <Icon
              name="chevronDown"
              className={cn('h-4 w-4 shrink-0 transition-transform', collapsed && 'rotate-180')}
            />
          </button>
        </h2>
        <button
          type="button"
          aria-label="Close newsletter sign-up"
          onClick={dismiss}
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white"
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
      <div id={bodyId} hidden={collapsed} className="px-4 pb-4">
        <p className="text-sm text-slate-300">
          Launches, SDK releases and partner events, about once a month. Unsubscribe anytime.
        </p>
        {sent ? (
          <div
            ref={sentRef}
            tabIndex={-1}
            role="status"
            className="mt-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-accent-300"
          >
            <p className="text-sm font-semibold text-white">{toasts.newsletterConfirmSent.title}</p>
            <p className="mt-1 text-sm text-slate-300">
              We sent you a link to confirm your subscription. It works for {SUBSCRIBE_CONFIRM_DAYS} days.
            </p>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="relative mt-3 grid gap-2">
            <label htmlFor={inputId} className="text-xs font-medium text-slate-200">
              Email address
            </label>
            <div className="flex gap-2">
              <Input
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                maxLength={limits.email}
                placeholder="you@company.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className="min-w-0 flex-1"
              />
              <Button type="submit" disabled={pending} className="shrink-0">
                {pending ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </div>
            <HoneypotField inputRef={guard.honeypotRef} />
          </form>
        )}
      </div>
    </section>
  );
}
