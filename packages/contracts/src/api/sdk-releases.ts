/**
 * SDK releases (issue 37 item 2): staff publish them in the admin; the console's Downloads, the SDK pages,
 * the public release-notes pages and the Maven repository at /maven/releases all read these rows.
 */
import { z } from 'zod';
import { brand } from '../site';
import { isoDateTime } from './common';

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

const requirementSchema = z.object({ label: z.string(), value: z.string() });
export type SdkRequirement = z.infer<typeof requirementSchema>;

export const sdkReleaseFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(sdkFileKinds),
  fileName: z.string(),
  byteSize: z.number().int().describe('Size of the file in bytes.'),
  sha256: z.string().describe('SHA-256 of the file, hex.'),
  url: z.string().describe('Where the file is downloaded (public).'),
});

export const sdkReleaseSchema = z
  .object({
    id: z.number().int(),
    sdk: z.enum(sdkIds),
    version: z.string(),
    releaseDate: z.string().describe('YYYY-MM-DD'),
    notes: z.string().describe('The release notes, Markdown.'),
    requirements: z.array(requirementSchema),
    current: z.boolean(),
    withdrawn: z.boolean(),
    sampleBuild: z.boolean().describe('A small illustrative build, not a production library.'),
    files: z.array(sdkReleaseFileSchema),
    totalBytes: z.number().int(),
    publishedAt: isoDateTime,
  })
  .meta({ id: 'SdkRelease' });
export type SdkRelease = z.input<typeof sdkReleaseSchema>;
export type SdkReleaseFile = z.input<typeof sdkReleaseFileSchema>;

/** GET /api/sdk-releases (public: withdrawn releases left out) and GET /api/admin/sdk-releases (all). */
export const sdkReleaseListSchema = z.object({ releases: z.array(sdkReleaseSchema) });

/** POST /api/admin/sdk-releases answers the release published; PATCH answers it changed. */
export const sdkReleaseResponseSchema = z.object({ release: sdkReleaseSchema });

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

/**
 * The text fields of the publish form (multipart, beside the files `library`, `toolchain`, `samples`).
 * Flags arrive as the strings a checkbox sends.
 */
export const sdkReleaseInputSchema = z.object({
  sdk: z.enum(sdkIds),
  version: z.string().trim().regex(sdkVersionPattern, sdkReleaseMessages.version),
  releaseDate: z.iso.date(sdkReleaseMessages.releaseDate),
  notes: z.string().trim().min(1, sdkReleaseMessages.notes).max(sdkReleaseLimits.notes),
  requirements: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const rows = parseRequirementLines(text);
      if (!rows) ctx.addIssue({ code: 'custom', message: sdkReleaseMessages.requirement });
      return rows ?? [];
    }),
  makeCurrent: z
    .enum(['on', 'true', 'false', ''])
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
  sampleBuild: z
    .enum(['on', 'true', 'false', ''])
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
});
export type SdkReleaseInput = z.output<typeof sdkReleaseInputSchema>;

/** PATCH /api/admin/sdk-releases/:id: make it the current release, or withdraw or restore it. */
export const sdkReleaseUpdateSchema = z
  .object({ current: z.literal(true).optional(), withdrawn: z.boolean().optional() })
  .refine((body) => body.current !== undefined || body.withdrawn !== undefined, {
    message: 'Say what to change.',
  });
export type SdkReleaseUpdate = z.input<typeof sdkReleaseUpdateSchema>;

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
