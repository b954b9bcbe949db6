/** The privacy module's public entry: what other modules and the composition root may use. */
export { privacyAdminRoutes } from './routes.ts';
