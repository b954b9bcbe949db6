/** The health module's public entry: what other modules and the composition root may use. */
export { healthRoutes } from './routes.ts';
