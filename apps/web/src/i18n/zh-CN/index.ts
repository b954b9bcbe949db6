/** The Chinese catalogue (decision 0063): one chunk, loaded on Chinese pages only (catalogue.tsx). */
import type { ZhCatalogue } from '../catalogue.tsx';
import { developers } from './developers.ts';
import { docs } from './docs.ts';
import { faq } from './faq.ts';
import { sdk } from './sdk.ts';
import { siteChrome } from './site-chrome.ts';
import { yodaos } from './yodaos.ts';
import { developerApplication } from './developer-application.ts';
import { developerAccount } from './developer-account.ts';
import { consoleZh } from './console.ts';
import { appStore } from './app-store.ts';
import { consent } from './consent.ts';

export const zhCN: ZhCatalogue = {
  ...siteChrome,
  ...developers,
  ...sdk,
  ...yodaos,
  ...faq,
  ...developerApplication,
  ...developerAccount,
  ...consoleZh,
  ...docs,
  ...appStore,
  ...consent,
};
