/** Words of the SDK release-notes pages (/sdk/{sdk}/releases) and of the SDK pages' release card. */
import { sdkNames, type SdkId } from '@app/contracts/sdk-releases';
import { brand } from '../site';
import type { Breadcrumb } from './types';

const sdkPagePath: Partial<Record<SdkId, string>> = { 'cxr-m': '/sdk/cxr-m', 'cxr-s': '/sdk/cxr-s' };

/** The SDK pages' release card's links (also words of the release-notes pages, sdkReleasesCopy). */
export const sdkReleaseCard = {
  toolchainLink: 'Toolchain installer',
  versionsLink: 'All versions and release notes',
  /** In a cell beside its label ("Version", "Download size") until the current release is read. */
  seeReleaseNotes: 'Release notes',
} as const;

export const sdkReleasesCopy = {
  meta: (sdk: SdkId) => ({
    title: `${sdkNames[sdk]} release notes`,
    description: `Every version of the ${brand.name} ${sdkNames[sdk]}: release notes, requirements, files with their sizes and SHA-256 checksums.`,
  }),
  breadcrumb: (sdk: SdkId): Breadcrumb[] => {
    const page = sdkPagePath[sdk];
    return [
      { label: 'Developers', href: '/developers' },
      page ? { label: sdkNames[sdk], href: page } : { label: sdkNames[sdk] },
      { label: 'Release notes' },
    ];
  },
  title: (sdk: SdkId) => `${sdkNames[sdk]} release notes`,
  lead: (platform: string) =>
    `Every published version for ${platform}, newest first. Download the files from here, or sign in to the developer console.`,
  heading: 'Versions',
  versionHeading: (version: string) => `Version ${version}`,
  current: 'Current',
  sampleBuild: 'Sample build',
  released: (date: string, size: string) => `Released ${date} · ${size} in total`,
  requirementsHeading: 'Requirements',
  filesHeading: 'Files',
  fileColumns: { name: 'File', kind: 'Type', size: 'Size', sha256: 'SHA-256' },
  empty: 'No versions are published yet.',
  otherSdks: 'Release notes of the other SDKs',
  releaseNotesLink: 'Release notes',
  ...sdkReleaseCard,
} as const;
