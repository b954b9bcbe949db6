/** Texts of the App Store templates (the server fills in the apps: apps/server/src/modules/app-store). */
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
} as const;
