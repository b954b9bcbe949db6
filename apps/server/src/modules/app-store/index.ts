/** The app-store module's public entry: what other modules and the composition root may use. */
export { appStoreRoutes } from './routes.ts';
