export { docsSearchRoutes } from './routes.ts';
