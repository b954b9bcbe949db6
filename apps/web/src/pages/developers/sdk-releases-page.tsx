/**
 * /sdk/{sdk}/releases, one page per SDK: `SdkReleaseNotes` with the SDK's releases, which the server reads
 * from the database and renders with this component on every request (decision 0046): complete HTML without
 * JavaScript.
 */
import { SdkReleaseNotes } from '../../features/developers/sdk-release-notes.tsx';
import { sdkReleasesCopy } from '../../content/sdk-releases.ts';
import { usePageHead } from '../../lib/head.tsx';
import { useServerPage } from '../../lib/server-page.tsx';

export default function SdkReleasesRoute() {
  const data = useServerPage('sdk-releases');
  const { title, description } = sdkReleasesCopy.meta(data.sdk);
  usePageHead({ title, description });
  return <SdkReleaseNotes data={data} />;
}
