/** The developer-portal module's public entry: what other modules and the composition root may use. */
export {
  DEVELOPER_ROLE,
  accountById,
  activeDeveloper,
  identityOf,
  refusalReason,
  type DeveloperIdentity,
} from './account.ts';
export {
  confirmationSentMessage,
  emailChangeLimit,
  emailChangeLimitedMessage,
  requestEmailChange,
} from './email-change.ts';
export { provisionDeveloperAccess } from './provision.ts';
export { developerPortalRoutes } from './routes.ts';
export { mailDeveloperSuspension } from './suspension.ts';
