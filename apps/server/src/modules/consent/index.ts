/** The consent module's public entry: what other modules and the composition root may use. */
export { consentRoutes } from './routes.ts';
