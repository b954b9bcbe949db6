import { sdkIds, sdkReleaseNotesPath } from '@app/contracts/sdk-releases';
import { brand } from '../site';
import { aboutMeta } from './about';
import { companionAppPath, companionAppTexts } from './app-store';
import { developersMeta } from './developers';
import { docsMeta } from './docs';
import { faqMeta } from './faq';
import { formPagesMeta } from './form-pages';
import { globalPartnersMeta } from './global-partners';
import { homeMeta } from './home';
import { partnerSuccessMeta } from './partner-success';
import { policyList } from './policies';
import { productPages, productsMeta, wholesalePages } from './products';
import { resourcePages } from './resources';
import { sdkPages } from './sdk';
import { sdkReleasesCopy } from './sdk-releases';
import type { PageMeta } from './types';
import { yodaosMeta } from './yodaos';

/** Suffix appended to every document title except the home page's. */
const titleSuffix = ` | ${brand.name}`;

/** Document title for a page: the home page's title is used as is. */
export const documentTitle = (path: string, meta: PageMeta): string =>
  path === '/' ? meta.title : `${meta.title}${titleSuffix}`;

/**
 * Title and description of every indexable public route of app/routes.ts (the pages call `usePageHead`
 * with these same objects; the content test checks this record covers exactly those routes). The form
 * pages' text lives with their copy in pages/forms; the record repeats it for the tests that read heads.
 */
export const pageMeta: Record<string, PageMeta> = {
  '/': homeMeta,
  '/about': aboutMeta,
  '/products': productsMeta,
  ...Object.fromEntries(Object.values(wholesalePages).map((page) => [page.href, page.meta])),
  ...Object.fromEntries(Object.values(productPages).map((page) => [page.href, page.meta])),
  ...Object.fromEntries(
    policyList.map((policy) => [
      `/policies/${policy.slug}`,
      { title: policy.title, description: policy.description },
    ]),
  ),
  '/partner-success': partnerSuccessMeta,
  '/contact': formPagesMeta.contact,
  '/become-partner': formPagesMeta.partner,
  '/become-developer': formPagesMeta.developer,
  '/subscribe': formPagesMeta.subscribe,
  '/developers': developersMeta,
  '/sdk/cxr-m': sdkPages['cxr-m'].meta,
  '/sdk/cxr-s': sdkPages['cxr-s'].meta,
  '/yodaos-sprite': yodaosMeta,
  '/faq': faqMeta,
  ...docsMeta,
  ...Object.fromEntries(Object.values(resourcePages).map((page) => [page.path, page.meta])),
  '/global-partners': globalPartnersMeta,
  [companionAppPath]: companionAppTexts.meta,
  ...Object.fromEntries(
    sdkIds.map((sdk) => {
      const { title, description } = sdkReleasesCopy.meta(sdk);
      return [sdkReleaseNotesPath(sdk), { title, description }];
    }),
  ),
};
