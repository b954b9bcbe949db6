/**
 * A developer whose approved application is set back (rejected, pending, under review) is suspended: the
 * console refuses them, their API keys answer 403 `developer_suspended`, and their apps leave the public
 * App Store (app-store/service.ts) until the application is approved again. They are told by mail, queued
 * in the transaction that changes the status.
 */
import { eq } from 'drizzle-orm';
import { brand, site } from '@app/contracts/site';
import { developers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { oneLine } from '../../lib/mail-text.ts';

const DEVELOPER_SUSPENDED_MAIL = 'developer-suspended';

function suspensionText(name: string): string {
  return [
    `Hello ${oneLine(name, 100)},`,
    '',
    `Your ${brand.name} developer account has been suspended: your developer program application is no longer approved.`,
    '',
    'While the account is suspended:',
    '- your apps are not listed in the App Store;',
    '- your API keys answer "This developer account is suspended.";',
    '- you cannot sign in to the developer console.',
    '',
    'Nothing is deleted. Your apps return to the App Store when your application is approved again.',
    '',
    `Questions? Write to ${site.developerSupportEmail}.`,
    '',
    `— The ${brand.name} developer team`,
  ].join('\n');
}

/** Queues the suspension mail to the developer whose console access came from `applicationId`, if any. */
export async function mailDeveloperSuspension(
  ctx: AppContext,
  tx: Database,
  applicationId: number,
): Promise<boolean> {
  const [developer] = await tx
    .select({ fullName: developers.fullName, email: developers.email })
    .from(developers)
    .where(eq(developers.applicationId, applicationId));
  if (!developer) return false;
  await ctx.queueEmail(tx, {
    kind: DEVELOPER_SUSPENDED_MAIL,
    to: developer.email,
    subject: `Your ${brand.name} developer account has been suspended`,
    text: suspensionText(developer.fullName),
  });
  return true;
}
