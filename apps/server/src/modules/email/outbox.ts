import { randomUUID } from 'node:crypto';
import { emailOutbox, type Database } from '@app/db';

export interface OutgoingEmail {
  /** What the mail is for, e.g. 'staff-notification', 'partner-invitation', 'password-reset'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The form submission this mail reports; its notificationSent flag is set once the mail is delivered. */
  formSubmissionId?: number;
  /** RFC 8058 one-click unsubscribe endpoint of a newsletter mail. */
  listUnsubscribeUrl?: string;
}

/** A Message-ID for a queued mail; fixed when queued, so a retried delivery is recognisably the same mail. */
export const newMessageId = (domain = 'mail.local') => `<${randomUUID()}@${domain}>`;

/**
 * Queues an e-mail. Call it with the transaction that writes the data the mail is about, so the mail exists
 * exactly when the data does. The Message-ID is fixed here, so a retried delivery is recognisably the same mail.
 */
export async function enqueueEmail(
  tx: Database,
  mail: OutgoingEmail,
  domain = 'mail.local',
): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      messageId: newMessageId(domain),
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      formSubmissionId: mail.formSubmissionId ?? null,
      listUnsubscribeUrl: mail.listUnsubscribeUrl ?? null,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
