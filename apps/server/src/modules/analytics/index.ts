/** The analytics module's public entry: what other modules and the composition root may use. */
export { analyticsRoutes, insightsAdminRoutes } from './routes.ts';
export { builtSitePaths } from './site-paths.ts';
export { campaignOf } from './campaign.ts';
export { expireAnalytics } from './retention.ts';
