/**
 * Every code sample of the docs that calls the API runs against a real server: the app listening on a
 * loopback port with its test database, an approved developer, an app and a key. The curl samples run
 * with the real curl binary, the JavaScript samples with Node (fetch); the base URL and the example app
 * id are put in place of the documented ones, and the key goes in the environment variable the samples
 * read. Each answer must have the status the sample declares and the shape the OpenAPI document gives.
 * Samples: the fences of apps/web/src/content/docs/*.md that declare a status, and the curl and
 * JavaScript examples of every operation in the API reference (/docs/api).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiKeyPermission } from '@app/contracts';
import { site } from '@app/contracts/site';
import { codeSamples, type CodeSample } from '../../web/scripts/markdown.ts';
import { apiGroups, apiKeyVariable, exampleAppId } from '../../web/src/content/api-reference.ts';
import { seedApp, seedDeveloper, seedKey } from './developer-helpers.ts';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import { liveDocument, operationOf, responseErrors } from './openapi-document.ts';

const run = promisify(execFile);
const docsDir = new URL('../../web/src/content/docs/', import.meta.url);

interface NamedSample extends CodeSample {
  name: string;
}

const markdownSamples: NamedSample[] = (
  await Promise.all(
    (await readdir(docsDir))
      .filter((file) => file.endsWith('.md'))
      .map(async (file) =>
        codeSamples(await readFile(new URL(file, docsDir), 'utf8')).map((sample, index) => ({
          ...sample,
          name: `${file} sample ${index + 1} (${sample.lang})`,
        })),
      ),
  )
).flat();

const referenceSamples: NamedSample[] = apiGroups.flatMap((group) =>
  group.operations.flatMap((operation) => {
    const status = Number(operation.responses.find((response) => response.status.startsWith('2'))!.status);
    const key = operation.permission === 'any' ? 'read' : operation.permission;
    const name = `/docs/api ${operation.method} ${operation.path}`;
    return [
      { name: `${name} (curl)`, lang: 'sh', code: operation.samples.curl, status, key },
      { name: `${name} (JavaScript)`, lang: 'js', code: operation.samples.javascript, status, key },
    ];
  }),
);

const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });
let origin = '';
let doc: OpenAPIV3_1.Document;
let workDir = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  doc = await liveDocument(ctx.app);
  workDir = await mkdtemp(join(tmpdir(), 'docs-samples-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** The sample as it runs here: this server's address and the test app's id. */
const localised = (code: string, appId: number) =>
  code.replaceAll(site.url, origin).replaceAll(`/apps/${exampleAppId}/`, `/apps/${appId}/`);

/** Runs a curl sample with the real curl; the test adds only where the answer goes. */
async function runCurl(code: string, env: NodeJS.ProcessEnv) {
  expect(code, 'a curl sample is one curl command').toMatch(/^curl [^|;&]*$/);
  const bodyFile = join(workDir, 'body.json');
  const { stdout } = await run(
    'bash',
    ['-c', `${code.trimEnd()} --silent --show-error --output ${bodyFile} --write-out '%{http_code}'`],
    { env },
  );
  return { status: Number(stdout), body: JSON.parse(await readFile(bodyFile, 'utf8')) as unknown };
}

/** Runs a JavaScript sample with Node; it defines `response` and `body`, which the test prints last. */
async function runJavaScript(code: string, env: NodeJS.ProcessEnv) {
  const file = join(workDir, 'sample.mjs');
  await writeFile(file, `${code}\nconsole.log(JSON.stringify({ status: response.status, body }));\n`);
  const { stdout } = await run(process.execPath, [file], { env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { status: number; body: unknown };
}

const requestOf = (sample: NamedSample) => ({
  method: /-X POST|method: 'POST'/.test(sample.code) ? 'POST' : 'GET',
  url: /\/api\/v1\/[^\s'"`]*/.exec(sample.code)?.[0] ?? '',
});

describe('the docs samples run against a real server', () => {
  it('finds samples in the guides and in the reference', () => {
    expect(markdownSamples.length).toBeGreaterThanOrEqual(6);
    expect(markdownSamples.map((s) => s.lang).sort()).toEqual(expect.arrayContaining(['js', 'sh']));
    expect(referenceSamples.length).toBe(2 * apiGroups.flatMap((group) => group.operations).length);
  });

  for (const sample of [...markdownSamples, ...referenceSamples]) {
    it(`${sample.name} answers ${sample.status}`, async () => {
      const { developer } = await seedDeveloper(ctx.t.db);
      const app = await seedApp(ctx.t.db, developer.id);
      const { secret } = await seedKey(ctx.t.db, developer.id, {
        permissions: [sample.key as ApiKeyPermission],
      });
      const env = { PATH: process.env.PATH, [apiKeyVariable]: secret };
      const code = localised(sample.code, app.id);
      expect(['sh', 'js']).toContain(sample.lang);
      const answer = sample.lang === 'sh' ? await runCurl(code, env) : await runJavaScript(code, env);
      expect(answer.status, JSON.stringify(answer.body)).toBe(sample.status);
      const { method, url } = requestOf(sample);
      const operation = operationOf(doc, method, url);
      expect(operation, `${method} ${url} is documented`).toBeDefined();
      expect(responseErrors(operation!, answer.status, answer.body)).toEqual([]);
    });
  }
});
