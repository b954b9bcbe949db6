/**
 * The sample releases' files hold what the SDK pages and READMEs describe: the CXR-S headers the API
 * reference lists, declaring every `cxr::` name the page's samples use, in C++17 (g++ compiles every
 * sample with -std=c++17); a toolchain archive with every path the CMake toolchain file names; the CXR-M
 * sample project containing the page's samples and a well-formed AAR; the Unity package. The size and
 * SHA-256 that GET /api/sdk-releases reports are those of the file served.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { SdkFileKind, SdkRelease } from '@app/contracts/api/sdk-releases';
import { cxrMPage } from '../../web/src/content/sdk/cxr-m.ts';
import { cxrSPage } from '../../web/src/content/sdk/cxr-s.ts';
import type { CodeSample } from '../../web/src/content/types.ts';
import { seedSampleReleases } from '../src/modules/sdk-releases/index.ts';
import { send } from './developer-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
beforeEach(async () => {
  await seedSampleReleases(ctx.t.db);
});

async function currentReleases(): Promise<SdkRelease[]> {
  const res = await send(ctx, 'GET', '/api/sdk-releases', undefined);
  expect(res.statusCode).toBe(200);
  return (res.json().releases as SdkRelease[]).filter((r) => r.current);
}

/** A file of an SDK's current release, as served: its bytes and its entries (path → bytes). */
async function releaseFile(sdk: string, kind: SdkFileKind) {
  const release = (await currentReleases()).find((r) => r.sdk === sdk)!;
  const file = release.files.find((f) => f.kind === kind)!;
  const res = await send(ctx, 'GET', file.url, undefined);
  expect(res.statusCode).toBe(200);
  return { info: file, bytes: res.rawPayload, entries: unzipSync(res.rawPayload) };
}

/** The archive's files under its top folder (named like the file), as text. */
async function archive(sdk: string, kind: SdkFileKind) {
  const { info, bytes, entries } = await releaseFile(sdk, kind);
  const top = info.fileName.replace(/\.zip$/, '/');
  const files = new Map<string, string>();
  for (const [path, content] of Object.entries(entries)) {
    expect(path.startsWith(top)).toBe(true);
    files.set(path.slice(top.length), strFromU8(content));
  }
  return { bytes, files };
}

/** The page's samples that name a file, with their code. */
function pageSamples(page: typeof cxrMPage): CodeSample[] {
  return page.tabs
    .flatMap((tab) => [...(tab.steps ?? []).map((s) => s.code), ...(tab.examples ?? []).map((e) => e.code)])
    .filter((code): code is CodeSample => Boolean(code?.filename));
}

/** True when every non-blank line of `sample` appears in `file`, in the same order (indentation aside). */
function containsInOrder(file: string, sample: string): boolean {
  const lines = file.split('\n').map((l) => l.trim());
  let at = 0;
  for (const line of sample
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const found = lines.indexOf(line, at);
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}

describe('SDK archives', () => {
  it('CXR-S: the six headers of the reference, declaring every cxr:: name the page samples use, and the samples', async () => {
    const { files } = await archive('cxr-s', 'library');
    const headers = ['app', 'display', 'voice', 'sensors', 'data_channel', 'perf'].map(
      (h) => `include/cxr/${h}.h`,
    );
    for (const header of headers) expect(files.has(header)).toBe(true);
    const declared = headers.map((h) => files.get(h)).join('\n');
    const samples = cxrSPage.tabs.flatMap((tab) => [
      ...(tab.steps ?? []).map((s) => s.code),
      ...(tab.examples ?? []).map((e) => e.code),
    ]);
    const cppCode = samples
      .filter((code) => code?.language === 'cpp')
      .map((code) => code!.code)
      .join('\n');
    const names = new Set([...cppCode.matchAll(/cxr::(?:\w+::)*(\w+)/g)].map((match) => match[1]!));
    for (const macro of cppCode.matchAll(/\b(CXR_[A-Z_]+)\(/g)) names.add(macro[1]!);
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) expect(declared, `cxr::${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    // Every include of the samples exists.
    for (const include of cppCode.matchAll(/#include <(cxr\/\w+\.h)>/g)) {
      expect(files.has(`include/${include[1]}`)).toBe(true);
    }

    const where: Record<string, string> = {
      'src/main.cpp': 'samples/hello/src/main.cpp',
      'src/steps_app.cpp': 'samples/examples/src/steps_app.cpp',
      'src/scanner_app.cpp': 'samples/examples/src/scanner_app.cpp',
      'src/dashboard_app.cpp': 'samples/examples/src/dashboard_app.cpp',
    };
    for (const sample of pageSamples(cxrSPage)) {
      const path = where[sample.filename!];
      expect(path, sample.filename).toBeDefined();
      expect(containsInOrder(files.get(path!) ?? '', sample.code), sample.filename).toBe(true);
    }
    expect(files.get('samples/hello/src/main.cpp')?.trim()).toBe(
      pageSamples(cxrSPage)
        .find((s) => s.filename === 'src/main.cpp')
        ?.code.trim(),
    );
    expect(files.has('cmake/cxr-toolchain.cmake')).toBe(true);
    expect(files.get('README.md')).toContain('CXR-S SDK 1.8.2');
    expect(files.get('LICENSE.txt')).toContain('Copyright');
  });

  it('CXR-M: a Gradle/Kotlin Android project holding the page samples', async () => {
    const { files } = await archive('cxr-m', 'samples');
    const root = 'sample/';
    const kotlin = `${root}app/src/main/java/com/example/glasses/`;
    const where: Record<string, string[]> = {
      'settings.gradle.kts / app/build.gradle.kts': [
        `${root}settings.gradle.kts`,
        `${root}app/build.gradle.kts`,
      ],
      'AndroidManifest.xml': [`${root}app/src/main/AndroidManifest.xml`],
      'MyApplication.kt': [`${kotlin}MyApplication.kt`],
      'TeleprompterActivity.kt': [`${kotlin}TeleprompterActivity.kt`],
      'AssistViewModel.kt': [`${kotlin}AssistViewModel.kt`],
      'CaptionService.kt': [`${kotlin}CaptionService.kt`],
    };
    const samples = pageSamples(cxrMPage);
    expect(samples.map((s) => s.filename).sort()).toEqual(Object.keys(where).sort());
    for (const sample of samples) {
      const paths = where[sample.filename!]!;
      // The Gradle sample shows two files, each headed by a `// file` comment.
      const parts =
        paths.length === 1 ? [sample.code] : sample.code.split(/\n(?=\/\/ app\/build\.gradle\.kts)/);
      paths.forEach((path, index) => {
        expect(files.has(path), path).toBe(true);
        expect(containsInOrder(files.get(path)!, parts[index]!), path).toBe(true);
      });
    }
    expect(files.has(`${root}build.gradle.kts`)).toBe(true);
    expect(files.get(`${root}app/build.gradle.kts`)).toContain('minSdk = 24');
    expect(files.get('README.md')).toContain('CXR-M SDK 2.1.0');
    expect(files.has('LICENSE.txt')).toBe(true);
  });

  it('Unity: a UPM package manifest, the runtime and a sample scene', async () => {
    const { files } = await archive('unity', 'library');
    const manifest = JSON.parse(files.get('package.json')!);
    expect(manifest).toMatchObject({ name: 'com.lumen.cxr.unity', version: '1.5.1', unity: '2022.3' });
    for (const sample of manifest.samples) {
      expect([...files.keys()].some((path) => path.startsWith(`${sample.path}/`))).toBe(true);
    }
    expect(files.get('Samples~/HelloGlasses/Scenes/HelloGlasses.unity')).toMatch(/^%YAML 1\.1/);
    expect(files.has('Runtime/CxrGlasses.cs')).toBe(true);
    expect(files.has('README.md')).toBe(true);
    expect(files.has('LICENSE.txt')).toBe(true);
  });

  it('GET /api/sdk-releases gives the size and SHA-256 of the very file served', async () => {
    const releases = await currentReleases();
    expect(releases.map((r) => [r.sdk, r.version, r.sampleBuild])).toEqual([
      ['cxr-m', '2.1.0', true],
      ['cxr-s', '1.8.2', true],
      ['unity', '1.5.1', true],
    ]);
    for (const release of releases) {
      let total = 0;
      for (const file of release.files) {
        const res = await send(ctx, 'GET', file.url, undefined);
        expect(file.byteSize).toBe(res.rawPayload.length);
        expect(file.sha256).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
        total += file.byteSize;
      }
      expect(release.totalBytes).toBe(total);
    }
  });

  it('CXR-M: the library is an AAR with AndroidManifest.xml, classes.jar (a JAR with a manifest) and R.txt', async () => {
    const { info, entries } = await releaseFile('cxr-m', 'library');
    expect(info.fileName).toBe('cxr-m-2.1.0.aar');
    expect(Object.keys(entries).sort()).toEqual([
      'AndroidManifest.xml',
      'META-INF/com/android/build/gradle/aar-metadata.properties',
      'R.txt',
      'classes.jar',
    ]);
    expect(strFromU8(entries['AndroidManifest.xml']!)).toContain('package="com.lumen.cxr"');
    const jar = unzipSync(entries['classes.jar']!);
    expect(strFromU8(jar['META-INF/MANIFEST.MF']!)).toMatch(/^Manifest-Version: 1\.0\r\n/);
    expect(strFromU8(jar['META-INF/MANIFEST.MF']!)).toContain('Implementation-Version: 2.1.0');
  });

  it(
    'CXR-S: the toolchain archive holds every path the toolchain file names; the samples are C++17',
    async () => {
      const sdk = await archive('cxr-s', 'library');
      const toolchain = await releaseFile('cxr-s', 'toolchain');
      const dir = mkdtempSync(join(tmpdir(), 'cxr-s-'));
      try {
        // Unpack both archives into one folder with unzip, as the README says (unzip keeps the modes).
        for (const [name, bytes] of [
          ['sdk.zip', sdk.bytes],
          ['toolchain.zip', toolchain.bytes],
        ] as const) {
          writeFileSync(join(dir, name), bytes);
          execFileSync('unzip', ['-q', '-o', join(dir, name), '-d', dir]);
        }
        const home = join(dir, 'lumen-cxr-s-sdk-1.8.2');
        const cmake = sdk.files.get('cmake/cxr-toolchain.cmake')!;
        const named = [...cmake.matchAll(/\$\{CXR_SDK_HOME\}\/([\w/+.-]+)/g)].map((m) => m[1]!);
        expect(named).toEqual(
          expect.arrayContaining([
            'sysroot',
            'toolchain/bin/aarch64-yoda-linux-clang++',
            'include',
            'lib',
            'tools/cxr',
          ]),
        );
        for (const path of named) {
          expect(() => execFileSync('test', ['-e', join(home, path)]), path).not.toThrow();
        }
        // The placeholder programs are executable and say what they are.
        for (const program of ['toolchain/bin/aarch64-yoda-linux-clang++', 'tools/cxr']) {
          const run = () => execFileSync(join(home, program), [], { stdio: 'pipe' });
          expect(run).toThrow(/sample build/);
        }
        // The page's folder name and the README's agree with the archive's.
        expect(sdk.files.get('README.md')).toContain('export CXR_SDK_HOME="$HOME/lumen-cxr-s-sdk-1.8.2"');
        const step = cxrSPage.tabs[0]!.steps!.find((s) => s.code?.code.includes('CXR_SDK_HOME'))!;
        expect(step.code!.code).toContain('export CXR_SDK_HOME="$HOME/lumen-cxr-s-sdk-1.8.2"');
        // Every source file of the samples compiles as C++17 against the headers.
        for (const path of [...sdk.files.keys()].filter((p) => p.endsWith('.cpp'))) {
          execFileSync(
            'g++',
            ['-std=c++17', '-fsyntax-only', '-Wall', '-I', join(home, 'include'), join(home, path)],
            {
              stdio: 'pipe',
            },
          );
        }
        for (const cmakeLists of [...sdk.files.entries()].filter(([p]) => p.endsWith('CMakeLists.txt'))) {
          expect(cmakeLists[1], cmakeLists[0]).toContain('set(CMAKE_CXX_STANDARD 17)');
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    5 * 60_000,
  ); // g++ runs once per sample file: a generous outer limit on a busy machine
});
