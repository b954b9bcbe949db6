/** The developer-applications module's public entry: what other modules and the composition root may use. */
export { developerApplicationRoutes } from './routes.ts';
export { developerApplicationSubmission } from './service.ts';
