/** The form-guard module's public entry: what other modules and the composition root may use. */
export { browserFormRoutes } from './browser-form.ts';
export {
  storeFormSubmissionIn,
  storeSubmission,
  storeSubmissionIn,
  type FormSubmissionRecord,
  type SubmissionSender,
  type SubmissionStatement,
} from './form-submission.ts';
export { FormGuard } from './guard.ts';
export { publicFormRoute } from './public-form.ts';
export { formTokenRoutes } from './routes.ts';
