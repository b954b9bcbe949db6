/**
 * An uploaded image is checked by its pixels, not only its first bytes (decision 0040): the header's width
 * and height must be within limits.screenshotMaxPixels, and the whole image must then decode. A small file
 * can declare 20000 × 20000 pixels (a decompression bomb: gigabytes once decoded for the store's
 * visitors), and a file whose header is an image's may hold anything after it.
 *
 * sharp (libvips) reads the header without decoding, then decodes every pixel with the pixel limit set, so
 * even a header that lies about its size cannot make it allocate more; `stats()` walks the image in
 * strips, so a full decode needs little memory.
 */
import sharp from 'sharp';
import { limits, validationMessages as m } from '@app/contracts';
import type { ScreenshotType } from '@app/contracts/api/app-store';
import { AppError } from '../../lib/app-error.ts';

const formats: Record<ScreenshotType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const unreadable = () =>
  new AppError('validation', m.screenshotUnreadable, { screenshot: m.screenshotUnreadable });

/** Resolves when `bytes` is a `type` image within the pixel limits that decodes whole; else a 400. */
export async function checkImagePixels(bytes: Buffer, type: ScreenshotType): Promise<void> {
  const max = limits.screenshotMaxPixels;
  let metadata;
  try {
    // The header only (no pixel is decoded), so no pixel limit yet: its size is what is checked next.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== formats[type] || !metadata.width || !metadata.height) throw unreadable();
  if (metadata.width > max || metadata.height > max) {
    throw new AppError('validation', m.screenshotTooManyPixels, { screenshot: m.screenshotTooManyPixels });
  }
  try {
    await sharp(bytes, { limitInputPixels: max * max, failOn: 'warning' }).stats();
  } catch {
    throw unreadable();
  }
}
