import { sdkPages } from '../../content/sdk.ts';
import SdkPageView from '../../islands/sdk-page-view.tsx';
import { usePageHead } from '../../lib/head.tsx';

/** /sdk/cxr-m: the head here, the content an island (its tabs and Quick Start button need the browser). */
export function CxrMPage() {
  usePageHead(sdkPages['cxr-m'].meta);
  return <SdkPageView sdk="cxr-m" />;
}

/** /sdk/cxr-s, as /sdk/cxr-m. */
export function CxrSPage() {
  usePageHead(sdkPages['cxr-s'].meta);
  return <SdkPageView sdk="cxr-s" />;
}
