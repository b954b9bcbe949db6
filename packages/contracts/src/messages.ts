/**
 * Every user-facing message of the site: validation messages used by the schemas, toasts,
 * alerts, confirmations and page texts. Wording follows the spec verbatim; where the spec gives
 * only the gist, the chosen wording is marked "(wording chosen)".
 */

export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
}

/** The `message` of every 400 answer caused by a schema (field messages go in `errors`). */
export const validationFailed = 'Please check the highlighted fields.';

/** The maximum-length message used for every free-text field. */
export const maxLengthMessage = (max: number): string => `Must be at most ${max} characters`;

/** Validation messages used by the schemas (import these in tests and UI instead of retyping). */
export const validationMessages = {
  // leads (doc 1 §5)
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  companyNameRequired: 'Company name is required',
  emailInvalid: 'Please enter a valid email address',
  interestRequired: 'Please select your primary interest',
  // partner application (doc 1 §5)
  partnerFullNameMin: 'Full name must be at least 3 characters',
  contactNumberInvalid: 'Please provide a valid contact number',
  emailInvalidProvide: 'Please provide a valid email address',
  partnerCompanyNameMin: 'Company name must be at least 2 characters',
  industryRequired: 'Please select or specify your industry',
  employeeCountRequired: 'Please select employee count',
  targetRegionRequired: 'Please specify your target market region',
  afterSaleServiceRequired: 'Please select an option', // (wording chosen)
  referralSourceInvalid: 'Please select how you heard about us', // (wording chosen)
  // developer application (doc 1 §5)
  developerFullNameMin: 'Full name must be at least 2 characters', // (wording chosen; spec: none given)
  experienceLevelRequired: 'Please select your experience level',
  programmingLanguagesRequired: 'Please select at least one programming language',
  developmentAreasRequired: 'Please select at least one development area',
  yearsExperienceRequired: 'Please select your years of experience', // (wording chosen)
  platformsRequired: 'Please select at least one platform',
  primaryUseCaseRequired: 'Please select your primary use case',
  projectDescriptionMin: 'Project description must be at least 20 characters',
  reasonForInterestMin: 'Please provide more details about your interest',
  developmentTimelineInvalid: 'Please select a development timeline', // (wording chosen)
  invalidOption: 'Please select a valid option', // (wording chosen) item not in an option list
  githubInvalid: 'Please enter a GitHub username or profile URL', // (wording chosen)
  // shared field shapes (wording chosen)
  phoneInvalid: 'Please enter a valid phone number',
  urlInvalid: 'Please enter a valid URL',
  httpsUrlInvalid: 'Please enter an https:// URL',
  mustBeBoolean: 'Must be true or false',
  tooManyItems: (max: number): string => `Select at most ${max}`,
  // admin and partner portal (doc 2 §5)
  usernameRequired: 'Username is required', // (wording chosen)
  passwordRequired: 'Password is required',
  adminPasswordRequired: 'Please enter the admin password', // (wording chosen)
  statusRequired: 'Please select a status', // (wording chosen)
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMax128: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  textUnsupportedCharacters: 'Please remove unsupported characters (NUL or broken Unicode)', // (wording chosen)
  passwordTooCommon: 'This password is too common. Choose a less predictable one.', // (wording chosen)
  passwordTooWeak: 'This password is too easy to guess.', // (wording chosen; the estimator's reasons follow)
  tokenRequired: 'The link is invalid or has expired', // (wording chosen)
  selectAtLeastOne: 'Select at least one item', // (wording chosen) batch action without a selection
  batchActionRequired: 'Please choose an action', // (wording chosen)
  // developer console (wording chosen; the spec enforces nothing there)
  appNameRequired: 'App name is required',
  appNameTaken: 'You already have an app with this name.',
  keyNameRequired: 'Key name is required',
  sdkTypeRequired: 'Please select an SDK type',
  categoryRequired: 'Please select a category',
  permissionsRequired: 'Please select at least one permission',
  appIdInvalid: 'Please select a valid app',
  dateInvalid: 'Use a date like 2025-12-31',
  expiryMomentInvalid: 'Use a date and time with its offset, like 2026-12-31T18:00:00+01:00',
  publishableKeyNeedsApp: 'A publishable key belongs to one app: please select it',
  publishableKeyPermissions: 'A publishable key has no permissions to change',
  versionInvalid: 'Use a version like 1.2.0',
  skillInvalid: 'Each skill must be 1 to 50 characters',
  tooManySkills: 'At most 30 skills',
  screenshotType: 'A screenshot must be a PNG, JPEG or WebP image.',
  screenshotTooBig: 'A screenshot can be at most 2 MB.',
  /** (wording chosen) Width or height above limits.screenshotMaxPixels. */
  screenshotTooManyPixels: 'A screenshot can be at most 4096 × 4096 pixels.',
  /** (wording chosen) The file has an image's first bytes but does not decode as that image. */
  screenshotUnreadable:
    'This image could not be read. Upload a PNG, JPEG or WebP file that opens in an image viewer.',
  screenshotMissing: 'Choose an image file to upload.',
  tooManyScreenshotUploads: 'A version can have at most 5 screenshots. Remove one first.',
  screenshotsLocked: 'Screenshots can only be changed while the submission waits for review.',
  /** (wording chosen) A client still sends the removed `screenshots` URL list. */
  screenshotUrlsRemoved:
    'Screenshot links are no longer accepted. Upload each image to the submission (POST /api/v1/apps/{id}/submissions/{submissionId}/screenshots).',
  /** (wording chosen) Cancelling, or changing, a submission that was decided or cancelled. */
  submissionNotPending:
    'This submission is no longer waiting for review, so it cannot be changed or cancelled.',
  /** (wording chosen) A listing change that changes nothing. */
  listingChangeEmpty: 'Change at least one field of the listing, or upload new screenshots.',
  // generic (wording chosen)
  unknownField: 'Unknown field',
  invalidRequest: 'Invalid request',
  // anti-abuse / consent (wording chosen)
  sourceInvalid: 'Invalid source',
  timestampInvalid: 'Invalid timestamp',
  consentActionInvalid: 'Invalid consent action',
  // shared (wording chosen)
  maxLength: maxLengthMessage,
  /** The account language (decision 0064): a hidden field, so only a hand-made post gets this. */
  languageInvalid: 'Please choose English or Chinese',
} as const;

/**
 * A message set's shape with its words free: every key of the English set `T`, each a string or a function
 * of the same arguments giving one. A translation typed with it misses no key and adds none.
 */
export type MessagesOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

/**
 * The validation messages' shape with their words free: the schemas take a set of messages (default the
 * English above), so a Chinese page validates with Chinese messages chosen by key (messages-zh.ts), never
 * by matching the English words.
 */
export type ValidationMessages = MessagesOf<typeof validationMessages>;

/** Toasts, by situation (doc 1 §8 and doc 2 §8). */
export const toasts = {
  // ---- public forms (doc 1 §8)
  /** Lead form rejected; use the server's message as description when there is one. */
  leadFailed: { title: 'Form submission failed', description: 'Please try again later.' },
  leadError: {
    title: 'Form submission error',
    description: 'An unexpected error occurred. Please try again.',
  },
  leadSuccess: { title: 'Form submitted successfully!', description: "We'll get back to you soon." },
  partnerFailure: {
    title: 'Submission Error',
    description:
      'There was a problem submitting your application. Please try again later or contact support.',
  },
  /** (wording chosen for the description; spec: "contact within 2 business days") */
  partnerSuccess: {
    title: 'Application Submitted',
    description: "Thank you for applying. We'll contact you within 2 business days.",
  },
  developerFailure: {
    title: 'Submission Error',
    description: 'There was a problem submitting your application. Please try again or contact support.',
  },
  /** (wording chosen; spec: the text promises a review within 2 business days) */
  developerSuccess: {
    title: 'Application Submitted',
    description: "Thank you for applying. We'll review your application within 2 business days.",
  },
  newsletterInvalidEmail: {
    title: 'Invalid email',
    description: 'Please enter a valid email address',
  },
  /** Newsletter non-OK answer; use the server's message as description when there is one. */
  newsletterFailed: { title: 'Subscription failed', description: 'Please try again later' },
  newsletterError: {
    title: 'Subscription error',
    description: 'An unexpected error occurred. Please try again.',
  },
  /** The spec's success toast: shown once the subscription is confirmed (double opt-in, decision 0038). */
  newsletterSuccess: {
    title: 'Subscription successful!',
    description: 'Thank you for subscribing to our newsletter.',
  },
  /** (wording chosen) The confirmed state of a waitlist sign-up: the spec's title, the waitlist named. */
  waitlistSuccess: {
    title: 'Subscription successful!',
    description: 'You are on the AI Glasses waitlist.',
  },
  /** (wording chosen) A sign-up was received; the confirmation link is on its way. */
  newsletterConfirmSent: {
    title: 'Check your inbox',
    description: 'We sent you a link to confirm your subscription.',
  },
  waitlistConfirmSent: {
    title: 'Check your inbox',
    description: 'We sent you a link to confirm your place on the AI Glasses waitlist.',
  },
  /** (wording chosen) The confirmation request failed; use the server's message when there is one. */
  newsletterConfirmFailed: {
    title: 'Confirmation failed',
    description: 'We could not confirm your subscription right now. Please try again later.',
  },

  // ---- admin (doc 2 §8)
  authRequired: {
    title: 'Authentication Required',
    description: 'You must be logged in to access this page',
  },
  loggedOut: { title: 'Logged Out' },
  /** Admin login rejected (wording chosen). */
  adminLoginFailed: { title: 'Login failed', description: 'Invalid username or password' },
  adminLoginError: {
    title: 'Login error',
    description: 'An error occurred while logging in. Please try again.',
  },
  incorrectPassword: { title: 'Incorrect password. Please try again.' },
  partnersLoadFailed: {
    title: 'Error loading partner data',
    description: 'Please try refreshing the page',
  },
  developersLoadFailed: { title: 'Error', description: 'Failed to fetch developer applications' },
  archiveFailed: { title: 'Failed to archive partner application' },
  archiveError: { title: 'Something went wrong while archiving the application' },
  archived: { title: 'Partner application has been archived' },
  rejected: { title: 'Partner application has been rejected successfully.' },
  statusChanged: (status: string): ToastMessage => ({
    title: `Partner status has been changed to ${status}`,
  }),
  resendFailed: { title: 'Failed to resend invitation' },
  invitationResent: (email: string): ToastMessage => ({
    title: `Partner portal invitation resent to ${email}`,
  }),
  /** Subscriber status update rejected; use the server's message when there is one. */
  subscriberUpdateFailed: {
    title: 'Update failed',
    description: 'Failed to update subscriber status', // (wording chosen)
  },
  subscriberUpdateError: { title: 'Update failed', description: 'An unexpected error occurred.' },
  subscriberDeleteFailed: { title: 'Deletion failed' },
  subscriberDeleted: { title: 'Subscriber deleted' },
  statusUpdated: { title: 'Status updated' },
  /** The developer-applications page spells it with a capital U. */
  statusUpdatedDeveloper: { title: 'Status Updated' },
  applicationDeleted: { title: 'Application Deleted' },
  dataRefreshed: { title: 'Data refreshed' },
  noDataToExport: { title: 'No data to export' },
  exportSuccessful: (count: number): ToastMessage => ({
    title: 'Export successful',
    description: `Exported ${count} ${count === 1 ? 'row' : 'rows'}`, // (wording chosen)
  }),

  // ---- partner portal (doc 2 §8)
  /** Partner login rejected; use the server's message as description when there is one. */
  partnerLoginFailed: { title: 'Login failed', description: 'Invalid email or password' },
  partnerLoginError: {
    title: 'Login error',
    description: 'An error occurred while logging in. Please try again.',
  },
} as const satisfies Record<string, ToastMessage | ((...args: never[]) => ToastMessage)>;

/** Blocking alerts and dialogs (doc 2 §2, §5, §8). */
export const alerts = {
  /** Shown when approve, reject or any status change fails (same wording for all three). */
  statusChangeFailed:
    "We're unable to approve this application right now. This might be a temporary issue, please try again in a moment or contact technical support if the problem continues.",
  /** Success dialog after approval (wording chosen; spec: credentials generated and emailed). */
  partnerApproved: {
    title: 'Partner Approved',
    description: 'Login credentials have been generated and will be emailed to the partner.',
  },
  bulkDeleteConfirm: (count: number): string => `Are you sure you want to delete ${count} item(s)?`,
  deleteDeveloperApplicationConfirm:
    'Are you sure you want to delete this application? This action cannot be undone.',
} as const;

/** Page-level texts tied to errors (doc 1 §2, doc 2 §2.1). */
export const pageMessages = {
  notFound: '404 Page Not Found',
  errorLoadingPartnerApplications: 'Error Loading Partner Applications',
  errorLoadingSubscribers: 'Error Loading Subscribers',
  errorLoadingFormSubmissions: 'Error Loading Form Submissions',
  retry: 'Retry',
  notificationSent: 'Sent',
  notificationNotSent: 'Not Sent',
} as const;
