/**
 * `npm start` with WEB_CONCURRENCY=2: on PostgreSQL a primary forks two workers that both serve, replaces
 * one that dies and stops them all on SIGTERM; on the embedded database the setting is refused with a
 * warning and one process serves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '@app/db/testing';
import {
  getOnNewConnection,
  isAlive,
  startServerProcess,
  type LogLine,
  type ServerProcess,
} from './server-process.ts';

const readyPids = (lines: LogLine[]) =>
  lines.filter((l) => l.msg.startsWith('site ready at')).map((l) => l.pid);
const servedBy = (lines: LogLine[]) =>
  new Set(lines.filter((l) => l.msg === 'request completed').map((l) => l.pid));

async function getManyTimes(url: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await getOnNewConnection(url));
  return statuses;
}

const describeCluster = () =>
  describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
    let db: TestDatabase;
    let server: ServerProcess;
    let workers: number[];

    beforeAll(async () => {
      db = await createTestDatabase();
      server = startServerProcess({ WEB_CONCURRENCY: '2', DATABASE_URL: db.url! });
      workers = readyPids(await server.waitForLog((lines) => readyPids(lines).length === 2));
    });

    afterAll(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      for (const pid of readyPids(server.logLines())) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      await db.close();
    });

    it('starts two worker processes beside the primary, which serves nothing itself', () => {
      expect(new Set(workers).size).toBe(2);
      expect(workers).not.toContain(server.child.pid);
      const started = server.logLines().find((l) => l.msg === 'started 2 worker processes');
      expect(started?.pid).toBe(server.child.pid);
    });

    it('answers from both workers', async () => {
      expect(await getManyTimes(`${server.base}/healthz`, 8)).toEqual(Array(8).fill(200));
      const lines = await server.waitForLog((l) => servedBy(l).size === 2);
      expect([...servedBy(lines)].sort()).toEqual([...workers].sort());
    });

    it('replaces a worker that dies', async () => {
      const [victim] = workers as [number];
      process.kill(victim, 'SIGKILL');
      const lines = await server.waitForLog((l) => readyPids(l).length === 3);
      const replacement = readyPids(lines)[2];
      expect(workers).not.toContain(replacement);
      expect(lines.some((l) => l.msg === 'worker process exited unexpectedly; starting a new one')).toBe(
        true,
      );
      expect(await getManyTimes(`${server.base}/healthz`, 4)).toEqual(Array(4).fill(200));
    });

    it('stops every worker gracefully on SIGTERM and exits 0', async () => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const alive = readyPids(server.logLines()).filter(isAlive);
      expect(alive).toEqual([]);
      const shutdowns = server.logLines().filter((l) => l.msg === 'shutting down');
      expect(shutdowns).toHaveLength(2);
    });
  });

const describeSingle = () =>
  describe('WEB_CONCURRENCY=2 on the embedded database', () => {
    let dataRoot: string;
    let server: ServerProcess;

    beforeAll(async () => {
      dataRoot = mkdtempSync(join(tmpdir(), 'site-data-'));
      server = startServerProcess({ WEB_CONCURRENCY: '2', DATA_DIR: join(dataRoot, 'data') });
      await server.waitForLog((lines) => readyPids(lines).length === 1);
    });

    afterAll(async () => {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      rmSync(dataRoot, { recursive: true, force: true });
    });

    it('warns that the setting is ignored and serves from the one process', async () => {
      const warning = server.logLines().find((l) => l.level === 40 && l.msg.startsWith('WEB_CONCURRENCY'));
      expect(warning?.msg).toBe(
        'WEB_CONCURRENCY=2 ignored: the embedded database (PGlite) admits one process, so one process ' +
          'serves. Set DATABASE_URL to a PostgreSQL server to run several workers.',
      );
      expect(readyPids(server.logLines())).toEqual([server.child.pid]);
      expect(await getManyTimes(`${server.base}/healthz`, 4)).toEqual(Array(4).fill(200));
      const lines = await server.waitForLog((l) => servedBy(l).size > 0);
      expect([...servedBy(lines)]).toEqual([server.child.pid]);
    });
  });

// One branch per database kind of the run (TEST_DB), so neither is ever reported as skipped.
if (testDbKind() === 'postgres') describeCluster();
else describeSingle();
