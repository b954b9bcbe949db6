/** The app-submissions module's public entry: what other modules and the composition root may use. */
export {
  appColumns,
  appNotFound,
  listApps,
  ownApp,
  submissionsOfApps,
  type AppView,
} from './developer-apps.ts';
export { appAudit, assertNameFree, createApp } from './create-app.ts';
export { slugify } from './slug.ts';
export { appSubmissionStaffRoutes } from './routes.ts';
export { sendScreenshot } from './screenshot-answer.ts';
export {
  addScreenshot,
  consoleScreenshot,
  removeScreenshot,
  screenshotFile,
  screenshotNotFound,
  screenshotsOf,
  storeScreenshot,
} from './screenshots.ts';
export { createSubmission, pendingExistsMessage, reviewSubmission, submissionNotFound } from './service.ts';
