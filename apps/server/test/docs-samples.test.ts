/**
 * Every code sample of the docs and the API reference runs as written (decision 0054): the server starts
 * on a loopback port with PUBLIC_URL set to its own address and the built site (apps/web/dist: run
 * `npm run build` first), the test reads the samples from the pages as that server sends them, and runs
 * each one verbatim: curl samples with the real curl in bash, JavaScript samples saved as a `.mjs` file and
 * run with Node. Nothing in a sample is replaced: the key goes in the environment variable the samples
 * read, the developer's app is app 42, the id the samples use, with a pending submission 7 for the samples
 * of one submission, and the upload samples' screenshot.png is in the folder they run in. Each sample must reach the API once,
 * be answered the status its page declares, in the shape the OpenAPI document gives, and print exactly that
 * answer (curl: the body; JavaScript: the status and the body). The declarations: the status (and key
 * permission) of each fence of apps/web/src/content/docs/*.md, and each reference operation's success.
 * A fence's key is a permission (`key=write`: a live secret key), a test key's (`key=test:write`: a
 * `lumen_test_` key, and app 42 a test-mode app) or `key=publishable` (app 42's publishable key, in the
 * publishable key's variable; decision 0060). The Chinese edition's docs pages (decision 0063) show the
 * same code blocks as their English twins, byte for byte, so these runs hold for them too.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { onSendHookHandler } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyPermission } from '@app/contracts';
import { siteOriginPlaceholder, withOrigin } from '@app/contracts/site';
import { codeSamples } from '../../web/scripts/markdown.ts';
import {
  apiGroups,
  apiKeyVariable,
  exampleAppId,
  exampleScreenshotFile,
  exampleSubmissionId,
  publishableKeyVariable,
} from '../../web/src/content/api-reference.ts';
import { appSubmissions } from '@app/db';
import { seedApp, seedDeveloper, seedKey, tinyPng } from './developer-helpers.ts';
import { ResettableRateLimits, testConfig, useTestApp } from './helpers.ts';
import { liveDocument, operationOf, responseErrors } from './openapi-document.ts';

const run = promisify(execFile);
const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const docsDir = new URL('../../web/src/content/docs/', import.meta.url);

/** What a page declares about one of its samples: the status it is answered and the key it runs with. */
interface Declared {
  /** The sample as its source writes it (the stand-in for the site's address included). */
  source: string;
  status: number;
  key: string;
}

/** A docs guide's declarations: its Markdown fences that declare a status, in order. */
const guideDeclarations = (slug: string): Declared[] =>
  codeSamples(readFileSync(new URL(`${slug}.md`, docsDir), 'utf8')).map(({ code, status, key }) => ({
    source: code,
    status,
    key,
  }));

/** The reference's declarations: each operation's curl and JavaScript examples, in the page's order. */
const referenceDeclarations: Declared[] = apiGroups.flatMap((group) =>
  group.operations.flatMap((operation) => {
    const status = Number(operation.responses.find((response) => response.status.startsWith('2'))!.status);
    const key = operation.permission === 'any' ? 'read' : operation.permission;
    // 'publishable': the client operation's samples run with the app's publishable key.
    return [
      { source: operation.samples.curl, status, key },
      { source: operation.samples.javascript, status, key },
    ];
  }),
);

/** The built docs pages: /docs/api and every guide. */
const docsPages = (): string[] => {
  const routes = join(webDist, 'routes.json');
  if (!existsSync(routes)) throw new Error(`${webDist} has no build: run "npm run build" before this test`);
  const { prerendered } = JSON.parse(readFileSync(routes, 'utf8')) as { prerendered: string[] };
  return prerendered.filter((path) => path.startsWith('/docs/'));
};

const declarationsOf = (path: string): Declared[] =>
  path === '/docs/api' ? referenceDeclarations : guideDeclarations(path.slice('/docs/'.length));

const nameOf = ({ path, index }: { path: string; index: number }) => `${path} sample ${index + 1}`;

const decodeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of each code block (`<pre data-copy-code><code>…</code></pre>`) of a page's HTML. */
const codeBlocksOf = (html: string): string[] =>
  [...html.matchAll(/<pre\b[^>]*\bdata-copy-code\b[^>]*>\s*<code\b[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/g)].map(
    (match) => decodeHtml(match[1] ?? ''),
  );

/** A block that calls the API: a curl command or a script that fetches. */
const languageOf = (code: string): 'sh' | 'js' | undefined =>
  code.startsWith('curl ') ? 'sh' : code.includes('await fetch(') ? 'js' : undefined;

interface Sample extends Declared {
  name: string;
  lang: 'sh' | 'js';
  /** The sample as the served page shows it: what runs. */
  code: string;
}

/** An answer of the API, as the server sent it. */
interface Answer {
  status: number;
  body: string;
}

const answers: Answer[] = [];
/** Records each answer of the versioned API (a route-level onSend hook on each /api/v1 route). */
const recordAnswers = (route: { url: string; onSend?: onSendHookHandler | onSendHookHandler[] }) => {
  if (!route.url.startsWith('/api/v1/')) return;
  const record: onSendHookHandler = async (_request, reply, payload) => {
    answers.push({ status: reply.statusCode, body: typeof payload === 'string' ? payload : '' });
    return payload;
  };
  route.onSend = [...[route.onSend ?? []].flat(), record];
};

/** A free loopback port, so that PUBLIC_URL can name the server's address before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let port = 0;
let origin = '';
beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
});
const ctx = useTestApp(() => ({
  config: testConfig({ PUBLIC_URL: origin }),
  webDist,
  // Emptied before each test (useTestApp): every sample starts with a full allowance.
  rateLimits: new ResettableRateLimits(),
  onRoute: recordAnswers,
}));

let doc: OpenAPIV3_1.Document;
let workDir = '';
const samples: Sample[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  doc = await liveDocument(ctx.app);
  workDir = await mkdtemp(join(tmpdir(), 'docs-samples-'));
  await writeFile(join(workDir, exampleScreenshotFile), tinyPng);
  for (const path of docsPages()) {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    expect(html, `${path} holds the build's stand-in for the site's address`).not.toContain(
      siteOriginPlaceholder,
    );
    const runnable = codeBlocksOf(html).filter((code) => languageOf(code) !== undefined);
    const declared = declarationsOf(path);
    expect(runnable.length, `${path}: the API samples shown and those declared`).toBe(declared.length);
    runnable.forEach((code, index) => {
      const declaration = declared[index]!;
      // The page shows the declared sample, with this deployment's address: the pairing is right.
      expect(code, `${path} sample ${index + 1}`).toBe(withOrigin(declaration.source, origin));
      samples.push({ ...declaration, code, lang: languageOf(code)!, name: nameOf({ path, index }) });
    });
  }
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** Runs a curl sample as written, in bash, with the real curl: it prints the answer's body. */
async function runCurl(code: string, env: NodeJS.ProcessEnv) {
  // curl's progress meter goes to stderr when its output is not a terminal: only stdout is the output.
  const { stdout } = await run('bash', ['--norc', '--noprofile', '-c', code], { env, cwd: workDir });
  return { status: undefined, body: JSON.parse(stdout) as unknown };
}

/** Runs a JavaScript sample saved as a `.mjs` file, with Node: it prints the status and the body. */
async function runJavaScript(code: string, env: NodeJS.ProcessEnv) {
  const file = join(workDir, 'sample.mjs');
  await writeFile(file, code);
  const { stdout, stderr } = await run(process.execPath, [file], { env, cwd: workDir });
  expect(stderr).toBe('');
  const printed = /^(\d{3}) ([\s\S]+)$/.exec(stdout.trim());
  expect(printed, `prints the status and the body: ${stdout}`).not.toBeNull();
  return { status: Number(printed![1]), body: JSON.parse(printed![2]!) as unknown };
}

const requestOf = (code: string) => ({
  method: /-X (POST|DELETE)|method: '(POST|DELETE)'/.exec(code)?.slice(1).find(Boolean) ?? 'GET',
  url: /\/api\/v1\/[^\s'"`]*/.exec(code)?.[0] ?? '',
});

/** The samples each page must show, from the declarations: one test each. */
const plan = docsPages().flatMap((path) =>
  declarationsOf(path).map((declared, index) => ({ ...declared, path, index })),
);

describe('the docs samples run as written against a server whose PUBLIC_URL is its own address', () => {
  it('shows every declared sample on the served pages, with this deployment in the OpenAPI document', () => {
    expect(plan.filter((sample) => sample.path !== '/docs/api').length).toBeGreaterThanOrEqual(6);
    expect(samples.map((sample) => sample.name)).toEqual(plan.map(nameOf));
    expect(new Set(samples.map((sample) => sample.lang))).toEqual(new Set(['sh', 'js']));
    expect(doc.servers).toEqual([{ url: origin, description: 'This deployment' }]);
  });

  it('shows the same code, byte for byte, on each page of the Chinese edition (/zh/docs/…)', async () => {
    const { prerendered } = JSON.parse(readFileSync(join(webDist, 'routes.json'), 'utf8')) as {
      prerendered: string[];
    };
    const pages = docsPages();
    expect(pages.filter((path) => prerendered.includes(`/zh${path}`))).toEqual(pages);
    for (const path of pages) {
      const [english, chinese] = await Promise.all(
        [path, `/zh${path}`].map(async (shown) => (await fetch(`${origin}${shown}`)).text()),
      );
      expect(codeBlocksOf(chinese!), `/zh${path}`).toEqual(codeBlocksOf(english!));
    }
  });

  for (const planned of plan) {
    it(`${nameOf(planned)} runs verbatim: one request, answered ${planned.status}, the answer printed`, async () => {
      const sample = samples.find((found) => found.name === nameOf(planned));
      expect(sample, 'the page shows it').toBeDefined();
      const { code, lang, status, key, name } = sample!;
      const { developer } = await seedDeveloper(ctx.t.db);
      const [mode, permission] = key.startsWith('test:')
        ? ['test' as const, key.slice(5)]
        : ['live' as const, key];
      await seedApp(ctx.t.db, developer.id, { id: exampleAppId, mode });
      if (code.includes(`/submissions/${exampleSubmissionId}`)) {
        await ctx.t.db
          .insert(appSubmissions)
          .values({ id: exampleSubmissionId, appId: exampleAppId, version: '1.1.0' });
      }
      const publishable = permission === 'publishable';
      const { secret } = await seedKey(
        ctx.t.db,
        developer.id,
        publishable
          ? { kind: 'publishable', appId: exampleAppId, permissions: [] }
          : { mode, permissions: [permission as ApiKeyPermission] },
      );
      const env = { PATH: process.env.PATH, [publishable ? publishableKeyVariable : apiKeyVariable]: secret };
      answers.length = 0;
      const output = lang === 'sh' ? await runCurl(code, env) : await runJavaScript(code, env);
      expect(answers, `${name} makes one request`).toHaveLength(1);
      const [answer] = answers as [Answer];
      expect(answer.status, answer.body).toBe(status);
      if (output.status !== undefined) expect(output.status, 'the status printed').toBe(status);
      expect(output.body, 'the body printed').toEqual(JSON.parse(answer.body));
      const { method, url } = requestOf(code);
      const operation = operationOf(doc, method, url);
      expect(operation, `${method} ${url} is documented`).toBeDefined();
      expect(responseErrors(operation!, answer.status, output.body)).toEqual([]);
    });
  }
});
