/**
 * SDK releases (issue 37 item 2), without zod: the SDKs, names, paths, limits, messages and formatting
 * that public pages use too (their bundles stay free of zod). The payload schemas are in api/sdk-releases.
 */
import { brand } from './site';

/** The SDKs a release belongs to (doc 2 §3: the mobile SDK, the glasses SDK, the Unity plugin). */
export const sdkIds = ['cxr-m', 'cxr-s', 'unity'] as const;
export type SdkId = (typeof sdkIds)[number];

export const sdkNames: Record<SdkId, string> = {
  'cxr-m': 'CXR-M SDK (mobile)',
  'cxr-s': 'CXR-S SDK (glasses)',
  unity: 'Unity plugin',
};

export const sdkPlatforms: Record<SdkId, string> = {
  'cxr-m': 'Android',
  'cxr-s': 'YodaOS-Sprite',
  unity: 'Unity 2022.3+',
};

/** The public page listing every version of an SDK, with its notes and files. */
export const sdkReleaseNotesPath = (sdk: SdkId) => `/sdk/${sdk}/releases`;

/**
 * Maven coordinates of the SDKs published to /maven/releases (only the mobile SDK is a Maven library: the
 * glasses SDK is C/C++ with a CMake toolchain, the Unity plugin a Unity package).
 */
export const mavenRepositoryPath = '/maven/releases';
export const mavenGroupId = `com.${brand.slug}.cxr`;
export const mavenArtifacts: Partial<Record<SdkId, string>> = { 'cxr-m': 'cxr-m' };

/** What a file of a release is: the library itself, the toolchain installer, the sample projects. */
export const sdkFileKinds = ['library', 'toolchain', 'samples'] as const;
export type SdkFileKind = (typeof sdkFileKinds)[number];
export const sdkFileKindLabels: Record<SdkFileKind, string> = {
  library: 'Library',
  toolchain: 'Toolchain',
  samples: 'Samples',
};

/** MAJOR.MINOR.PATCH: Maven orders these as semver does, and the pages and metadata sort by them. */
export const sdkVersionPattern = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

/** Compares two MAJOR.MINOR.PATCH versions numerically (negative: a is older). */
export function compareSdkVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Bytes as people read them, in 1024 steps, one decimal (6.4 KB, 12.3 MB). */
export function formatByteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export const sdkReleaseLimits = {
  /** Bytes of one uploaded file: stored in the database (bytea) and read whole to be served. */
  fileBytes: 32 * 1024 * 1024,
  notes: 20_000,
  requirements: 12,
  requirementText: 200,
  fileName: 120,
} as const;

export const sdkReleaseMessages = {
  notFound: 'Release not found',
  fileNotFound: 'File not found',
  duplicate: 'This SDK already has a release with this version.',
  version: 'Enter a version as MAJOR.MINOR.PATCH, for example 2.2.0.',
  releaseDate: 'Enter the release date as YYYY-MM-DD.',
  notes: 'Write the release notes.',
  requirement: 'Write each requirement as "Label: value" on its own line.',
  noFiles: 'Attach at least one file.',
  fileTooBig: `A file can be at most ${formatByteSize(sdkReleaseLimits.fileBytes)}.`,
  fileName: 'File names may use letters, digits, dots, dashes and underscores only.',
  withdrawnCurrent: 'A withdrawn release cannot be the current one: publish it again first.',
  withdrawCurrent: 'The current release cannot be withdrawn: make another release current first.',
} as const;

/** A file's name as stored and served: no path, nothing a URL or a header would need to escape. */
export const sdkFileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

/** A row of the requirements card: "Label: value". */
export interface SdkRequirement {
  label: string;
  value: string;
}

const requirementLine = /^([^:]{1,60}):\s*(.+)$/;

/** "Label: value" lines (the form's textarea) as requirement rows. */
export function parseRequirementLines(text: string): SdkRequirement[] | null {
  const rows: SdkRequirement[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const match = requirementLine.exec(line);
    if (!match || line.length > sdkReleaseLimits.requirementText) return null;
    rows.push({ label: match[1]!.trim(), value: match[2]!.trim() });
  }
  return rows.length <= sdkReleaseLimits.requirements ? rows : null;
}

/** One version on a release-notes page, its values ready to show. */
export interface SdkReleaseNotesEntry {
  id: number;
  version: string;
  /** "May 24, 2025" */
  dateText: string;
  /** Total size of the files, "41.2 KB" */
  sizeText: string;
  current: boolean;
  sampleBuild: boolean;
  /** The notes' Markdown rendered by markdown-it with raw HTML escaped. */
  notesHtml: string;
  requirements: SdkRequirement[];
  files: Array<{
    id: number;
    fileName: string;
    url: string;
    kindLabel: string;
    sizeText: string;
    sha256: string;
  }>;
}

/** The data of a release-notes page: one SDK, every public version, newest first. */
export interface SdkReleaseNotesData {
  sdk: SdkId;
  name: string;
  platform: string;
  releases: SdkReleaseNotesEntry[];
}

/** Dates of releases as the site shows dates (US English, doc 2 §9): "May 24, 2025". */
export const releaseDateText = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
