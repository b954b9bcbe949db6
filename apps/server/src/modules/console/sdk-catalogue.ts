/**
 * The SDK packages of the console's Downloads tab (doc 2 §3, §9): the mobile SDK (CXR-M, Android) 2.1.0,
 * the glasses SDK (CXR-S, YodaOS-Sprite) 1.8.2 and the Unity plugin (Unity 2022.3+) 1.5.1. A request names
 * a package by its key; keys are looked up in this Map, never used in a path. Each archive holds what the
 * SDK pages describe (the CXR-S headers, the CXR-M sample project, the Unity package and sample scene).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '@app/contracts/site';
import { strToU8, zipSync } from 'fflate';

export interface SdkPackage {
  id: string;
  name: string;
  version: string;
  platform: string;
  description: string;
  requirements: string[];
}

const entries: SdkPackage[] = [
  {
    id: 'cxr-m',
    name: 'CXR-M SDK (mobile)',
    version: '2.1.0',
    platform: 'Android',
    description: `Connect Android apps to ${brand.name} glasses: pairing, audio and video streams, custom scenes and commands.`,
    requirements: [
      'Android 7.0 (API level 24) or higher',
      'ARM64, ARM or x86_64',
      'Camera, microphone and storage permissions',
      'Wi-Fi or Bluetooth',
      'Minimum 2GB RAM recommended',
    ],
  },
  {
    id: 'cxr-s',
    name: 'CXR-S SDK (glasses)',
    version: '1.8.2',
    platform: 'YodaOS-Sprite',
    description: `Build apps that run on ${brand.name} glasses under YodaOS-Sprite, with a data channel to phone apps.`,
    requirements: [
      'YodaOS-Sprite 2.1 or higher',
      'Developer permission enabled on the glasses (Devices tab of the console)',
    ],
  },
  {
    id: 'unity',
    name: 'Unity plugin',
    version: '1.5.1',
    platform: 'Unity 2022.3+',
    description: 'Build glasses experiences in Unity with both SDKs wrapped for C#.',
    requirements: ['Unity 2022.3 LTS or newer', 'Android build support module'],
  },
];

export const sdkPackages: ReadonlyMap<string, SdkPackage> = new Map(
  entries.map((entry) => [entry.id, entry]),
);

export const sdkFileName = (sdk: SdkPackage) => `${brand.slug}-${sdk.id}-sdk-${sdk.version}.zip`;

/**
 * A fixed date so the same package always has the same bytes (and checksum). Local midnight, because ZIP's
 * DOS timestamps (as fflate writes them) are in local time: the stored date is 2025-05-24 in every zone.
 */
const BUILD_DATE = new Date(2025, 4, 24);

/** The committed sources of the packages: apps/server/assets/sdk/{id}/ (copied beside the bundled server). */
function defaultSdkSourceDir(): string {
  const candidates = [new URL('../../../assets/sdk', import.meta.url), new URL('./sdk', import.meta.url)].map(
    (u) => u.pathname,
  );
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}

export interface SdkArchive {
  bytes: Buffer;
  sha256: string;
  /** The entries' paths inside the archive, sorted. */
  entries: string[];
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted (stable archives). */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, path) : entry.isFile() ? [path] : [];
    })
    .sort();
}

const license = (sdk: SdkPackage) =>
  [
    `${brand.name} ${sdk.name} ${sdk.version}`,
    `Copyright (c) ${BUILD_DATE.getFullYear()} ${brand.name}. All rights reserved.`,
    '',
    `Members of the ${brand.name} developer program may use, copy and modify the files in this package to`,
    `build, test and distribute apps for ${brand.name} devices, and may include the sample code in their own`,
    'apps under any licence. Redistributing the package itself, or parts of it outside an app, needs our',
    'written permission. The package is provided "as is", without warranty of any kind.',
    '',
  ].join('\n');

const cache = new Map<string, SdkArchive>();

/**
 * The package's ZIP: its committed sources (README, headers or sample project, manifest) under one top
 * folder, plus LICENSE.txt. Built once per process from `sourceDir`; the bytes never change between
 * starts, so the size and SHA-256 the console shows are the file's.
 */
export function sdkArchive(sdk: SdkPackage, sourceDir = defaultSdkSourceDir()): SdkArchive {
  const key = `${sourceDir}\0${sdk.id}`;
  let archive = cache.get(key);
  if (!archive) {
    const dir = join(sourceDir, sdk.id);
    const top = sdkFileName(sdk).replace(/\.zip$/, '');
    const files: Record<string, Uint8Array> = {};
    for (const path of filesUnder(dir)) files[`${top}/${path}`] = readFileSync(join(dir, path));
    files[`${top}/LICENSE.txt`] = strToU8(license(sdk));
    const zipped = zipSync(files, { level: 9, mtime: BUILD_DATE });
    const bytes = Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
    archive = {
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      entries: Object.keys(files).sort(),
    };
    cache.set(key, archive);
  }
  return archive;
}
