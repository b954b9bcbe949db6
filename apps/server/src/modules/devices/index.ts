/**
 * Developer devices and developer mode (issue 37): the console's Devices routes, the staff routes, and
 * the published verification keys. Other modules and the composition root import only this file.
 */
export { consoleDeviceRoutes } from './console-routes.ts';
export { staffDeviceRoutes } from './staff-routes.ts';
export { developerModeKeyRoutes } from './public-routes.ts';
