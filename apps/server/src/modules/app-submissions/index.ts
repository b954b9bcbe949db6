/** The app-submissions module's public entry: what other modules and the composition root may use. */
export {
  appColumns,
  appNotFound,
  listApps,
  ownApp,
  submissionNotFound,
  submissionsOfApps,
  type AppView,
  type SubmissionView,
} from './developer-apps.ts';
export { listingDiff, listingHistory, proposeListingChange, recordListingVersion } from './listing.ts';
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
export { cancelSubmission, createSubmission, pendingExistsMessage, reviewSubmission } from './service.ts';
