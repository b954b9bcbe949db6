/**
 * The SDK archives hold what the SDK pages describe: the CXR-S headers the API reference lists, declaring
 * every `cxr::` name the page's samples use; the CXR-M sample project containing the page's samples; the
 * Unity package manifest and sample scene; a README and licence in each. The size and SHA-256 that
 * GET /api/sdk-packages reports are those of the file served.
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { cxrMPage } from '../../web/src/content/sdk/cxr-m.ts';
import { cxrSPage } from '../../web/src/content/sdk/cxr-s.ts';
import type { CodeSample } from '../../web/src/content/types.ts';
import { developerCookie, seedDeveloper, send } from './developer-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await developerCookie(ctx, (await seedDeveloper(ctx.t.db)).developer.id);
});

/** The archive's files (path without the top folder → text). */
async function archive(sdk: string) {
  const { download } = (await send(ctx, 'POST', `/api/console/downloads/${sdk}`, cookie)).json();
  const file = await send(ctx, 'GET', download.url, cookie);
  expect(file.statusCode).toBe(200);
  const top = String(download.fileName).replace(/\.zip$/, '/');
  const files = new Map<string, string>();
  for (const [path, bytes] of Object.entries(unzipSync(file.rawPayload))) {
    expect(path.startsWith(top)).toBe(true);
    files.set(path.slice(top.length), strFromU8(bytes));
  }
  return { bytes: file.rawPayload, files };
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
    const { files } = await archive('cxr-s');
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
    const { files } = await archive('cxr-m');
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
    const { files } = await archive('unity');
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

  it('GET /api/sdk-packages gives the size and SHA-256 of the very file served; each download is counted', async () => {
    const res = await send(ctx, 'GET', '/api/sdk-packages', undefined);
    expect(res.statusCode).toBe(200);
    const packages = res.json().packages as Array<{ id: string; byteSize: number; sha256: string }>;
    expect(packages.map((p) => p.id)).toEqual(['cxr-m', 'cxr-s', 'unity']);
    for (const info of packages) {
      const { bytes } = await archive(info.id);
      expect(info.byteSize).toBe(bytes.length);
      expect(info.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      // Real contents, not a placeholder.
      expect(bytes.length).toBeGreaterThan(3000);
    }
    const overview = await send(ctx, 'GET', '/api/console/overview', cookie);
    expect(overview.json().counts.downloads).toBe(3);
  });
});
