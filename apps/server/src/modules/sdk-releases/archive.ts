/**
 * ZIP archives with the same bytes on every build (and so the same size and SHA-256): a fixed date and
 * sorted entries. Unix modes go in the external attributes, so the toolchain's programs unpack executable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { siteOriginPlaceholder, withOrigin } from '@app/contracts/site';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

/**
 * The sample builds' date. Local midnight, because ZIP's DOS timestamps (as fflate writes them) are in
 * local time: the stored date is 2025-05-24 in every zone.
 */
export const BUILD_DATE = new Date(2025, 4, 24);

export interface ArchiveEntry {
  bytes: Uint8Array;
  executable?: boolean;
}

const regularFile = 0o100644;
const executableFile = 0o100755;

export function zipEntries(entries: Record<string, ArchiveEntry>): Buffer {
  const files: Zippable = {};
  for (const path of Object.keys(entries).sort()) {
    const entry = entries[path]!;
    const mode = entry.executable ? executableFile : regularFile;
    // os 3 = Unix: unzip and Java read the mode from the high 16 bits of the external attributes.
    files[path] = [entry.bytes, { os: 3, attrs: mode << 16 }];
  }
  const zipped = zipSync(files, { level: 9, mtime: BUILD_DATE });
  return Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, path) : entry.isFile() ? [path] : [];
    })
    .sort();
}

/**
 * The files of `dir` as archive entries under `top/`. `origin` is the site's (PUBLIC_URL's): the sources
 * name the site by the build's stand-in (the sample's Maven repository), put in its place here, so the
 * archive's samples run as written on this deployment (decision 0054).
 */
export function folderEntries(dir: string, top: string, origin: string): Record<string, ArchiveEntry> {
  return Object.fromEntries(
    filesUnder(dir).map((path) => {
      const bytes = readFileSync(join(dir, path));
      const text = bytes.toString('utf8');
      const named = text.includes(siteOriginPlaceholder) ? Buffer.from(withOrigin(text, origin)) : bytes;
      return [`${top}/${path}`, { bytes: named }];
    }),
  );
}
