/**
 * The content the Chinese edition translates: each entry is an export of a content module under its own name. English pages use these exports directly; a Chinese page asks
 * for each through `useContent(key, english)` (catalogue.tsx), and the Chinese catalogue (`zh-CN/`) has
 * one entry per key in the same shape. Imported as a type by the app; the catalogue check imports the
 * values to compare the two catalogues text by text.
 */
import {
  aboutYodaOs,
  community,
  devFaq,
  devFooter,
  devHero,
  devNav,
  developersMeta,
  getStartedAction,
  languageButton,
  resourceCards,
  resourcesSection,
  sdkCards,
  sdkSection,
} from '../content/developers.ts';
import { devUi } from '../content/developer-ui.ts';
import {
  chromeLabels,
  footer,
  headerCta,
  headerNav,
  homeLink,
  mobileMenuCta,
  mobileMenuLabels,
  notFoundPage,
} from '../content/nav.ts';
import {
  architectureLayers,
  architectureSection,
  architectureTabs,
  coreFeatures,
  coreFeaturesSection,
  developmentResources,
  developmentResourcesSection,
  supportedDevices,
  supportedDevicesSection,
  yodaosBreadcrumb,
  yodaosCta,
  yodaosHero,
  yodaosMeta,
} from '../content/yodaos.ts';
import { languageSwitch } from '../content/language.ts';
import {
  faqBreadcrumb,
  faqCategories,
  faqHero,
  faqMeta,
  quickLinks,
  quickLinksHeading,
  stillNeedHelp,
} from '../content/faq.ts';
import { cxrMPage } from '../content/sdk/cxr-m.ts';
import { cxrSPage } from '../content/sdk/cxr-s.ts';
import { sdkReleaseCard } from '../content/sdk-releases.ts';
import { developerApplicationForm, developerApplicationOptions } from '../content/developer-application.ts';
import { developerAccountCopy } from '../content/console.ts';
import { developerCopy } from '../pages/forms/copy.ts';
import { validationMessages } from '@app/contracts/messages';
import { formUi } from '../content/form-ui.ts';
import { secondFactorCopy } from '../content/second-factor.ts';
import {
  consoleCopy,
  downloadsCopy,
  emailChangeCopy,
  sdkDescriptions,
  systemRequirements,
} from '../content/console.ts';
import {
  apiErrorText,
  consoleActivity,
  consoleDates,
  consoleDemoText,
  consoleEditionLink,
  consoleUi,
} from '../content/console-ui.ts';
import { requestLogCopy, webhookEventText, webhooksCopy } from '../content/webhooks.ts';
import { deviceStatusText, devicesCopy } from '../content/devices.ts';
import { lifecycleCopy, listingValueWords } from '../content/app-lifecycle.ts';
import { dialogWords } from '../content/dialog-words.ts';
import { apiReferenceMeta, docList, docsHome, docsLabels, docsSearchCopy } from '../content/docs.ts';
import { apiReferenceLabels, apiReferenceText } from '../content/api-reference.ts';
import { sdkApiOverview } from '../content/resources.ts';
import {
  appFilingTexts,
  appInstallTexts,
  appReportTexts,
  appStoreTexts,
  companionAppTexts,
} from '../content/app-store.ts';
import { appStorePage } from '../content/resources.ts';
import { appCategoryLabels, sdkTypeLabels } from '@app/contracts/options';
import { appPermissionLabels, collectedDataLabels } from '@app/contracts/app-listing-labels';
import { storeSortLabels } from '@app/contracts/api/app-store';
import { appReportReasonLabels } from '@app/contracts/forms/app-report';
import { cookieBannerTexts } from '../content/consent.ts';
import { slugMessages } from '@app/contracts/forms/console';
import { listingMessages } from '@app/contracts/forms/app-listing';
import { appFilingMessages } from '@app/contracts/forms/app-filing';
import { webhookMessages } from '@app/contracts/api/webhooks';
import { deviceMessages } from '@app/contracts/device-models';

export const englishContent = {
  // The site's frame
  headerNav,
  headerCta,
  mobileMenuCta,
  mobileMenuLabels,
  homeLink,
  footer,
  chromeLabels,
  languageSwitch,
  notFoundPage,
  // The developer home
  developersMeta,
  devNav,
  languageButton,
  getStartedAction,
  devHero,
  aboutYodaOs,
  architectureLayers,
  sdkSection,
  sdkCards,
  resourcesSection,
  resourceCards,
  devFaq,
  community,
  devFooter,
  devUi,
  // The SDK pages
  cxrMPage,
  cxrSPage,
  sdkReleaseCard,
  // YodaOS-Sprite
  yodaosMeta,
  yodaosBreadcrumb,
  yodaosHero,
  coreFeaturesSection,
  coreFeatures,
  architectureSection,
  architectureTabs,
  supportedDevicesSection,
  supportedDevices,
  developmentResourcesSection,
  developmentResources,
  yodaosCta,
  // The FAQ
  faqMeta,
  faqBreadcrumb,
  faqHero,
  quickLinksHeading,
  quickLinks,
  stillNeedHelp,
  faqCategories,
  // The developer application (/become-developer) and the developer account pages
  developerCopy,
  developerApplicationForm,
  developerApplicationOptions,
  developerAccountCopy,
  secondFactorCopy,
  validationMessages,
  formUi,
  // The developer console (decision 0069)
  consoleCopy,
  consoleUi,
  consoleDates,
  consoleActivity,
  consoleDemoText,
  consoleEditionLink,
  apiErrorText,
  dialogWords,
  sdkDescriptions,
  downloadsCopy,
  systemRequirements,
  emailChangeCopy,
  webhooksCopy,
  webhookEventText,
  requestLogCopy,
  devicesCopy,
  deviceStatusText,
  lifecycleCopy,
  listingValueWords,
  // The console forms' messages, by key (decision 0070; the shared ones are validationMessages above)
  slugMessages,
  listingMessages,
  appFilingMessages,
  webhookMessages,
  deviceMessages,
  // The docs (their guides' text: content/docs/zh-CN, checked by guides.test.ts)
  docsHome,
  docList,
  docsLabels,
  docsSearchCopy,
  apiReferenceMeta,
  apiReferenceLabels,
  apiReferenceText,
  sdkApiOverview,
  // The App Store (decision 0067): its texts, and the labels of the contract's options it shows (the
  // values stay the spec's)
  appStorePage,
  appStoreTexts,
  appInstallTexts,
  appReportTexts,
  companionAppTexts,
  appFilingTexts,
  appCategoryLabels,
  sdkTypeLabels,
  storeSortLabels,
  appPermissionLabels,
  collectedDataLabels,
  appReportReasonLabels,
  // The cookie banner and cookie settings, on every page
  cookieBannerTexts,
};

export type EnglishContent = typeof englishContent;
