/** The admin module's public entry: what other modules and the composition root may use. */
export { adminRoutes } from './routes.ts';
