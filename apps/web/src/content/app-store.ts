/** Texts of the App Store pages (rendered by the server from the database: pages/app-store). */
import { brand } from '../site';
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
  releaseNotesHeading: 'Release notes for version',
  factsHeading: 'Details',
  facts: [
    { key: 'developer', label: 'Developer' },
    { key: 'category', label: 'Category' },
    { key: 'platform', label: 'Supported platform' },
    { key: 'version', label: 'Current version' },
    { key: 'published', label: 'Published' },
  ],
  backToStore: 'Back to the App Store',
  noDescription: 'No description yet.',
  noReleaseNotes: 'No release notes for this version.',
  noScreenshots: 'No screenshots for this version.',
  notStated: 'Not stated',
  detailsLabel: 'Details',
  /** The line above the results. */
  count: (count: number, filtered: boolean) => {
    if (count === 0) {
      return filtered
        ? 'No apps match your search. Try other words or clear the filters.'
        : 'No apps are published yet. Check back soon.';
    }
    if (!filtered) return `${count} ${count === 1 ? 'app' : 'apps'}`;
    return `${count} ${count === 1 ? 'app matches' : 'apps match'} your search`;
  },
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
  updatedLabel: 'Updated',
  sortLabel: 'Sort by',
  pageLabel: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  versionHistoryHeading: 'Version history',
  developerPageLink: 'More apps by this developer',
  developerWebsite: 'Website',
  developerAppsHeading: (name: string) => `Apps by ${name}`,
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
  },
} as const;

/**
 * Install: on a phone, a deep link into the companion app (`{brand slug}://apps/{slug}`, see `appDeepLink` in the
 * contracts); on a desktop, a QR code of the same link to scan with the phone; on the glasses, the launcher.
 */
export const appInstallTexts = {
  heading: 'Install',
  openInCompanion: `Open in the ${brand.name} app`,
  qrLabel: (appName: string) => `QR code: scan with your phone to open ${appName} in the ${brand.name} app`,
  qrHint: `Scan this code with your phone's camera to open the app in the ${brand.name} companion app, then tap Install to send it to your paired glasses.`,
  glassesHeading: 'Install from the glasses',
  glassesSteps: [
    'Put on your glasses and open the launcher.',
    'Open App Store and search for the app by name.',
    'Select Install. The app appears in the launcher when it has downloaded.',
  ],
  noCompanion: `No ${brand.name} app on your phone?`,
  getCompanion: `Get the ${brand.name} app`,
} as const;

/** The page a deep link lands on where the companion app is not installed: how to get it. */
export const companionAppTexts = {
  title: `The ${brand.name} companion app`,
  intro: `Links that start with ${brand.slug}:// open in the ${brand.name} companion app on your phone. It pairs with your glasses, installs apps from the App Store on them and keeps them up to date.`,
  stepsHeading: 'Get started',
  steps: [
    `Install the ${brand.name} app from your phone's app store (search for "${brand.name}").`,
    'Open it and sign in, then pair your glasses when asked.',
    'Scan the QR code on the app page again, or tap Open again: the app opens at the App Store page.',
  ],
  linkFormatHeading: 'Link format',
  linkFormat: `${brand.slug}://apps/{slug}, where {slug} is the last part of the app page's address.`,
} as const;

/** "Report this app": the form under each app page. */
export const appReportTexts = {
  heading: 'Report this app',
  intro: 'Tell our review team if this app is harmful, misleading or broken.',
  reasonLabel: 'Reason',
  detailsLabel: 'What is wrong?',
  emailLabel: 'Your e-mail (optional, if you would like an answer)',
  submit: 'Send report',
  sent: 'Thank you. Our review team will look at your report.',
} as const;
