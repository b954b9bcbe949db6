/**
 * Partner portal passwords: the partner side of the shared account-password flows. A link may be used
 * while its partner is approved and not archived; a reset link also needs login enabled, and choosing a
 * password from an invitation enables login.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { site } from '@app/contracts/site';
import { partners } from '@app/db';
import { accountPasswords } from '../accounts/index.ts';
import { INVITE_PURPOSE, invitationLink, PARTNER_SUBJECT } from './invitation-link.ts';
import { refusalReason } from './account.ts';

export const RESET_PURPOSE = 'password-reset';

export const resetRequestedMessage =
  "If an account exists for that address, we've sent a link to reset your password. The link expires in 1 hour.";

export const partnerPasswords = accountPasswords({
  kind: 'partner',
  subject: PARTNER_SUBJECT,
  invitePurpose: INVITE_PURPOSE,
  resetPurpose: RESET_PURPOSE,
  byId: async (db, id, lock) => {
    const query = db.select().from(partners).where(eq(partners.id, id));
    const [partner] = lock ? await query.for('update') : await query;
    return partner;
  },
  resettable: async (tx, email) => {
    const candidates = await tx
      .select()
      .from(partners)
      .where(eq(sql`lower(${partners.email})`, email))
      .orderBy(desc(partners.id))
      .limit(5)
      .for('update');
    return candidates.find((row) => refusalReason(row) === null);
  },
  linkUsable: (token, partner) => {
    const reason = refusalReason(partner);
    return reason === null || (reason === 'login_disabled' && token.purpose === INVITE_PURPOSE);
  },
  describe: (partner) => ({ companyName: partner.companyName }),
  savePassword: async (tx, partner, hash, via) => {
    await tx
      .update(partners)
      .set({ password: hash, ...(via === 'invitation' ? { loginEnabled: true } : {}) })
      .where(eq(partners.id, partner.id));
  },
  link: invitationLink,
  resetRequestedMessage,
  product: 'partner portal',
  supportEmail: site.partnerSupportEmail,
});
