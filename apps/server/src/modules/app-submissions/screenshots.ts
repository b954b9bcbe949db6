/**
 * Screenshots of a submission: uploaded by the developer while the submission waits for review, stored in
 * the database (`app_screenshots.data`, bytea), shown on the App Store once the version is published.
 * The type is read from the file's first bytes (its signature), never from its name or the browser's
 * claim, and the image must decode within limits.screenshotMaxPixels (image-pixels.ts), so only real PNG,
 * JPEG and WebP images are kept and served.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { limits, validationMessages as m } from '@app/contracts';
import type { Screenshot, ScreenshotType } from '@app/contracts/api/app-store';
import { appScreenshots, appSubmissions, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { checkImagePixels } from './image-pixels.ts';
import { submissionMissing } from './developer-apps.ts';
import { notPending } from './service.ts';

export const screenshotNotFound = 'Screenshot not found';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes' signature names, or null for anything else. */
function sniffImageType(bytes: Buffer): ScreenshotType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

const screenshotMeta = {
  id: appScreenshots.id,
  submissionId: appScreenshots.submissionId,
  contentType: appScreenshots.contentType,
  byteSize: appScreenshots.byteSize,
};
export type ScreenshotMeta = {
  id: number;
  submissionId: number;
  contentType: ScreenshotType;
  byteSize: number;
};

/** A screenshot as the console lists it (served to its developer only) and as the store shows it. */
const asScreenshot = (meta: ScreenshotMeta, url: string): Screenshot => ({
  id: meta.id,
  contentType: meta.contentType,
  byteSize: meta.byteSize,
  url,
});
export const consoleScreenshot = (meta: ScreenshotMeta) =>
  asScreenshot(meta, `/api/console/screenshots/${meta.id}`);
export const staffScreenshot = (meta: ScreenshotMeta) =>
  asScreenshot(meta, `/api/admin/app-submissions/screenshots/${meta.id}`);
export const storeScreenshot = (meta: ScreenshotMeta) =>
  asScreenshot(meta, `/app-store/screenshots/${meta.id}`);

/** The screenshots of the given submissions, in upload order. */
export async function screenshotsOf(db: Database, submissionIds: number[]): Promise<ScreenshotMeta[]> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .select(screenshotMeta)
    .from(appScreenshots)
    .where(inArray(appScreenshots.submissionId, submissionIds))
    .orderBy(asc(appScreenshots.id));
  return rows as ScreenshotMeta[];
}

/** The submission of `appId` (already checked to be the caller's), locked, and still pending: else 404/409. */
async function pendingSubmission(tx: Database, appId: number, submissionId: number) {
  const [row] = await tx
    .select({ id: appSubmissions.id, status: appSubmissions.status })
    .from(appSubmissions)
    .where(and(eq(appSubmissions.id, submissionId), eq(appSubmissions.appId, appId)))
    .for('update');
  if (!row) throw submissionMissing();
  if (row.status !== 'pending') throw notPending(m.screenshotsLocked);
  return row;
}

interface Uploader {
  developer: { id: number; email: string };
  appId: number;
  submissionId: number;
}

/**
 * Keeps an uploaded image: 400 when it is not PNG/JPEG/WebP, is larger than the pixel limit or does not
 * decode (image-pixels.ts), 413 above the byte limit, 409 past the per-version limit.
 */
export async function addScreenshot(
  ctx: AppContext,
  who: Uploader,
  bytes: Buffer,
  ip: string | null,
): Promise<ScreenshotMeta> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('validation', m.screenshotType, { screenshot: m.screenshotType });
  if (bytes.length > limits.screenshotBytes) {
    throw new AppError('payload_too_large', m.screenshotTooBig, { screenshot: m.screenshotTooBig });
  }
  await checkImagePixels(bytes, contentType);
  return ctx.db.transaction(async (tx) => {
    await pendingSubmission(tx, who.appId, who.submissionId);
    const [held] = await tx
      .select({ n: count() })
      .from(appScreenshots)
      .where(eq(appScreenshots.submissionId, who.submissionId));
    if ((held?.n ?? 0) >= limits.screenshotUploads) {
      throw new AppError('conflict', m.tooManyScreenshotUploads);
    }
    const [row] = await tx
      .insert(appScreenshots)
      .values({
        submissionId: who.submissionId,
        contentType,
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
      })
      .returning(screenshotMeta);
    const added = row as ScreenshotMeta;
    await recordAudit(tx, {
      actorKind: 'developer',
      actorId: who.developer.id,
      actorName: who.developer.email,
      action: 'app_screenshot.added',
      entityType: 'app_submission',
      entityId: who.submissionId,
      details: { screenshotId: added.id, contentType, byteSize: bytes.length },
      ipAddress: ip,
    });
    return added;
  });
}

export async function removeScreenshot(
  ctx: AppContext,
  who: Uploader,
  screenshotId: number,
  ip: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await pendingSubmission(tx, who.appId, who.submissionId);
    const removed = await tx
      .delete(appScreenshots)
      .where(and(eq(appScreenshots.id, screenshotId), eq(appScreenshots.submissionId, who.submissionId)))
      .returning({ id: appScreenshots.id });
    if (removed.length === 0) throw new AppError('not_found', screenshotNotFound);
    await recordAudit(tx, {
      actorKind: 'developer',
      actorId: who.developer.id,
      actorName: who.developer.email,
      action: 'app_screenshot.removed',
      entityType: 'app_submission',
      entityId: who.submissionId,
      details: { screenshotId },
      ipAddress: ip,
    });
  });
}

/** One screenshot's bytes and type, with the ids that say whose it is (the caller decides who may see it). */
export async function screenshotFile(db: Database, id: number) {
  const [row] = await db
    .select({
      contentType: appScreenshots.contentType,
      data: appScreenshots.data,
      sha256: appScreenshots.sha256,
      submissionId: appScreenshots.submissionId,
      submissionStatus: appSubmissions.status,
      appId: appSubmissions.appId,
    })
    .from(appScreenshots)
    .innerJoin(appSubmissions, eq(appSubmissions.id, appScreenshots.submissionId))
    .where(eq(appScreenshots.id, id));
  return row;
}
