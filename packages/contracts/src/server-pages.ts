/**
 * The pages the server renders on each request, with the web app's React components (decision 0046): what
 * each page is given, and the renderer the web build writes (`apps/web/dist-ssr/entry-server.js`) that the
 * server loads. The same components render the prerendered pages; these pages differ only in their data.
 */
import type { ApiErrorCode } from './api/common';
import type { AppStoreQuery, StoreApp, StoreAppList, StoreDeveloperPage } from './api/app-store';
import type { DocsSearchResults } from './docs-search';
import type { PublicFormName } from './form-pages';
import type { SdkReleaseNotesData } from './sdk-releases';

/** Every form a browser posts without JavaScript to the page it is on (the server answers its errors). */
export type BrowserFormName = PublicFormName | 'unsubscribe' | 'subscribe-confirm';

/** A browser form post the server refused: what the page shows, in the form that was posted. */
export interface FormAnswer {
  form: BrowserFormName;
  /** The summary's heading (the API's `message`). */
  message: string;
  /** The answer's code: a page in another language than the API's words says the summary by it. */
  code: ApiErrorCode;
  /** Field path → the contract's message; paths without a control are listed in the summary only. */
  errors: Readonly<Record<string, string>>;
  /** The posted fields: every value of each name, in order (put back into the controls). */
  values: Readonly<Record<string, readonly string[]>>;
}

/**
 * `/app-store`: the filters (shown in the search form) and the page of apps they found (`list`: the apps,
 * how many match, the page, the page count and the order applied).
 */
export interface AppStoreListData {
  query: AppStoreQuery;
  list: StoreAppList;
}

/** `/app-store/{slug}`: one published app; `reported` after a report posted without JavaScript was received. */
export interface AppStoreAppData {
  app: StoreApp;
  reported?: boolean;
}

/** `/app-store/developers/{slug}`: a developer's public name and website, and their published apps. */
export type AppStoreDeveloperData = StoreDeveloperPage;

/** `/docs/search?q=`: the visitor's words and what the docs index found. */
export interface DocsSearchPageData {
  query: string;
  results: DocsSearchResults;
}

/** A page the server fills with data it reads (the App Store, the docs search, the SDK release notes). */
export type DataPage =
  | { page: 'app-store'; data: AppStoreListData }
  | { page: 'app-store-app'; data: AppStoreAppData }
  | { page: 'app-store-developer'; data: AppStoreDeveloperData }
  | { page: 'docs-search'; data: DocsSearchPageData }
  | { page: 'sdk-releases'; data: SdkReleaseNotesData };

/**
 * A page and its data; `form-answer` is the page of a form (any form page) showing a refused post. A form
 * on a page the server fills (the App Store app page's report form) is answered on that page: `on` holds
 * the page's own data, read again for the answer.
 */
export type ServerPage = DataPage | { page: 'form-answer'; data: FormAnswer; on?: DataPage };

export type ServerPageName = ServerPage['page'];
export type ServerPageData<N extends ServerPageName> = Extract<ServerPage, { page: N }>['data'];

/** What the web build's server entry gives the server, for a built site in `dist`. */
export interface PageRenderer {
  /**
   * The complete HTML document of `path` (a route of the site) showing `page`; undefined when the path is
   * not a page of the site. A form answer is sent without module scripts: the visitor posted without them.
   */
  renderPage(path: string, page: ServerPage): Promise<string | undefined>;
}

export interface ServerEntry {
  createPageRenderer(dist: string): PageRenderer;
}

/** The server entry, relative to the folder that holds the built site (`dist`). */
export const serverEntryFile = '../dist-ssr/entry-server.js';
