import { sdkPages } from '../../content/sdk.ts';
import SdkPageView from '../../islands/sdk-page-view.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { useContent } from '../../i18n/catalogue.tsx';

/** /sdk/cxr-m: the head here, the content an island (its tabs and Quick Start button need the browser). */
export function CxrMPage() {
  usePageHead(useContent('cxrMPage', sdkPages['cxr-m']).meta);
  return <SdkPageView sdk="cxr-m" />;
}

/** /sdk/cxr-s, as /sdk/cxr-m. */
export function CxrSPage() {
  usePageHead(useContent('cxrSPage', sdkPages['cxr-s']).meta);
  return <SdkPageView sdk="cxr-s" />;
}
