/** The public App Store: its routes, and the developer's public name and page slug other modules show. */
export { appStoreRoutes } from './routes.ts';
export { developerPublicSlug, resolveStoreSlug } from './service.ts';
