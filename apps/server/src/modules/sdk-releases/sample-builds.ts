/**
 * The sample releases the site ships with (doc 2 §9's versions: CXR-M 2.1.0, CXR-S 1.8.2, Unity plugin
 * 1.5.1), built from the committed sources in apps/server/assets/sdk/. They are small but well formed:
 * a real AAR (AndroidManifest.xml, classes.jar with a manifest, R.txt) that Maven and Gradle resolve, the
 * CXR-S headers and a toolchain archive holding every file the CMake toolchain file names, and the Unity
 * package. None of them contains compiled code: the notes, the READMEs and the pages say so.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8 } from 'fflate';
import { brand } from '@app/contracts/site';
import { mavenGroupId, sdkNames, type SdkFileKind, type SdkId } from '@app/contracts/api/sdk-releases';
import { BUILD_DATE, folderEntries, zipEntries, type ArchiveEntry } from './archive.ts';

interface SampleFile {
  kind: SdkFileKind;
  fileName: string;
  bytes: Buffer;
}

export interface SampleRelease {
  sdk: SdkId;
  version: string;
  releaseDate: string;
  notes: string;
  requirements: Array<{ label: string; value: string }>;
  files: SampleFile[];
}

/** The committed sources: apps/server/assets/sdk/{id}/ (copied beside the bundled server as dist/sdk). */
function defaultSdkSourceDir(): string {
  const candidates = [new URL('../../../assets/sdk', import.meta.url), new URL('./sdk', import.meta.url)].map(
    (u) => u.pathname,
  );
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}

const text = (content: string): ArchiveEntry => ({ bytes: strToU8(content) });

const license = (title: string) =>
  text(
    [
      title,
      `Copyright (c) ${BUILD_DATE.getFullYear()} ${brand.name}. All rights reserved.`,
      '',
      `Members of the ${brand.name} developer program may use, copy and modify the files in this package to`,
      `build, test and distribute apps for ${brand.name} devices, and may include the sample code in their own`,
      'apps under any licence. Redistributing the package itself, or parts of it outside an app, needs our',
      'written permission. The package is provided "as is", without warranty of any kind.',
      '',
    ].join('\n'),
  );

/** A folder of the sources as a ZIP under one top folder named like the file, with a licence. */
function folderZip(sourceDir: string, origin: string, id: string, fileName: string, title: string): Buffer {
  const top = fileName.replace(/\.zip$/, '');
  return zipEntries({
    ...folderEntries(join(sourceDir, id), top, origin),
    [`${top}/LICENSE.txt`]: license(title),
  });
}

const sampleNotice = (what: string) =>
  `Sample build (${what}): well formed and complete in layout, but it contains no compiled code.`;

/**
 * An Android library (AAR) of the mobile SDK: a ZIP holding AndroidManifest.xml, classes.jar (a JAR with
 * its manifest), R.txt and the AAR metadata Android Gradle Plugin checks. A sample build: classes.jar
 * holds no classes, so it resolves and downloads but an app calling the SDK will not compile against it.
 */
export function sampleAar(version: string): Buffer {
  const manifest = [
    'Manifest-Version: 1.0',
    `Implementation-Title: ${brand.name} CXR-M SDK (sample build)`,
    `Implementation-Version: ${version}`,
    `Implementation-Vendor: ${brand.name}`,
    '',
    '',
  ].join('\r\n');
  const classesJar = zipEntries({
    'META-INF/MANIFEST.MF': text(manifest),
    'SAMPLE-BUILD.txt': text(`${sampleNotice(`${mavenGroupId}:cxr-m:${version}`)}\n`),
  });
  return zipEntries({
    'AndroidManifest.xml': text(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        `<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="${mavenGroupId}">`,
        '    <uses-sdk android:minSdkVersion="24" />',
        '</manifest>',
        '',
      ].join('\n'),
    ),
    'classes.jar': { bytes: classesJar },
    'R.txt': text(''),
    'META-INF/com/android/build/gradle/aar-metadata.properties': text(
      'aarFormatVersion=1.0\naarMetadataVersion=1.0\nminCompileSdk=1\n',
    ),
  });
}

/** A placeholder program of the sample toolchain: it says what it is and fails, never pretends to work. */
const placeholderProgram = (name: string, version: string): ArchiveEntry => ({
  bytes: strToU8(
    [
      '#!/bin/sh',
      `# ${brand.name} YodaOS-Sprite toolchain ${version}, sample build.`,
      `echo "${name}: this is the sample build of the YodaOS-Sprite toolchain; it contains no ${name === 'cxr' ? 'device tool' : 'compiler'}." >&2`,
      'exit 1',
      '',
    ].join('\n'),
  ),
  executable: true,
});

/**
 * The CXR-S toolchain: unpacks into the same folder as the SDK (lumen-cxr-s-sdk-<v>/) and adds every path
 * cmake/cxr-toolchain.cmake names (sysroot/, toolchain/bin/ compilers, lib/, tools/cxr).
 */
function sampleToolchain(top: string, version: string): Buffer {
  const readme = (what: string) =>
    text(
      `${what}\n\n${sampleNotice(`YodaOS-Sprite toolchain ${version}`)} The real toolchain puts the files here.\n`,
    );
  return zipEntries({
    [`${top}/toolchain/bin/aarch64-yoda-linux-clang`]: placeholderProgram(
      'aarch64-yoda-linux-clang',
      version,
    ),
    [`${top}/toolchain/bin/aarch64-yoda-linux-clang++`]: placeholderProgram(
      'aarch64-yoda-linux-clang++',
      version,
    ),
    [`${top}/tools/cxr`]: placeholderProgram('cxr', version),
    [`${top}/sysroot/README.txt`]: readme(
      'The YodaOS-Sprite sysroot (aarch64): headers and libraries of the OS.',
    ),
    [`${top}/lib/README.txt`]: readme('The CXR-S runtime library (libcxr) that cxr_package() links.'),
    [`${top}/TOOLCHAIN.md`]: text(
      [
        `# ${brand.name} YodaOS-Sprite toolchain ${version} (sample build)`,
        '',
        `Unpack this archive into the same folder as the CXR-S SDK archive (\`${top}/\`); it adds the`,
        'paths that `cmake/cxr-toolchain.cmake` names:',
        '',
        '- `toolchain/bin/aarch64-yoda-linux-clang` and `aarch64-yoda-linux-clang++`: the compilers',
        '- `sysroot/`: the YodaOS-Sprite sysroot',
        '- `lib/`: the CXR-S runtime library',
        '- `tools/cxr`: the device tool (`cxr devices`, `cxr install`)',
        '',
        `${sampleNotice('this archive')} The programs print that they are placeholders and exit with`,
        'status 1, so CMake stops at its compiler check instead of building something that would not run.',
        '',
      ].join('\n'),
    ),
  });
}

const cxrMRequirements = [
  { label: 'Operating system', value: 'Android 7.0 (API level 24) or higher' },
  { label: 'Architectures', value: 'ARM64, ARM and x86_64' },
  { label: 'Permissions', value: 'Camera, microphone and storage permissions' },
  { label: 'Connectivity', value: 'Wi-Fi or Bluetooth' },
  { label: 'Memory', value: 'Minimum 2GB RAM recommended' },
];

const cxrSRequirements = [
  { label: 'Glasses', value: 'YodaOS-Sprite 2.1 or higher' },
  { label: 'Developer permission', value: 'Enabled on the glasses' },
  { label: 'Development computer', value: 'Windows 10 or 11, macOS 12 or later, or Ubuntu 20.04 or later' },
  { label: 'Toolchain', value: 'CMake 3.22+ with a C++17 compiler, or Android Studio for Kotlin' },
  { label: 'Connection', value: 'USB-C data cable or Wi-Fi on the same network' },
];

const unityRequirements = [
  { label: 'Unity', value: 'Unity 2022.3 LTS or newer' },
  { label: 'Modules', value: 'Android Build Support' },
];

const releaseDate = '2025-05-24';

/** The three sample releases, their files built from `sourceDir`. */
export function sampleReleases(origin: string, sourceDir = defaultSdkSourceDir()): SampleRelease[] {
  const cxrS = `${brand.slug}-cxr-s-sdk-1.8.2`;
  return [
    {
      sdk: 'cxr-m',
      version: '2.1.0',
      releaseDate,
      requirements: cxrMRequirements,
      notes: [
        '**Sample build.** A small, well-formed release for trying the developer workflow: the library',
        `resolves from the Maven repository as \`${mavenGroupId}:cxr-m:2.1.0\`, but its \`classes.jar\``,
        'holds no compiled classes, so the sample app does not compile against it.',
        '',
        '## Files',
        '',
        '- `cxr-m-2.1.0.aar`: the Android library (AndroidManifest.xml, classes.jar, R.txt), also in the Maven repository',
        '- `lumen-cxr-m-samples-2.1.0.zip`: the Android Studio sample project with the code of the SDK page',
        '',
        '## Building the sample',
        '',
        'The sample project uses Android Gradle Plugin 8.5.2 and',
        'Kotlin 2.0.20: open it in Android Studio Koala (2024.1.1) or later, with JDK 17.',
      ].join('\n'),
      files: [
        { kind: 'library', fileName: 'cxr-m-2.1.0.aar', bytes: sampleAar('2.1.0') },
        {
          kind: 'samples',
          fileName: `${brand.slug}-cxr-m-samples-2.1.0.zip`,
          bytes: folderZip(
            sourceDir,
            origin,
            'cxr-m',
            `${brand.slug}-cxr-m-samples-2.1.0.zip`,
            `${brand.name} ${sdkNames['cxr-m']} 2.1.0`,
          ),
        },
      ],
    },
    {
      sdk: 'cxr-s',
      version: '1.8.2',
      releaseDate,
      requirements: cxrSRequirements,
      notes: [
        '**Sample build.** The C++17 headers, the CMake toolchain file and the sample apps are complete;',
        'the toolchain archive has every file the toolchain file names, but its compilers and `cxr` tool',
        'are placeholders that say so and exit, so nothing can be built for the glasses with it.',
        '',
        '## Files',
        '',
        `- \`${cxrS}.zip\`: headers (\`include/cxr/\`), \`cmake/cxr-toolchain.cmake\`, the samples`,
        `- \`${brand.slug}-cxr-s-toolchain-1.8.2.zip\`: unpack into the same \`${cxrS}/\` folder; adds`,
        '  `toolchain/bin/`, `sysroot/`, `lib/` and `tools/cxr`',
        '',
        `Set \`CXR_SDK_HOME\` to the \`${cxrS}\` folder and pass the toolchain file to CMake.`,
      ].join('\n'),
      files: [
        {
          kind: 'library',
          fileName: `${cxrS}.zip`,
          bytes: folderZip(
            sourceDir,
            origin,
            'cxr-s',
            `${cxrS}.zip`,
            `${brand.name} ${sdkNames['cxr-s']} 1.8.2`,
          ),
        },
        {
          kind: 'toolchain',
          fileName: `${brand.slug}-cxr-s-toolchain-1.8.2.zip`,
          bytes: sampleToolchain(cxrS, '1.8.2'),
        },
      ],
    },
    {
      sdk: 'unity',
      version: '1.5.1',
      releaseDate,
      requirements: unityRequirements,
      notes: [
        '**Sample build.** A Unity package (UPM) with the `Lumen.Cxr` C# API (`CxrGlasses`) and the',
        '*Hello Glasses* sample scene. In the Unity Editor every call is logged to the Console. The',
        'Android bridge library that carries the calls to the glasses on a phone is not part of this',
        'build, so on a device `CxrGlasses.Initialize` fails.',
        '',
        '## Files',
        '',
        `- \`${brand.slug}-unity-plugin-1.5.1.zip\`: the package (add \`package.json\` from disk in the Package Manager)`,
      ].join('\n'),
      files: [
        {
          kind: 'library',
          fileName: `${brand.slug}-unity-plugin-1.5.1.zip`,
          bytes: folderZip(
            sourceDir,
            origin,
            'unity',
            `${brand.slug}-unity-plugin-1.5.1.zip`,
            `${brand.name} ${sdkNames.unity} 1.5.1`,
          ),
        },
      ],
    },
  ];
}
