/**
 * The partner portal's invitation link: the single-use token's purpose and subject, and the set-password
 * page it opens. The portal owns them; staff approving a partner (modules/admin) issue such links.
 */
export const INVITE_PURPOSE = 'partner-invite';
export const PARTNER_SUBJECT = 'partner';

/** The set-password page of the partner portal, with the raw token. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/partners/set-password?token=${encodeURIComponent(token)}`;
