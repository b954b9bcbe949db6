/**
 * The developer console's interface wording that its components used to write inline (labels, empty and
 * error states, badges, toasts, confirmations, dialogs), and the console's date formats. Moved here word
 * for word so the Chinese console (/zh/console, decision 0069) can translate it export by export; the
 * English console shows exactly what it showed before. Console page copy stays in console.ts,
 * webhooks.ts, devices.ts and app-lifecycle.ts.
 */
import { apiKeyKindLabels, apiKeyPermissionLabels, appStatusLabels } from '@app/contracts/options';
import { appCategoryLabels, keyRollOverlapLabels, sdkTypeLabels } from '@app/contracts/options';
import { collectedDataLabels } from '@app/contracts/app-listing-labels';
import { apiErrorCodes, type ApiErrorCode } from '@app/contracts/api/common';
import { sdkFileKindLabels } from '@app/contracts/sdk-releases';
import { limits } from '@app/contracts/limits';
import { validationMessages } from '@app/contracts/messages';
import { toasts } from '@app/contracts/messages';
import { demoApiKeys, demoApps, demoProfile } from './console-demo.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateTimeWithZone = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * The console's dates (doc 2 §9: US English): a day, a day and time, and a moment with its time zone
 * (a key's expiry, decision 0060), in the browser's time zone. Each takes an ISO moment.
 */
export const consoleDates = {
  date: (iso: string) => dateFormat.format(new Date(iso)),
  dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
  moment: (iso: string) => dateTimeWithZone.format(new Date(iso)),
  never: 'Never',
  notYet: 'Not yet',
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
type Details = Record<string, unknown> | undefined;

/** One line per audit entry of the developer's own actions (Recent Activity), by its action. */
export const consoleActivity = {
  actions: {
    'developer.login': () => 'Signed in',
    'developer.logout': () => 'Signed out',
    'developer.password_set': () => 'Chose a new password',
    'app.created': (d: Details) => `Created app ${text(d?.name)}`.trim(),
    'app.updated': (d: Details) => `Updated app ${text(d?.name)}`.trim(),
    'app.deleted': (d: Details) => `Deleted app ${text(d?.name)}`.trim(),
    'api_key.created': (d: Details) => `Generated API key ${text(d?.keyName)}`.trim(),
    'api_key.revoked': (d: Details) => `Revoked API key ${text(d?.keyName)}`.trim(),
    'api_key.deleted': (d: Details) => `Deleted API key ${text(d?.keyName)}`.trim(),
    'sdk.downloaded': (d: Details) => `Downloaded ${text(d?.name)} ${text(d?.version)}`.trim(),
    'app_submission.created': (d: Details) =>
      `Submitted version ${text(d?.version)} for review${d?.via === 'api' ? ' (API)' : ''}`,
    'profile.updated': () => 'Updated profile',
  },
  /** An action without its own line: its name, words apart. */
  other: (action: string) => String(action).replace(/[._]/g, ' '),
};

/**
 * What each error `code` of the API means, for the Chinese console: it shows the text of the code
 * (never the server's English message, which the English console shows as it is). These English lines
 * are the translation's source; the English console shows them only where the server sent no message.
 */
export const apiErrorText: Record<ApiErrorCode, string> = {
  [apiErrorCodes.badRequest]: 'The request could not be read.',
  [apiErrorCodes.validationFailed]: 'Some fields need attention.',
  [apiErrorCodes.sessionExpired]: 'Your session has ended. Please sign in again.',
  [apiErrorCodes.wrongCredentials]: 'The e-mail address or password is wrong.',
  [apiErrorCodes.wrongCode]: 'The code is wrong.',
  [apiErrorCodes.challengeExpired]: 'The sign-in step took too long. Please start again.',
  [apiErrorCodes.reauthLocked]: 'Too many wrong passwords: you have been signed out.',
  [apiErrorCodes.unauthorized]: 'You are not signed in.',
  [apiErrorCodes.wrongPassword]: 'The password is wrong.',
  [apiErrorCodes.noAccess]: 'You do not have access to this.',
  [apiErrorCodes.secondFactorSetupRequired]: 'Set up two-factor authentication first.',
  [apiErrorCodes.crossSite]: 'The request came from another site and was refused.',
  [apiErrorCodes.developerSuspended]: 'Your developer account is suspended.',
  [apiErrorCodes.forbidden]: 'This is not allowed.',
  [apiErrorCodes.notFound]: 'It no longer exists.',
  [apiErrorCodes.conflict]: 'This cannot be done in its current state. Reload the page to see the latest.',
  [apiErrorCodes.payloadTooLarge]: 'The file or request is too large.',
  [apiErrorCodes.rateLimited]: 'Too many requests. Please wait a moment and try again.',
  [apiErrorCodes.internalError]: 'Something went wrong on our side. Please try again.',
  [apiErrorCodes.serviceUnavailable]: 'The service is busy. Please try again in a moment.',
  [apiErrorCodes.deviceLimitReached]: 'Your account has reached its device limit.',
  [apiErrorCodes.deviceSerialTaken]: 'This serial number is already registered.',
  [apiErrorCodes.deviceTransitionRefused]: 'The device has changed. Reload the page.',
  [apiErrorCodes.deviceNotGranted]: 'The device has no valid certificate.',
  [apiErrorCodes.deviceRemoveGranted]: 'Revoke developer mode before removing the device.',
  [apiErrorCodes.sdkReleaseExists]: 'This SDK already has a release with this version.',
  [apiErrorCodes.sdkReleaseState]: 'The release cannot change this way.',
  [apiErrorCodes.reportHandled]: 'The report was already handled.',
  [apiErrorCodes.appNotOnStore]: 'The app is not on the App Store.',
  [apiErrorCodes.slugLocked]: 'The app has been published: its address cannot change.',
  [apiErrorCodes.slugTaken]: 'This address is already taken.',
  [apiErrorCodes.submissionNotFound]: 'The submission no longer exists.',
  [apiErrorCodes.submissionNotPending]: 'The submission is no longer waiting for review.',
  [apiErrorCodes.screenshotUrlsRemoved]: 'Upload screenshots as files.',
  [apiErrorCodes.publishableKeyForbidden]: 'This needs a secret key, not a publishable key.',
  [apiErrorCodes.publishableKeyRequired]: "This needs the app's publishable key.",
};

/** The spec's sample data of the demo console that is words, not names (content/console-demo.ts). */
export const consoleDemoText = {
  bio: demoProfile.bio,
  skills: demoProfile.skills,
  appDescriptions: demoApps.map((app) => app.description),
  keyNames: demoApiKeys.map((key) => key.keyName),
};

export const consoleUi = {
  page: {
    loading: 'Loading the console...',
    loadingConsole: 'Loading your console...',
    loadFailedTitle: 'We could not load your console',
    loadFailedText: 'Check your connection and try again.',
    retry: 'Try again',
    demoBadge: 'Demo',
    tabsLabel: 'Developer console',
    signOutFailedTitle: 'Sign out failed',
    signOutFailedText: 'Check your connection and try again.',
    loggedOut: toasts.loggedOut.title,
    sessionEndedTitle: 'Your session has ended',
    sessionEndedText: 'Please sign in again to continue.',
    tryAgain: 'Please try again in a moment.',
    /** After a label, before its value (`Status: Active`). */
    colon: ': ',
  },
  /** What the demo's sign-in prompt says is for members (consoleCopy.demo.promptText's `action`). */
  blocked: {
    fallback: 'This',
    createApp: 'Creating apps',
    generateKey: 'Generating API keys',
    editApp: 'Editing apps',
    deleteApp: 'Deleting apps',
    submitApp: 'Submitting apps for review',
    cancelSubmission: 'Cancelling submissions',
    changeScreenshots: 'Changing screenshots',
    revokeKey: 'Revoking API keys',
    deleteKey: 'Deleting API keys',
    editKey: 'Editing API keys',
    rollKey: 'Rolling API keys',
    saveProfile: 'Saving your profile',
    addWebhook: 'Adding webhook endpoints',
    registerDevice: 'Registering devices',
    download: (sdk: string) => `Downloading the ${sdk}`,
    removeScreenshot: 'remove a screenshot',
    addScreenshot: 'add a screenshot',
  },
  overview: {
    stats: {
      apps: { label: 'Apps', hint: 'Apps in your account' },
      apiKeys: { label: 'API Keys', hint: 'Active keys' },
      downloads: { label: 'SDK Downloads', hint: 'Packages downloaded' },
      activity: { label: 'Activity', hint: 'Actions in the last 7 days' },
    },
    recentActivity: 'Recent Activity',
    noActivity: 'Nothing yet. Create an app or generate an API key to get started.',
    quickActions: 'Quick Actions',
    createApp: 'Create New App',
    generateKey: 'Generate API Key',
    downloadSdk: 'Download SDK',
  },
  badges: {
    appStatus: appStatusLabels,
    submissionStatus: {
      pending: 'Pending review',
      approved: 'Approved',
      rejected: 'Rejected',
      published: 'Published',
      withdrawn: 'Withdrawn',
      cancelled: 'Cancelled',
    } as Record<string, string>,
    active: 'Active',
    inactive: 'Inactive',
    inactiveExpired: 'Inactive · expired',
    permissions: apiKeyPermissionLabels as Record<string, string>,
    permissionsLabel: 'Permissions',
  },
  labels: {
    sdkTypes: sdkTypeLabels,
    categories: appCategoryLabels,
    notSet: 'Not set',
  },
  apps: {
    heading: 'My Apps',
    lead: 'Apps you build for the glasses, and their review status.',
    create: 'Create New App',
    emptyTitle: 'No apps yet',
    emptyText: 'Create your first app to get an id for your API keys and submissions.',
    version: (version: string) => `Version ${version}`,
    notSubmitted: 'Not submitted for review yet.',
    submitted: 'Submitted',
    reviewed: 'reviewed',
    published: 'published',
    reviewNotes: 'Review notes:',
    underReview: 'A submission is under review',
    submit: 'Submit for review',
    edit: 'Edit',
    editLabel: (name: string) => `Edit ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
    meta: { version: 'Version', category: 'Category', sdk: 'SDK', created: 'Created' },
    waiting: (what: string) => `${what} is waiting for review.`,
    viewOnStore: 'View on the App Store',
    history: (count: number) => `Submission history (${count})`,
    deleted: 'App deleted',
    deleteFailed: 'Could not delete the app',
    deleteTitle: 'Delete this app?',
    theApp: 'The app',
    deleteDescription: (name: string) =>
      `${name} and its submission history will be deleted, and API keys tied to it stop working. This cannot be undone.`,
    delete: 'Delete',
  },
  appForm: {
    createTitle: 'Create New App',
    editTitle: 'Edit app',
    createDescription: 'New apps start at version 1.0.0, in development and private.',
    editSlugDescription:
      'Change the name, description, SDK, category or address. The address is fixed once the app is published.',
    editDescription: 'Change the name, description, SDK or category. The app keeps its address.',
    createSubmit: 'Create App',
    editSubmit: 'Save changes',
    creating: 'Creating...',
    saving: 'Saving...',
    name: 'App name',
    slug: 'App Store address',
    slugHint: (slug: string) => `/app-store/${slug}; links to an old address lead to the new one.`,
    description: 'Description',
    sdkType: 'SDK type',
    sdkPlaceholder: 'Select an SDK',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    created: 'App created',
    updated: 'App updated',
    createFailed: 'Could not create the app',
    saveFailed: 'Could not save the app',
  },
  submit: {
    title: (name: string) => `Submit ${name} for review`,
    titleNone: 'Submit for review',
    description:
      'Our team reviews submissions, usually within 2 business days. You will see the decision here and by e-mail.',
    submit: 'Submit for review',
    pending: 'Submitting...',
    version: 'Version',
    currentVersion: (version: string) => `Current version: ${version}`,
    releaseNotes: 'Release notes',
    downloadUrl: 'Download URL',
    downloadUrlHint: 'An https:// link to the build to review.',
    done: 'Submitted for review',
    failed: 'Could not submit the app',
    mainland: 'Distributed in mainland China',
    mainlandHint:
      'Apps in the Chinese edition of the App Store need an app filing number (APP备案号) from MIIT.',
    filing: 'App filing number (APP备案号)',
    filingHint: "As MIIT issued it: the provider's ICP filing number, a hyphen, the service number and A.",
  },
  listing: {
    legend: 'App Store listing',
    runsOn: 'Runs on',
    minOs: 'Requires YodaOS-Sprite',
    minOsHint: 'The oldest release the app runs on.',
    selectVersion: 'Select a version',
    permissions: 'Permissions the version uses',
    permissionsHint: 'Leave all unticked if it uses none.',
    size: 'Download size (MB)',
    languages: 'Languages',
    languagesHint: 'Language codes, separated by commas.',
    ageRating: 'Age rating',
    selectRating: 'Select a rating',
    data: 'Data the version collects',
    dataHint: 'Leave all unticked if it collects none.',
    dataLabels: collectedDataLabels,
    privacy: 'Privacy policy URL',
    support: 'Support URL or e-mail',
    website: 'Developer website',
  },
  screenshots: {
    ofListing: 'the listing change',
    ofVersion: (version: string) => `version ${version}`,
    region: (of: string) => `Screenshots of ${of}`,
    heading: (count: number, of: string) => `Screenshots of ${of} (${count} of ${limits.screenshotUploads})`,
    alt: (position: number, of: string) => `Screenshot ${position} of ${of}`,
    removeLabel: (position: number) => `Remove screenshot ${position}`,
    remove: 'Remove',
    add: 'Add a screenshot',
    rules: `PNG, JPEG or WebP, at most 2 MB and ${limits.screenshotMaxPixels} × ${limits.screenshotMaxPixels} pixels each, up to ${limits.screenshotUploads}.`,
    afterListing: 'Shown on the App Store once the change is approved.',
    afterVersion: 'Shown on the App Store once the version is published.',
    added: 'Screenshot added',
    addFailed: 'Could not add the screenshot',
    removeFailed: 'Could not remove the screenshot',
    listingChange: 'Listing change',
    version: (version: string) => `Version ${version}`,
    tooBig: validationMessages.screenshotTooBig,
  },
  keys: {
    sendAs: 'Send a key as',
    toApi: 'to the developer API.',
    generate: 'Generate API Key',
    emptyTitle: 'No API keys yet',
    emptyText: 'Generate a key to call the developer API from your tools.',
    showLabel: (name: string) => `Show key ${name}`,
    hideLabel: (name: string) => `Hide key ${name}`,
    created: 'Created',
    lastUsed: 'Last used',
    expires: 'Expires',
    testBadge: 'Test',
    app: 'App:',
    allApps: 'All my apps',
    publishableNote: 'Identifies the app; no permissions.',
    edit: 'Edit',
    editLabel: (name: string) => `Edit key ${name}`,
    roll: 'Roll',
    rollLabel: (name: string) => `Roll key ${name}`,
    revoke: 'Revoke',
    delete: 'Delete',
    deleteLabel: (name: string) => `Delete key ${name}`,
    revoked: 'API key revoked',
    deleted: 'API key deleted',
    changeFailed: 'Could not change the key',
    revokeTitle: 'Revoke this API key?',
    deleteTitle: 'Delete this API key?',
    revokeDescription: (name: string) =>
      `Calls made with ${name} will be refused from now on. The key stays listed as inactive.`,
    theKey: 'The key',
    deleteDescription: (name: string) =>
      `${name} will be removed and calls made with it refused. This cannot be undone.`,
  },
  keyForm: {
    title: 'Generate API Key',
    testTitle: 'Generate a test-mode key',
    description: 'Use secret keys in your tools and CI; embed only a publishable key in an app.',
    testDescription:
      'Test keys see only test-mode apps, whose submissions are decided at once. Use them in CI.',
    submit: 'Generate Key',
    pending: 'Generating...',
    kind: 'Key type',
    kinds: {
      secret: `${apiKeyKindLabels.secret}: for your tools and CI`,
      publishable: `${apiKeyKindLabels.publishable}: embedded in one app`,
    } as Record<string, string>,
    name: 'Key name',
    namePlaceholder: 'CI pipeline',
    publishableNamePlaceholder: 'Android app',
    app: 'Associated app',
    appHint: 'A key tied to one app can only reach that app.',
    publishableAppHint: 'The app this key identifies. It reads nothing else.',
    selectApp: 'Select an app',
    allApps: 'All my apps',
    permissions: 'Permissions',
    permissionHints: {
      read: 'Read: list apps and submissions',
      write: 'Write: create apps and submit versions for review',
      admin: 'Admin: everything, includes write and read',
    } as Record<string, string>,
    expires: 'Expires at (optional)',
    expiresHint: (zone: string) =>
      `Leave empty for a key that does not expire. The key stops working at that moment, in your time zone (${zone}).`,
    failed: 'Could not generate the key',
  },
  keyEdit: {
    title: 'Edit API key',
    description: "Changes take effect on the key's next request.",
    submit: 'Save',
    pending: 'Saving...',
    expiresHint: (zone: string) => `Leave empty for a key that does not expire. In your time zone (${zone}).`,
    saved: 'API key saved',
    failed: 'Could not save the key',
  },
  keyRoll: {
    title: (name: string) => `Roll ${name}?`,
    theKey: 'the key',
    description: "A new secret replaces this key's. Deploy it, then let the old one stop.",
    submit: 'Roll key',
    pending: 'Rolling...',
    overlap: 'The old secret',
    overlaps: keyRollOverlapLabels as Record<string, string>,
    failed: 'Could not roll the key',
  },
  /** The one time a new API key's secret is shown. */
  secretDialog: {
    title: 'Your new API key',
    description: 'Copy it now: this is the only time the full key is shown.',
    copy: 'Copy key',
    copied: 'Copied',
    copiedAnnouncement: 'API key copied to the clipboard',
    copyFailed: 'Copying is not available in this browser. Select the key and copy it manually.',
    warningTitle: 'Store it somewhere safe',
    warning:
      'We keep only a fingerprint of this key, so nobody (including us) can show it to you again. Keep it in a password manager or your CI secrets, never in source code. If it is lost or leaked, revoke it and generate a new one.',
    done: "I've saved my key",
  },
  profile: {
    heading: 'Profile',
    lead: 'Your details as our developer relations team sees them.',
    fullName: 'Full name',
    email: 'Email address',
    company: 'Company',
    github: 'GitHub handle',
    website: 'Website',
    publicName: 'Name in the App Store',
    publicNameHint:
      'Shown on your apps and your developer page. Leave empty to use your company, else your full name.',
    publicSlug: 'Developer page address',
    publicSlugHint: (slug: string) =>
      `/app-store/developers/${slug}. Leave empty to make one from your App Store name.`,
    currentPassword: 'Current password',
    currentPasswordHint: 'Needed to change the e-mail address you sign in with.',
    bio: 'Bio',
    language: 'Language of your e-mails',
    languageHint:
      'Our e-mails about your account, your app reviews and your devices are written in this language.',
    skills: 'Skills',
    skillsHint: 'Press Enter or comma to add a skill.',
    skillPlaceholder: 'Add a skill',
    removeTag: (tag: string) => `Remove ${tag}`,
    tooManySkills: (max: number) => `At most ${max} skills`,
    save: 'Save Profile',
    saving: 'Saving...',
    saved: 'Profile saved',
    failed: 'Could not save your profile',
    statusHeading: 'Account Status',
    verified: 'Account Verified',
    accountType: 'Account type',
    status: 'Status',
    active: 'Active',
    memberSince: 'Member since',
    lastSignIn: 'Last sign-in',
    /** The server's account types (`accountType`) as shown. */
    accountTypes: { Developer: 'Developer' } as Record<string, string>,
    skillsEmpty: 'Add skills to your profile to show them here.',
  },
  devices: {
    requested: 'Developer mode requested',
    revoked: 'Developer mode revoked',
    removed: 'Device removed',
    loadFailed: 'We could not load your devices.',
    retry: 'Try again',
    loading: 'Loading devices…',
  },
  downloads: {
    downloadLabel: (file: string) => `Download ${file}`,
    sha256Label: (file: string) => `SHA-256 of ${file}`,
    filesLabel: (sdk: string) => `Files of ${sdk}`,
    fileKinds: sdkFileKindLabels as Record<string, string>,
  },
  webhooks: { loading: 'Loading endpoints…' },
  requests: { loading: 'Loading requests…' },
};

/**
 * The link from one edition of the console to the other, for a developer whose account language is the
 * other one (decision 0069). Written in the language it leads to, since that is who reads it (as
 * `languageSwitch` is): the English console's is Chinese.
 */
export const consoleEditionLink = {
  text: '你的帐号语言是简体中文。',
  link: '打开中文版控制台',
  lang: 'zh-CN',
};
