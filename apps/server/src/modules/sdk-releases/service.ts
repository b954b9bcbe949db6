/**
 * SDK releases in the database: listing them (with their files' sizes and checksums, never their bytes),
 * publishing one with its files, marking one current, withdrawing and restoring, and reading one file's
 * bytes. Every app process reads the same rows, so a release staff publish is served by all at once.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiErrorCodes } from '@app/contracts/api/common';
import {
  compareSdkVersions,
  sdkReleaseMessages as msg,
  type SdkFileKind,
  type SdkId,
  type SdkReleaseInput,
  type SdkReleaseUpdate,
} from '@app/contracts/api/sdk-releases';
import { sdkReleaseFiles, sdkReleases, type Database } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { auditStaff, type Actor } from '../staff-auth/index.ts';

/** Where a file of a release is downloaded (public, as the Maven repository). */
const sdkFileUrl = (sdk: string, version: string, fileName: string) =>
  `/downloads/sdk/${encodeURIComponent(sdk)}/${encodeURIComponent(version)}/${encodeURIComponent(fileName)}`;

/** The type a file is served with, from its name (the names are checked against sdkFileNamePattern). */
function contentTypeOf(fileName: string): string {
  if (/\.(aar|jar)$/.test(fileName)) return 'application/java-archive';
  if (fileName.endsWith('.zip')) return 'application/zip';
  if (/\.(tgz|tar\.gz)$/.test(fileName)) return 'application/gzip';
  return 'application/octet-stream';
}

interface ReleaseFileRow {
  id: number;
  kind: SdkFileKind;
  fileName: string;
  byteSize: number;
  sha256: string;
  url: string;
}

export interface ReleaseRow {
  id: number;
  sdk: SdkId;
  version: string;
  releaseDate: string;
  notes: string;
  requirements: Array<{ label: string; value: string }>;
  current: boolean;
  withdrawn: boolean;
  sampleBuild: boolean;
  files: ReleaseFileRow[];
  totalBytes: number;
  publishedAt: Date;
}

const fileKindOrder: Record<string, number> = { library: 0, toolchain: 1, samples: 2 };

/** Releases, newest version first per SDK; withdrawn ones only when asked (staff). */
export async function listReleases(
  db: Database,
  options: { includeWithdrawn: boolean; sdk?: SdkId },
): Promise<ReleaseRow[]> {
  const conditions = [
    ...(options.includeWithdrawn ? [] : [isNull(sdkReleases.withdrawnAt)]),
    ...(options.sdk ? [eq(sdkReleases.sdk, options.sdk)] : []),
  ];
  const rows = await db
    .select()
    .from(sdkReleases)
    .where(conditions.length ? and(...conditions) : undefined);
  if (rows.length === 0) return [];
  const files = await db
    .select({
      id: sdkReleaseFiles.id,
      releaseId: sdkReleaseFiles.releaseId,
      kind: sdkReleaseFiles.kind,
      fileName: sdkReleaseFiles.fileName,
      byteSize: sdkReleaseFiles.byteSize,
      sha256: sdkReleaseFiles.sha256,
    })
    .from(sdkReleaseFiles)
    .where(
      inArray(
        sdkReleaseFiles.releaseId,
        rows.map((r) => r.id),
      ),
    );
  return rows
    .map((row): ReleaseRow => {
      const own = files
        .filter((f) => f.releaseId === row.id)
        .sort((a, b) => (fileKindOrder[a.kind] ?? 9) - (fileKindOrder[b.kind] ?? 9))
        .map((f) => ({
          id: f.id,
          kind: f.kind as SdkFileKind,
          fileName: f.fileName,
          byteSize: f.byteSize,
          sha256: f.sha256,
          url: sdkFileUrl(row.sdk, row.version, f.fileName),
        }));
      return {
        id: row.id,
        sdk: row.sdk as SdkId,
        version: row.version,
        releaseDate: row.releaseDate,
        notes: row.notes,
        requirements: row.requirements,
        current: row.isCurrent,
        withdrawn: row.withdrawnAt !== null,
        sampleBuild: row.sampleBuild,
        files: own,
        totalBytes: own.reduce((sum, f) => sum + f.byteSize, 0),
        publishedAt: row.createdAt,
      };
    })
    .sort((a, b) => a.sdk.localeCompare(b.sdk) || compareSdkVersions(b.version, a.version));
}

async function releaseById(db: Database, id: number): Promise<ReleaseRow> {
  const [row] = await db.select({ sdk: sdkReleases.sdk }).from(sdkReleases).where(eq(sdkReleases.id, id));
  const found = row
    ? (await listReleases(db, { includeWithdrawn: true, sdk: row.sdk as SdkId })).find((r) => r.id === id)
    : undefined;
  if (!found) throw new AppError('not_found', msg.notFound);
  return found;
}

export interface UploadedFile {
  kind: SdkFileKind;
  fileName: string;
  bytes: Buffer;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Makes `id` the current release of its SDK (inside a transaction). */
async function setCurrent(tx: Database, sdk: string, id: number) {
  await tx.update(sdkReleases).set({ isCurrent: false }).where(eq(sdkReleases.sdk, sdk));
  await tx.update(sdkReleases).set({ isCurrent: true }).where(eq(sdkReleases.id, id));
}

/**
 * Inserts a release with its files. `actor` null: the site's own sample releases (no audit entry, and a
 * release that already exists is left as it is: several processes may start at once).
 */
export async function insertRelease(
  db: Database,
  actor: Actor | null,
  input: Omit<SdkReleaseInput, 'makeCurrent'> & { makeCurrent: boolean },
  files: UploadedFile[],
): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sdkReleases)
        .values({
          sdk: input.sdk,
          version: input.version,
          releaseDate: input.releaseDate,
          notes: input.notes,
          requirements: input.requirements,
          sampleBuild: input.sampleBuild,
          publishedBy: actor?.id ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: sdkReleases.id });
      if (!row) {
        if (actor)
          throw new AppError('conflict', msg.duplicate, undefined, undefined, apiErrorCodes.sdkReleaseExists);
        return null;
      }
      await tx.insert(sdkReleaseFiles).values(
        files.map((file) => ({
          releaseId: row.id,
          kind: file.kind,
          fileName: file.fileName,
          contentType: contentTypeOf(file.fileName),
          byteSize: file.bytes.length,
          sha256: sha256Of(file.bytes),
          data: file.bytes,
        })),
      );
      const [current] = await tx
        .select({ id: sdkReleases.id })
        .from(sdkReleases)
        .where(and(eq(sdkReleases.sdk, input.sdk), eq(sdkReleases.isCurrent, true)));
      if (input.makeCurrent || !current) await setCurrent(tx, input.sdk, row.id);
      if (actor) {
        await auditStaff(
          tx,
          actor,
          'sdk_release.published',
          { type: 'sdk_release', id: row.id },
          {
            sdk: input.sdk,
            version: input.version,
            files: files.map((f) => ({ kind: f.kind, fileName: f.fileName, byteSize: f.bytes.length })),
          },
        );
      }
      return row.id;
    });
  } catch (error) {
    // Two processes seeding at once, or a current flag raced: the unique indexes settle it.
    if (!actor && isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function publishRelease(
  db: Database,
  actor: Actor,
  input: SdkReleaseInput,
  files: UploadedFile[],
): Promise<ReleaseRow> {
  if (files.length === 0) throw new AppError('validation', msg.noFiles, { files: msg.noFiles });
  const id = await insertRelease(db, actor, input, files);
  return releaseById(db, id!);
}

const stateError = (message: string) =>
  new AppError('conflict', message, undefined, undefined, apiErrorCodes.sdkReleaseState);

/** Marks a release current, or withdraws or restores it; each change is audited. */
export async function updateRelease(
  db: Database,
  actor: Actor,
  id: number,
  update: SdkReleaseUpdate,
): Promise<ReleaseRow> {
  const before = await releaseById(db, id);
  await db.transaction(async (tx) => {
    if (update.withdrawn !== undefined && update.withdrawn !== before.withdrawn) {
      if (update.withdrawn && before.current) throw stateError(msg.withdrawCurrent);
      await tx
        .update(sdkReleases)
        .set({ withdrawnAt: update.withdrawn ? new Date() : null })
        .where(eq(sdkReleases.id, id));
      await auditStaff(
        tx,
        actor,
        update.withdrawn ? 'sdk_release.withdrawn' : 'sdk_release.restored',
        { type: 'sdk_release', id },
        { sdk: before.sdk, version: before.version },
      );
    }
    if (update.current && !before.current) {
      if (update.withdrawn ?? before.withdrawn) throw stateError(msg.withdrawnCurrent);
      await setCurrent(tx, before.sdk, id);
      await auditStaff(
        tx,
        actor,
        'sdk_release.made_current',
        { type: 'sdk_release', id },
        {
          sdk: before.sdk,
          version: before.version,
        },
      );
    }
  });
  return releaseById(db, id);
}

export interface StoredFile {
  fileName: string;
  contentType: string;
  sha256: string;
  data: Buffer;
}

/** One file of a release that is not withdrawn, with its bytes; undefined when there is none. */
export async function releaseFile(
  db: Database,
  sdk: string,
  version: string,
  match: { fileName: string } | { kind: SdkFileKind },
): Promise<StoredFile | undefined> {
  const [file] = await db
    .select({
      fileName: sdkReleaseFiles.fileName,
      contentType: sdkReleaseFiles.contentType,
      sha256: sdkReleaseFiles.sha256,
      data: sdkReleaseFiles.data,
    })
    .from(sdkReleaseFiles)
    .innerJoin(sdkReleases, eq(sdkReleases.id, sdkReleaseFiles.releaseId))
    .where(
      and(
        eq(sdkReleases.sdk, sdk),
        eq(sdkReleases.version, version),
        isNull(sdkReleases.withdrawnAt),
        'fileName' in match
          ? eq(sdkReleaseFiles.fileName, match.fileName)
          : eq(sdkReleaseFiles.kind, match.kind),
      ),
    );
  return file;
}

/** A file of a release not withdrawn, by id, with its release's SDK and version (the console counts it). */
export async function publicFileById(
  db: Database,
  id: number,
): Promise<{ sdk: string; version: string; fileName: string; url: string } | undefined> {
  const [row] = await db
    .select({ sdk: sdkReleases.sdk, version: sdkReleases.version, fileName: sdkReleaseFiles.fileName })
    .from(sdkReleaseFiles)
    .innerJoin(sdkReleases, eq(sdkReleases.id, sdkReleaseFiles.releaseId))
    .where(and(eq(sdkReleaseFiles.id, id), isNull(sdkReleases.withdrawnAt)));
  return row ? { ...row, url: sdkFileUrl(row.sdk, row.version, row.fileName) } : undefined;
}
