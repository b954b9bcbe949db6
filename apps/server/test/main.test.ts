/**
 * The README's serve line end to end: the bundled server starts on a fresh embedded database in a new data
 * folder (or on PostgreSQL when DATABASE_URL is set), serves prerendered pages and /healthz, and stops
 * cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '@app/db/testing';
import { freePort, untilOutput } from './server-instances.ts';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
let port: number;
let base: string;
let server: ChildProcess;
let dataDir: string;
let pgDb: TestDatabase | undefined;
let output = '';

beforeAll(async () => {
  if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" first`);
  // A port the system has just handed out, never a guess that could be PostgreSQL's own.
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = join(mkdtempSync(join(tmpdir(), 'site-data-')), 'data');
  if (testDbKind() === 'postgres') pgDb = await createTestDatabase();
  server = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(pgDb?.url ? { DATABASE_URL: pgDb.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.once('exit', (code, signal) => (output += `[server exited: code ${code}, signal ${signal}]\n`));
  // Until it logs that it listens (after migrating) or exits: no deadline of its own, since a first start on
  // a new data folder on a busy 2-core machine has been seen to take more than 30 s.
  await untilOutput(
    server,
    () => output,
    (printed) => printed.includes('site ready at'),
  );
  // A bound on a hang, not on speed: a first start under a loaded CI machine.
}, 180_000);

/** A request to the started server; if it fails, the error carries what the server printed and how it ended. */
async function request(path: string): Promise<Response> {
  try {
    return await fetch(`${base}${path}`);
  } catch (error) {
    throw new Error(`GET ${path} failed: ${String(error)}\nserver output:\n${output}`, { cause: error });
  }
}

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await pgDb?.close();
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

describe(`npm start on ${testDbKind()}`, () => {
  it('creates the data folder on first start (embedded database only)', () => {
    expect(existsSync(dataDir)).toBe(testDbKind() === 'pglite');
  });

  it('serves /healthz', async () => {
    const res = await request('/healthz');
    expect(await res.json()).toEqual({ status: 'ok', database: testDbKind() });
  });

  it('serves the prerendered home page with its content in the HTML', async () => {
    const res = await request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<h1');
    expect(html).toContain('<link rel="canonical"');
  });

  it('logs structured JSON and shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = output.split('\n').filter((l) => l.startsWith('{'));
    expect(lines.some((l) => (JSON.parse(l) as { msg?: string }).msg === 'shutting down')).toBe(true);
  });
});
