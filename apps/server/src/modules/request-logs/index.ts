/** The request-logs module's public entry: what other modules and the composition root may use. */
export { consoleRequestLogRoutes } from './routes.ts';
export { expireRequestLogs, registerRequestLog } from './service.ts';
