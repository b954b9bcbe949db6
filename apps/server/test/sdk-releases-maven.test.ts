/**
 * The Maven repository at /maven/releases, read by a real Maven repository client: Apache Ivy (Debian's
 * `ivy` package, run with Java; scripts/ensure-sdk-tools.sh installs both) resolves
 * com.lumen.cxr:cxr-m:2.1.0 from the running server with its SHA-1 and MD5 checked; a copy of the
 * repository whose SHA-1 lies is refused. Staff then publish 2.2.0 through the admin API, and Ivy resolves
 * it, by its version and as latest.release (from maven-metadata.xml).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { sampleAar } from '../src/modules/sdk-releases/index.ts';
import { staffCookie } from './admin-helpers.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const ivyJar = '/usr/share/java/ivy.jar';
/** A generous outer limit for the test running Java five times (each run waits for Ivy to exit). */
const ivyTestLimitMs = 10 * 60_000;
const repoPath = '/maven/releases';

let ctx: TestContext;
let base: string;
let work: string;

beforeAll(async () => {
  if (!existsSync(ivyJar)) throw new Error(`${ivyJar} is missing: run scripts/ensure-sdk-tools.sh`);
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  work = mkdtempSync(join(tmpdir(), 'ivy-'));
});
afterAll(async () => {
  await ctx?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  output: string;
}

/** Runs Ivy (never blocking this process, which is also the server Ivy talks to). */
function ivy(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', ivyJar, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

let runs = 0;

/** Resolves `revision` of com.lumen.cxr:cxr-m from `root` into a fresh cache; the retrieved files. */
async function resolveCxrM(root: string, revision: string) {
  runs += 1;
  const dir = join(work, `run-${runs}`);
  const settings = join(work, `ivysettings-${runs}.xml`);
  writeFileSync(
    settings,
    [
      '<ivysettings>',
      '  <settings defaultResolver="lumen"/>',
      '  <caches checkmodified="true"/>',
      '  <resolvers>',
      `    <ibiblio name="lumen" m2compatible="true" usepoms="true" root="${root}/" checksums="sha1,md5"/>`,
      '  </resolvers>',
      '</ivysettings>',
    ].join('\n'),
  );
  const run = await ivy([
    '-settings',
    settings,
    '-cache',
    join(dir, 'cache'),
    '-dependency',
    'com.lumen.cxr',
    'cxr-m',
    revision,
    '-types',
    'aar',
    '-retrieve',
    join(dir, 'lib', '[artifact]-[revision].[ext]'),
  ]);
  return { ...run, lib: join(dir, 'lib') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The repository, with every SHA-1 answer replaced by a wrong one. */
async function lyingRepository(): Promise<{ root: string; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(base + req.url);
      const body = Buffer.from(await upstream.arrayBuffer());
      res.statusCode = upstream.status;
      res.end(req.url?.endsWith('.sha1') && upstream.ok ? '0'.repeat(40) : body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { root: `http://127.0.0.1:${(server.address() as AddressInfo).port}${repoPath}`, server };
}

describe('Maven repository', () => {
  it('lays out metadata, POM, AAR and their checksums as Maven expects', async () => {
    const dir = `${base}${repoPath}/com/lumen/cxr/cxr-m`;
    const metadata = await fetch(`${dir}/maven-metadata.xml`);
    expect(metadata.status).toBe(200);
    const xml = await metadata.text();
    expect(xml).toContain('<groupId>com.lumen.cxr</groupId>');
    expect(xml).toContain('<artifactId>cxr-m</artifactId>');
    expect(xml).toMatch(
      /<latest>2\.1\.0<\/latest>\s*<release>2\.1\.0<\/release>\s*<versions>\s*<version>2\.1\.0<\/version>/,
    );
    expect(xml).toMatch(/<lastUpdated>\d{14}<\/lastUpdated>/);
    for (const file of ['maven-metadata.xml', '2.1.0/cxr-m-2.1.0.pom', '2.1.0/cxr-m-2.1.0.aar']) {
      const bytes = Buffer.from(await (await fetch(`${dir}/${file}`)).arrayBuffer());
      for (const algorithm of ['sha1', 'md5', 'sha256'] as const) {
        const answer = await fetch(`${dir}/${file}.${algorithm}`);
        expect(answer.status, `${file}.${algorithm}`).toBe(200);
        expect(await answer.text()).toBe(createHash(algorithm).update(bytes).digest('hex'));
      }
    }
    const pom = await (await fetch(`${dir}/2.1.0/cxr-m-2.1.0.pom`)).text();
    expect(pom).toContain('<packaging>aar</packaging>');
    expect(pom).toContain('<version>2.1.0</version>');
    for (const missing of ['2.1.0/cxr-m-2.1.0.jar', '9.9.9/cxr-m-9.9.9.pom', '2.1.0/other-2.1.0.pom']) {
      expect((await fetch(`${dir}/${missing}`)).status, missing).toBe(404);
    }
    expect((await fetch(`${base}${repoPath}/com/lumen/cxr/cxr-s/maven-metadata.xml`)).status).toBe(404);
  });

  it(
    'Ivy resolves 2.1.0 with checksums verified, refuses a lying SHA-1, and resolves 2.2.0 once staff publish it',
    async () => {
      const root = base + repoPath;
      const first = await resolveCxrM(root, '2.1.0');
      expect(first.code, first.output).toBe(0);
      const aar = readFileSync(join(first.lib, 'cxr-m-2.1.0.aar'));
      const served = Buffer.from(
        await (await fetch(`${root}/com/lumen/cxr/cxr-m/2.1.0/cxr-m-2.1.0.aar`)).arrayBuffer(),
      );
      expect(sha256(aar)).toBe(sha256(served));
      expect(Object.keys(unzipSync(aar))).toContain('classes.jar');

      // The same repository with wrong SHA-1 files: Ivy checks them and refuses the download.
      const lying = await lyingRepository();
      try {
        const refused = await resolveCxrM(lying.root, '2.1.0');
        expect(refused.code).not.toBe(0);
        expect(refused.output).toMatch(/invalid sha1/i);
      } finally {
        lying.server.close();
      }

      // Staff publish 2.2.0 in the admin (multipart, as the staff screen sends it).
      const { cookie } = await staffCookie(ctx);
      const form = new FormData();
      form.append('sdk', 'cxr-m');
      form.append('version', '2.2.0');
      form.append('releaseDate', '2026-11-28');
      form.append('notes', '## Changes\n\n- Published by the Maven test.');
      form.append('requirements', 'Operating system: Android 7.0 (API level 24) or higher');
      form.append('makeCurrent', 'on');
      form.append('library', new Blob([sampleAar('2.2.0')]), 'cxr-m-2.2.0.aar');
      const published = await fetch(`${base}/api/admin/sdk-releases`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      expect(published.status, await published.clone().text()).toBe(201);
      expect(((await published.json()) as { release: unknown }).release).toMatchObject({
        version: '2.2.0',
        current: true,
        sampleBuild: false,
      });

      const second = await resolveCxrM(root, '2.2.0');
      expect(second.code, second.output).toBe(0);
      expect(existsSync(join(second.lib, 'cxr-m-2.2.0.aar'))).toBe(true);
      const latest = await resolveCxrM(root, 'latest.release');
      expect(latest.code, latest.output).toBe(0);
      expect(existsSync(join(latest.lib, 'cxr-m-2.2.0.aar'))).toBe(true);
    },
    ivyTestLimitMs,
  );
});
