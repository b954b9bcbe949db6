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
