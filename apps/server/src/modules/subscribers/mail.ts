import { brand, site } from '@app/contracts/site';
import type { emailOutbox } from '@app/db';
import type { OutgoingEmail } from '../email/outbox.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** Outbox kinds of mail sent to newsletter subscribers; each carries an unsubscribe link and List-Unsubscribe. */
export const NEWSLETTER_WELCOME = 'newsletter-welcome';
export const isNewsletterKind = (kind: string) => kind.startsWith('newsletter');

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

/**
 * The welcome mail of a new (or re-activated) subscriber. It names nobody and repeats no user input, so
 * the sign-up form cannot be used to send someone else a message of one's choosing.
 */
export function welcomeMail(to: string, links: UnsubscribeLinks): OutgoingEmail {
  return {
    kind: NEWSLETTER_WELCOME,
    to,
    subject: `Welcome to the ${brand.name} newsletter`,
    text: [
      'Hello,',
      '',
      `thank you for subscribing to the ${brand.name} newsletter. We will write to you about new`,
      'products, developer news and events.',
      '',
      'If you did not sign up, or no longer want these e-mails, unsubscribe here:',
      links.page,
      '',
      `${brand.name} · ${site.url}`,
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
