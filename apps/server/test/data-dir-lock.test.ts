/**
 * One process per embedded database folder: a second `npm start` (or `npm run db`) on a DATA_DIR that a
 * live server holds is refused with the holder's pid, and a lock left by a SIGKILLed server is taken over.
 * Real processes (the built server), since the lock is about processes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtMain, freePort, startServer, type ServerInstance } from './server-instances.ts';

const dbCli = fileURLToPath(new URL('../dist/cli/db.js', import.meta.url));
let dir: string;
let dataDir: string;
const lockFile = () => join(dataDir, 'data.lock');
const started: ServerInstance[] = [];

function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const inUseBy = (pid: number | undefined) =>
  `The embedded database in ${dataDir} is in use by process ${pid} (started `;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'data-lock-'));
  dataDir = join(dir, 'data');
});
afterAll(async () => {
  for (const server of started) await server.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// Each case starts real server and CLI processes, each opening an embedded database: slow on a busy machine,
// within the projects' bound on a hang (vitest.config.ts).
describe('the embedded database folder lock', () => {
  it('refuses a second server and the db command while a server holds the folder', async () => {
    const first = await startServer(await freePort(), { DATA_DIR: dataDir });
    started.push(first);

    const second = await run(builtMain, [], { PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output).toContain(inUseBy(first.child.pid));
    expect(second.output).toContain('stop that server (or command) first, or give this one another DATA_DIR');

    const backup = join(dir, 'backup.gz');
    const cli = await run(dbCli, ['backup', backup], {});
    expect(cli.code).toBe(1);
    expect(cli.output).toContain(inUseBy(first.child.pid));
    expect(existsSync(backup)).toBe(false);

    // The first server kept serving throughout.
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    await first.stop('SIGTERM');
    expect(existsSync(lockFile()), stopReport(first)).toBe(false);
  });

  it('takes over the lock of a server that was killed', async () => {
    const killed = await startServer(await freePort(), { DATA_DIR: dataDir });
    started.push(killed);
    await killed.stop('SIGKILL');
    // SIGKILL leaves no chance to clean up: the lock still names the dead process.
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: killed.child.pid });

    const next = await startServer(await freePort(), { DATA_DIR: dataDir });
    started.push(next);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: next.child.pid });
    await next.stop('SIGTERM');
    expect(existsSync(lockFile()), stopReport(next)).toBe(false);
  });
});

/** How a stopped server ended and what it printed: why a lock it should have removed is still there. */
const stopReport = (server: ServerInstance) =>
  `exit code ${server.child.exitCode}, signal ${server.child.signalCode}; output:\n${server.output()}`;
