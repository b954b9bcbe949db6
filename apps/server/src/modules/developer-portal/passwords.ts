/**
 * Developer console passwords: the developer side of the shared account-password flows (links are
 * `one_time_tokens` of the developer subject; the hash lives in `users.password`).
 */
import { eq } from 'drizzle-orm';
import { asAccountLanguage, developerMails } from '@app/contracts';
import { site } from '@app/contracts/site';
import { oneLine } from '../../lib/mail-text.ts';
import { users } from '@app/db';
import { accountPasswords } from '../accounts/index.ts';
import { accountByEmail, accountById, DEVELOPER_SUBJECT, refusalReason } from './account.ts';
import { DEVELOPER_INVITE_PURPOSE, DEVELOPER_RESET_PURPOSE, developerLink } from './provision.ts';

export const resetRequestedMessage =
  "If a developer account exists for that address, we've sent a link to reset your password. The link expires in 1 hour.";

export const developerPasswords = accountPasswords({
  kind: 'developer',
  subject: DEVELOPER_SUBJECT,
  invitePurpose: DEVELOPER_INVITE_PURPOSE,
  resetPurpose: DEVELOPER_RESET_PURPOSE,
  byId: (db, id) => accountById(db, id),
  resettable: async (tx, email) => {
    const account = await accountByEmail(tx, email);
    return account && refusalReason(account) === null ? account : undefined;
  },
  linkUsable: (_token, account) => refusalReason(account) === null,
  describe: (account) => ({ fullName: account.fullName }),
  savePassword: async (tx, account, hash) => {
    await tx
      .update(users)
      .set({ password: hash })
      .where(eq(users.id, account.userId as number));
  },
  link: (publicUrl, token, account) => developerLink(publicUrl, token, asAccountLanguage(account.language)),
  resetMail: (account, link) => {
    const copy = developerMails[asAccountLanguage(account.language)];
    const text = [
      copy.greeting(oneLine(account.fullName, 100)),
      '',
      ...copy.passwordReset.body(account.email, link),
      '',
      copy.signature,
    ];
    return { subject: copy.passwordReset.subject, text: text.join('\n') };
  },
  resetRequestedMessage,
  product: 'developer console',
  supportEmail: site.developerSupportEmail,
});
