/**
 * The SDK packages of the console's Downloads tab (doc 2 §3, §9): the mobile SDK (CXR-M, Android) 2.1.0,
 * the glasses SDK (CXR-S, YodaOS-Sprite) 1.8.2 and the Unity plugin (Unity 2022.3+) 1.5.1. A request names
 * a package by its key; keys are looked up in this Map, never used in a path.
 */
import { brand, site } from '@app/contracts/site';
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
    requirements: ['YodaOS-Sprite 2.1 or higher', 'Developer permission enabled on the glasses'],
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
 * A fixed date so the same package always has the same bytes. Local midnight, because ZIP's DOS timestamps
 * (as fflate writes them) are in local time: the stored date is 2025-05-24 in every time zone.
 */
const BUILD_DATE = new Date(2025, 4, 24);
const cache = new Map<string, Buffer>();

function readme(sdk: SdkPackage): string {
  return [
    `# ${brand.name} ${sdk.name} ${sdk.version}`,
    '',
    `Platform: ${sdk.platform}`,
    '',
    sdk.description,
    '',
    '## Requirements',
    '',
    ...sdk.requirements.map((line) => `- ${line}`),
    '',
    '## Getting started',
    '',
    `1. Create an app and an API key in the developer console (${site.url}/console).`,
    '2. Follow the Getting Started guide on the SDK page of the developer site.',
    '3. Send API calls with `Authorization: Bearer <your key>`.',
    '',
    'This package is the console distribution of the SDK release named above: documentation and metadata.',
    `Support: ${site.developerSupportEmail}`,
    '',
  ].join('\n');
}

/** The package's ZIP (README.md, sdk.json, LICENSE.txt), built once per process. */
export function sdkArchive(sdk: SdkPackage): Buffer {
  let bytes = cache.get(sdk.id);
  if (!bytes) {
    const manifest = { name: sdk.name, id: sdk.id, version: sdk.version, platform: sdk.platform };
    const license = `Copyright (c) ${BUILD_DATE.getFullYear()} ${brand.name}. Licensed to members of the ${brand.name} developer program for building apps for ${brand.name} devices.\n`;
    const archive = zipSync(
      {
        'README.md': strToU8(readme(sdk)),
        'sdk.json': strToU8(`${JSON.stringify(manifest, null, 2)}\n`),
        'LICENSE.txt': strToU8(license),
      },
      { level: 9, mtime: BUILD_DATE },
    );
    bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
    cache.set(sdk.id, bytes);
  }
  return bytes;
}
