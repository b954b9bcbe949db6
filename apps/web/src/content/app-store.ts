/** Texts of the App Store pages (rendered by the server from the database: pages/app-store). */
import { brand } from '../site';
import type { ToastMessage } from '@app/contracts/messages';

export const appStoreTexts = {
  intro: `Apps for ${brand.name} glasses, built with the CXR-M and CXR-S SDKs and reviewed by our team before they are listed.`,
  resultsHeading: 'Published apps',
  searchLabel: 'Search apps',
  searchPlaceholder: 'Name, description or developer',
  categoryLabel: 'Category',
  anyCategory: 'All categories',
  sdkLabel: 'SDK type',
  anySdk: 'All SDK types',
  searchButton: 'Search',
  aboutHeading: 'About this app',
  screenshotsHeading: 'Screenshots',
  factsHeading: 'Details',
  facts: {
    developer: 'Developer',
    category: 'Category',
    platform: 'Supported platform',
    version: 'Current version',
    updated: 'Updated',
    published: 'First published',
  },
  backToStore: 'Back to the App Store',
  noDescription: 'No description yet.',
  noReleaseNotes: 'No release notes for this version.',
  noScreenshots: 'No screenshots for this version.',
  notStated: 'Not stated',
  detailsLabel: 'Details',
  /** The line above the results (`count`: every app found, on all pages). */
  count: (count: number, filtered: boolean) => {
    if (count === 0) {
      return filtered
        ? 'No apps match your search. Try other words or clear the filters.'
        : 'No apps are published yet. Check back soon.';
    }
    if (!filtered) return `${count} ${count === 1 ? 'app' : 'apps'}`;
    return `${count} ${count === 1 ? 'app matches' : 'apps match'} your search`;
  },
  /** Past the last page of results. */
  pastLastPage: 'There are no more results on this page.',
  firstPage: 'Back to the first page',
  listDescription: (count: number) =>
    `${count} ${count === 1 ? 'app' : 'apps'} for ${brand.name} glasses, reviewed by our team: search by name and filter by category and SDK.`,
  appTitle: (name: string, developer: string) => `${name} by ${developer}`,
  appDescription: (name: string, developer: string) =>
    `${name}, an app for ${brand.name} glasses by ${developer}.`,
  appSummary: (category: string, developer: string, version: string) =>
    `${category} app by ${developer} · version ${version}`,
  byDeveloper: (developer: string) => `by ${developer}`,
  versionChip: (version: string) => `Version ${version}`,
  screenshotAlt: (name: string, index: number, count: number) =>
    `${name}, screenshot ${index + 1} of ${count}`,
  /** The supported platform, from the SDK the app is built with. */
  platforms: {
    'cxr-m': `Android phones with ${brand.name} glasses (CXR-M)`,
    'cxr-s': `${brand.name} glasses, YodaOS-Sprite (CXR-S)`,
    both: `Android phones and ${brand.name} glasses (CXR-M and CXR-S)`,
  } as Record<string, string>,
  updated: (date: string) => `Updated ${date}`,
  sortLabel: 'Sort by',
  pageLabel: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  pagesLabel: 'Pages of results',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  versionHistoryHeading: 'Version history',
  versionHeading: (version: string) => `Version ${version}`,
  developerPageLink: 'More apps by this developer',
  developerWebsite: 'Website',
  developerAppsHeading: (name: string) => `Apps by ${name}`,
  developerTitle: (name: string) => `${name}: apps for ${brand.name} glasses`,
  developerDescription: (name: string, count: number) =>
    `${count} ${count === 1 ? 'app' : 'apps'} by ${name} in the ${brand.name} App Store.`,
  developerLead: (count: number) =>
    `${count} published ${count === 1 ? 'app' : 'apps'} in the App Store, reviewed by our team.`,
  listing: {
    compatibilityHeading: 'Compatibility',
    minOsVersion: (version: string) => `Requires YodaOS-Sprite ${version} or later`,
    permissionsHeading: 'Permissions',
    noPermissions: 'This app does not ask for any permissions.',
    downloadSize: 'Download size',
    languages: 'Languages',
    ageRating: 'Age rating',
    privacyHeading: 'Privacy',
    noDataCollected: 'The developer declares that this app collects no data.',
    dataCollected: 'Data the app collects',
    privacyPolicy: 'Privacy policy',
    support: 'Support',
    website: 'Developer website',
    notDeclared: 'Not declared by the developer',
    runsOn: 'Runs on',
    requires: 'System version',
  },
} as const;

/**
 * Install: on a phone, a deep link into the companion app (`{brand slug}://apps/{slug}`, see `appDeepLink` in
 * the contracts); on a desktop, a QR code of the same link to scan with the phone; on the glasses, the launcher.
 */
export const appInstallTexts = {
  heading: 'Install',
  openInCompanion: `Open in the ${brand.name} app`,
  phoneHint: `Opens the app's page in the ${brand.name} companion app on this phone, where you install it on your paired glasses.`,
  qrLabel: (appName: string) => `QR code: scan with your phone to open ${appName} in the ${brand.name} app`,
  qrHint: `Scan this code with your phone's camera to open the app in the ${brand.name} companion app, then install it on your paired glasses from there.`,
  glassesHeading: 'Install from the glasses',
  glassesSteps: [
    'Put on your glasses and open the launcher.',
    'Open App Store and search for the app by name.',
    'Select Install. The app appears in the launcher when it has downloaded.',
  ],
  noCompanion: `No ${brand.name} app on your phone?`,
  getCompanion: `How to get the ${brand.name} app`,
} as const;

/** `/companion-app`: where a deep link leads someone without the companion app, and what the link is. */
export const companionAppPath = '/companion-app';
export const companionAppTexts = {
  meta: {
    title: `The ${brand.name} companion app`,
    description: `What the ${brand.name} companion app is, how to get it, and how to install App Store apps on your glasses without it.`,
  },
  breadcrumb: 'Companion app',
  title: `The ${brand.name} companion app`,
  intro: `The Install links of the App Store open in the ${brand.name} companion app, the phone app your glasses pair with. From an app's page there you install the app on your paired glasses.`,
  getHeading: 'Getting the app',
  get: [
    `This website does not offer the ${brand.name} app for download.`,
    'Tell us which phone and which glasses you have, and our team will tell you where to get the app for your region.',
  ],
  contact: 'Contact us',
  withoutHeading: 'Installing without the companion app',
  without: 'Every app in the App Store can also be installed on the glasses themselves:',
  linkFormatHeading: 'The link format',
  linkFormat: `Install links have the form ${brand.slug}://apps/{slug}, where {slug} is the last part of the app page's address (/app-store/{slug}). Developers may link to their app this way.`,
  backToStore: 'Browse the App Store',
} as const;

/** "Report this app": the form under each app page. */
export const appReportTexts = {
  heading: 'Report this app',
  intro: 'Tell our review team if this app is harmful, misleading or broken. We read every report.',
  formLabel: 'Report this app',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  detailsLabel: 'What is wrong?',
  detailsHint: 'At least 10 characters.',
  emailLabel: 'Your e-mail (optional)',
  emailHint: 'Only if you would like an answer.',
  submit: 'Send report',
  pending: 'Sending...',
  sent: 'Thank you. Our review team will look at your report.',
  /**
   * The heading of a refused post's summary (without JavaScript): English pages show the server's own
   * words; the Chinese edition says it by the answer's code (decision 0067).
   */
  answerHeading: (_code: string, serverMessage: string): string => serverMessage,
  toasts: {
    success: { title: 'Report sent', description: 'Thank you. Our review team will look at it.' },
    failed: { title: 'Report not sent', description: 'Please check the form and try again.' },
    error: {
      title: 'Report not sent',
      description: 'An unexpected error occurred. Please try again.',
    },
  } satisfies Record<string, ToastMessage>,
} as const;

/**
 * The app filing number (APP备案号, decision 0064) of an app in the store's Chinese edition: shown on the
 * Chinese app page only (the English pages are the spec's), linked to MIIT's registry where it can be
 * looked up.
 */
export const appFilingTexts = {
  label: 'App filing number',
  lookUp: 'Look it up at MIIT',
} as const;
