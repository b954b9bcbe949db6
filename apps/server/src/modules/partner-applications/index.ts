/** The partner-applications module's public entry: what other modules and the composition root may use. */
export { partnerApplicationRoutes } from './routes.ts';
export { partnerApplicationSubmission } from './service.ts';
