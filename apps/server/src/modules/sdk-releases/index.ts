/** SDK releases (issue 37): what other modules and the app may use. */
export { sdkReleaseAdminRoutes, sdkReleasePublicRoutes } from './routes.ts';
export { seedSampleReleases } from './seed.ts';
export { publicFileById } from './service.ts';
export { sampleAar } from './sample-builds.ts';
