/**
 * The Chinese catalogue in sections, each a chunk of its own (decision 0072): a Chinese page loads the
 * sections its islands read (the prerenderer lists them on the page), not the whole catalogue with the
 * console's messages and the schema library they come with. `index.ts` assembles every section into the
 * one catalogue the type and the catalogue check see; the browser loads them through these loaders only.
 */
import type { ContentKey, ZhCatalogue } from '../catalogue.tsx';

/** Each section's entries, loaded on demand. */
export const zhSectionLoaders = {
  siteChrome: () => import('./site-chrome.ts').then((module) => module.siteChrome),
  consent: () => import('./consent.ts').then((module) => module.consent),
  developers: () => import('./developers.ts').then((module) => module.developers),
  sdk: () => import('./sdk.ts').then((module) => module.sdk),
  yodaos: () => import('./yodaos.ts').then((module) => module.yodaos),
  faq: () => import('./faq.ts').then((module) => module.faq),
  developerApplication: () =>
    import('./developer-application.ts').then((module) => module.developerApplication),
  developerAccount: () => import('./developer-account.ts').then((module) => module.developerAccount),
  console: () => import('./console.ts').then((module) => module.consoleZh),
  docs: () => import('./docs.ts').then((module) => module.docs),
  appStore: () => import('./app-store.ts').then((module) => module.appStore),
} satisfies Record<string, () => Promise<Partial<ZhCatalogue>>>;

export type ZhSection = keyof typeof zhSectionLoaders;

/**
 * The content keys of each section: what lets the browser find an entry's section without loading the
 * others. catalogue.test.tsx checks that each section's loader gives exactly these keys and that every key
 * of the catalogue is in one section.
 */
export const zhSectionKeys = {
  siteChrome: [
    'headerNav',
    'headerCta',
    'mobileMenuCta',
    'mobileMenuLabels',
    'homeLink',
    'chromeLabels',
    'notFoundPage',
    'footer',
    'languageSwitch',
  ],
  consent: ['cookieBannerTexts'],
  developers: [
    'developersMeta',
    'devNav',
    'languageButton',
    'getStartedAction',
    'devHero',
    'aboutYodaOs',
    'architectureLayers',
    'sdkSection',
    'sdkCards',
    'resourcesSection',
    'resourceCards',
    'devFaq',
    'community',
    'devFooter',
    'devUi',
  ],
  sdk: ['sdkReleaseCard', 'cxrMPage', 'cxrSPage'],
  yodaos: [
    'yodaosMeta',
    'yodaosBreadcrumb',
    'yodaosHero',
    'coreFeaturesSection',
    'coreFeatures',
    'architectureSection',
    'architectureTabs',
    'supportedDevicesSection',
    'supportedDevices',
    'developmentResourcesSection',
    'developmentResources',
    'yodaosCta',
  ],
  faq: [
    'faqMeta',
    'faqBreadcrumb',
    'faqHero',
    'quickLinksHeading',
    'quickLinks',
    'stillNeedHelp',
    'faqCategories',
  ],
  developerApplication: [
    'developerCopy',
    'developerApplicationForm',
    'developerApplicationOptions',
    'validationMessages',
    'formUi',
  ],
  developerAccount: ['developerAccountCopy', 'secondFactorCopy'],
  console: [
    'consoleCopy',
    'consoleUi',
    'consoleDates',
    'consoleActivity',
    'consoleDemoText',
    'consoleEditionLink',
    'apiErrorText',
    'dialogWords',
    'sdkDescriptions',
    'downloadsCopy',
    'systemRequirements',
    'emailChangeCopy',
    'webhooksCopy',
    'webhookEventText',
    'requestLogCopy',
    'devicesCopy',
    'deviceStatusText',
    'lifecycleCopy',
    'listingValueWords',
    'slugMessages',
    'listingMessages',
    'appFilingMessages',
    'webhookMessages',
    'deviceMessages',
  ],
  docs: [
    'docsHome',
    'docList',
    'docsLabels',
    'docsSearchCopy',
    'apiReferenceMeta',
    'apiReferenceLabels',
    'apiReferenceText',
    'sdkApiOverview',
  ],
  appStore: [
    'appStorePage',
    'appStoreTexts',
    'appInstallTexts',
    'appReportTexts',
    'companionAppTexts',
    'appFilingTexts',
    'appCategoryLabels',
    'sdkTypeLabels',
    'storeSortLabels',
    'appPermissionLabels',
    'collectedDataLabels',
    'appReportReasonLabels',
  ],
} as const satisfies Record<ZhSection, readonly ContentKey[]>;

const sectionOfKey = new Map<ContentKey, ZhSection>(
  (Object.entries(zhSectionKeys) as Array<[ZhSection, readonly ContentKey[]]>).flatMap(([section, keys]) =>
    keys.map((key) => [key, section] as const),
  ),
);

/** The section holding the content key `key`. */
export function zhSectionOf(key: ContentKey): ZhSection {
  const section = sectionOfKey.get(key);
  if (!section) throw new Error(`no section of the Chinese catalogue holds ${key}`);
  return section;
}

export const isZhSection = (name: string): name is ZhSection => Object.hasOwn(zhSectionLoaders, name);
