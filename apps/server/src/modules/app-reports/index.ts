/** Reports of published apps ("Report this app"): the public form's API and the staff's screen. */
export { appReportRoutes, appReportStaffRoutes } from './routes.ts';
