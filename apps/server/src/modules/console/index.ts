/** The console module's public entry: what other modules and the composition root may use. */
export { consoleRoutes } from './routes.ts';
