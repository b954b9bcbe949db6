/**
 * SDK releases (issue 37 item 2): staff publish them in the admin; the console's Downloads, the SDK pages,
 * the public release-notes pages and the Maven repository at /maven/releases all read these rows. The
 * payload schemas; the plain values (SDKs, limits, messages, formatting) are in ../sdk-releases.
 */
import { z } from 'zod';
import { isoDateTime } from './common';
import {
  parseRequirementLines,
  sdkFileKinds,
  sdkIds,
  sdkReleaseLimits,
  sdkReleaseMessages,
  sdkVersionPattern,
} from '../sdk-releases';

export * from '../sdk-releases';

const requirementSchema = z.object({ label: z.string(), value: z.string() });

export const sdkReleaseFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(sdkFileKinds),
  fileName: z.string(),
  byteSize: z.number().int().describe('Size of the file in bytes.'),
  sha256: z.string().describe('SHA-256 of the file, hex.'),
  url: z.string().describe('Where the file is downloaded (public).'),
});

export const sdkReleaseSchema = z.object({
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
});
export type SdkRelease = z.input<typeof sdkReleaseSchema>;
export type SdkReleaseFile = z.input<typeof sdkReleaseFileSchema>;

/** GET /api/sdk-releases (public: withdrawn releases left out) and GET /api/admin/sdk-releases (all). */
export const sdkReleaseListSchema = z.object({ releases: z.array(sdkReleaseSchema) });

/** POST /api/admin/sdk-releases answers the release published; PATCH answers it changed. */
export const sdkReleaseResponseSchema = z.object({ release: sdkReleaseSchema });

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
