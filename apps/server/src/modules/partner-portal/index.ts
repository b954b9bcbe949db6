/** The partner-portal module's public entry: what other modules and the composition root may use. */
export { activeProfile } from './account.ts';
export { INVITE_PURPOSE, PARTNER_SUBJECT, invitationLink } from './invitation-link.ts';
export { partnerPortalRoutes } from './routes.ts';
