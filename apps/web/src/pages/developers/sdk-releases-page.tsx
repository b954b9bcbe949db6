/**
 * /sdk/{sdk}/releases, one page per SDK. The page is `SdkReleaseNotes` with the SDK's releases. Until the
 * per-request React entry serves it, the build renders it here as a template with one placeholder
 * release (`{{version}}`, `{{date}}`…) and the server (modules/sdk-releases/notes-page.ts) clones that
 * release per version and fills it from the database on every request: complete HTML without JavaScript.
 */
import { sdkNames, sdkPlatforms, type SdkId, type SdkReleaseNotesData } from '@app/contracts/sdk-releases';
import { SdkReleaseNotes } from '../../features/developers/sdk-release-notes.tsx';
import { sdkReleasesCopy } from '../../content/sdk-releases.ts';
import { usePageHead } from '../../lib/head.tsx';

/** The data of the build-time template: one release whose every value is a `{{placeholder}}`. */
function templateData(sdk: SdkId): SdkReleaseNotesData {
  return {
    sdk,
    name: sdkNames[sdk],
    platform: sdkPlatforms[sdk],
    releases: [
      {
        id: 0,
        version: '{{version}}',
        dateText: '{{date}}',
        sizeText: '{{size}}',
        current: true,
        sampleBuild: true,
        notesHtml: '',
        requirements: [{ label: '{{label}}', value: '{{value}}' }],
        files: [
          {
            id: 0,
            fileName: '{{fileName}}',
            url: '#',
            kindLabel: '{{kind}}',
            sizeText: '{{fileSize}}',
            sha256: '{{sha256}}',
          },
        ],
      },
    ],
  };
}

function releasesTemplate(sdk: SdkId) {
  return function SdkReleasesTemplate() {
    const { title, description } = sdkReleasesCopy.meta(sdk);
    usePageHead({ title, description });
    return <SdkReleaseNotes data={templateData(sdk)} />;
  };
}

export const CxrMReleasesTemplate = releasesTemplate('cxr-m');
export const CxrSReleasesTemplate = releasesTemplate('cxr-s');
export const UnityReleasesTemplate = releasesTemplate('unity');
