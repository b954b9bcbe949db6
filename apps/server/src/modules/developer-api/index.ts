/** The developer-api module's public entry: what other modules and the composition root may use. */
export { apiKeyRateLimit } from './auth.ts';
export { developerApiRoutes } from './routes.ts';
