import { SUBSCRIBE_CONFIRM_DAYS } from '@app/contracts';
import { brand } from '@app/contracts/site';
import type { emailOutbox } from '@app/db';
import type { OutgoingEmail } from '../email/index.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** Outbox kinds of mail sent to newsletter subscribers; each carries an unsubscribe link and List-Unsubscribe. */
const NEWSLETTER_WELCOME = 'newsletter-welcome';
/** A sign-up's confirmation link (double opt-in): not a newsletter yet, so no unsubscribe link. */
export const NEWSLETTER_CONFIRM = 'newsletter-confirm';
/** A sign-up for an address that is already subscribed: nothing changed, and how to leave. */
const NEWSLETTER_ALREADY_SUBSCRIBED = 'newsletter-already-subscribed';
const isNewsletterKind = (kind: string) => kind.startsWith('newsletter');

export interface UnsubscribeLinks {
  /** The web page (/unsubscribe) that confirms and posts the token: the link in the mail text. */
  page: string;
  /** The API endpoint a mail client POSTs to for RFC 8058 one-click unsubscribe. */
  oneClick: string;
}

export function unsubscribeLinks(
  publicUrl: string,
  secretKey: string,
  subscriber: { id: number; email: string },
): UnsubscribeLinks {
  const token = encodeURIComponent(signUnsubscribeToken(secretKey, subscriber.id, subscriber.email));
  return {
    page: `${publicUrl}/unsubscribe?token=${token}`,
    oneClick: `${publicUrl}/api/unsubscribe?token=${token}`,
  };
}

/** What the sign-up asked for, as the mails name it. */
const listName = (waitlist: boolean) =>
  waitlist ? `the ${brand.name} AI Glasses waitlist` : `the ${brand.name} newsletter`;

/** The mails' last line: the brand and the site's address (PUBLIC_URL's origin, from a link of the mail). */
const signature = (link: string) => `${brand.name} · ${new URL(link).origin}`;

/**
 * The confirmation link of a sign-up. Like every sign-up mail it names nobody and repeats no user input, so
 * the form cannot be used to send someone else a message of one's choosing.
 */
export function confirmationMail(
  to: string,
  link: string,
  { waitlist, expiresAt }: { waitlist: boolean; expiresAt: Date },
): OutgoingEmail {
  return {
    kind: NEWSLETTER_CONFIRM,
    to,
    subject: waitlist
      ? `Confirm your place on the ${brand.name} AI Glasses waitlist`
      : `Confirm your subscription to the ${brand.name} newsletter`,
    text: [
      'Hello,',
      '',
      `someone, hopefully you, asked to put this address on ${listName(waitlist)}.`,
      'To confirm, open this link and press the button on the page:',
      link,
      '',
      `The link works for ${SUBSCRIBE_CONFIRM_DAYS} days (until ${expiresAt.toUTCString()}).`,
      'If you did not sign up, ignore this e-mail: you will not be subscribed, and the address is',
      `deleted after ${SUBSCRIBE_CONFIRM_DAYS} days.`,
      '',
      signature(link),
      '',
    ].join('\n'),
  };
}

/** A sign-up for an address already on the list: no second welcome, nothing changed, and the way out. */
export function alreadySubscribedMail(to: string, links: UnsubscribeLinks): OutgoingEmail {
  return {
    kind: NEWSLETTER_ALREADY_SUBSCRIBED,
    to,
    subject: `You are already subscribed to the ${brand.name} newsletter`,
    text: [
      'Hello,',
      '',
      `someone, hopefully you, asked to subscribe this address to the ${brand.name} newsletter. It is`,
      'already subscribed, so nothing has changed and there is nothing to do.',
      '',
      'If you no longer want these e-mails, unsubscribe here:',
      links.page,
      '',
      signature(links.page),
      '',
    ].join('\n'),
  };
}

/** The welcome mail, sent once the sign-up is confirmed (a new or re-activated subscriber). */
export function welcomeMail(to: string, links: UnsubscribeLinks, waitlist = false): OutgoingEmail {
  return {
    kind: NEWSLETTER_WELCOME,
    to,
    subject: waitlist
      ? `You're on the ${brand.name} AI Glasses waitlist`
      : `Welcome to the ${brand.name} newsletter`,
    text: [
      'Hello,',
      '',
      ...(waitlist
        ? [
            `thank you for confirming. You are on the ${brand.name} AI Glasses waitlist: you will hear first`,
            'when the AI Glasses become available, and we will write to you about new products, developer',
            'news and events.',
          ]
        : [
            `thank you for subscribing to the ${brand.name} newsletter. We will write to you about new`,
            'products, developer news and events.',
          ]),
      '',
      'If you did not sign up, or no longer want these e-mails, unsubscribe here:',
      links.page,
      '',
      signature(links.page),
      '',
    ].join('\n'),
  };
}

/** Outbox worker hook: List-Unsubscribe headers for newsletter mail (RFC 2369, one-click per RFC 8058). */
export function newsletterHeaders(row: typeof emailOutbox.$inferSelect): Record<string, string> | undefined {
  if (!isNewsletterKind(row.kind) || !row.listUnsubscribeUrl) return undefined;
  return {
    'List-Unsubscribe': `<${row.listUnsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
