/** The accounts module's public entry: what other modules and the composition root may use. */
export { accountScope, emailSignInRoutes } from './email-sign-in.ts';
export { accountPasswords, linkInvalidMessage } from './passwords.ts';
export { accountLinkLimits, accountResetLimits, accountRoutes } from './routes.ts';
export { deleteSignInData } from './sign-in-data.ts';
export { loginThrottle, passwordAccepted, startSignInSession } from './sign-in.ts';
