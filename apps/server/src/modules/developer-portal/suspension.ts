/**
 * A developer whose approved application is set back (rejected, pending, under review) is suspended: the
 * console refuses them, their API keys answer 403 `developer_suspended`, and their apps leave the public
 * App Store (app-store/service.ts) until the application is approved again. They are told by mail, queued
 * in the transaction that changes the status.
 */
import { eq } from 'drizzle-orm';
import { asAccountLanguage, developerMails, type AccountLanguage } from '@app/contracts';
import { developers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { oneLine } from '../../lib/mail-text.ts';

const DEVELOPER_SUSPENDED_MAIL = 'developer-suspended';

function suspensionText(name: string, language: AccountLanguage): string {
  const copy = developerMails[language];
  return [copy.greeting(oneLine(name, 100)), '', ...copy.suspended.body, '', copy.signature].join('\n');
}

/** Queues the suspension mail to the developer whose console access came from `applicationId`, if any. */
export async function mailDeveloperSuspension(
  ctx: AppContext,
  tx: Database,
  applicationId: number,
): Promise<boolean> {
  const [developer] = await tx
    .select({ fullName: developers.fullName, email: developers.email, language: developers.language })
    .from(developers)
    .where(eq(developers.applicationId, applicationId));
  if (!developer) return false;
  const language = asAccountLanguage(developer.language);
  await ctx.queueEmail(tx, {
    kind: DEVELOPER_SUSPENDED_MAIL,
    to: developer.email,
    subject: developerMails[language].suspended.subject,
    text: suspensionText(developer.fullName, language),
  });
  return true;
}
