/**
 * The release-notes template as the build writes it (the page body, without the layout), for the server
 * test that fills it (apps/server/test/sdk-releases-admin.test.ts): the server may not render React.
 */
import type { SdkId } from '@app/contracts/api/sdk-releases';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { SdkReleaseNotes } from '../../features/developers/sdk-release-notes.tsx';
import { templateData } from './sdk-releases-page.tsx';

export function sdkReleasesTemplateBody(sdk: SdkId): string {
  // As the prerenderer renders it: inside the router, at the page's path (links read the location).
  return renderToStaticMarkup(
    <Router ssrPath={`/sdk/${sdk}/releases`}>
      <SdkReleaseNotes data={templateData(sdk)} />
    </Router>,
  );
}
