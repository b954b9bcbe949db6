/**
 * `npm start` with WEB_CONCURRENCY=2: on PostgreSQL a primary forks two workers that both serve, replaces
 * one that dies and stops them all on SIGTERM; on the embedded database the setting is refused with a
 * warning and one process serves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '@app/db/testing';
import { freePort, startServer, untilOutput, type ServerInstance } from './server-instances.ts';

interface LogLine {
  level: number;
  pid: number;
  msg: string;
}

/** The complete JSON log lines of `output` (a chunk may end mid-line). */
const linesOf = (output: string): LogLine[] =>
  output
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
const logLines = (server: ServerInstance): LogLine[] => linesOf(server.output());

/**
 * Waits for the server to log what `predicate` looks for, checked as each line arrives; bounded by the
 * hook's or test's timeout only, as a busy machine may take its time.
 */
async function waitForLog(server: ServerInstance, predicate: (lines: LogLine[]) => boolean) {
  return linesOf(await untilOutput(server.child, server.output, (output) => predicate(linesOf(output))));
}

/** GET on a new connection each time (no keep-alive), so a cluster hands every request to a worker anew. */
const getOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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
    let server: ServerInstance;
    let workers: number[];

    beforeAll(async () => {
      db = await createTestDatabase();
      server = await startServer(await freePort(), {
        WEB_CONCURRENCY: '2',
        DATABASE_URL: db.url!,
        LOG_LEVEL: 'info',
      });
      workers = readyPids(await waitForLog(server, (lines) => readyPids(lines).length === 2));
    });

    afterAll(async () => {
      await server.stop('SIGKILL');
      for (const pid of readyPids(logLines(server))) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      await db.close();
    });

    it('starts two worker processes beside the primary, which serves nothing itself', () => {
      expect(new Set(workers).size).toBe(2);
      expect(workers).not.toContain(server.child.pid);
      const started = logLines(server).find((l) => l.msg === 'started 2 worker processes');
      expect(started?.pid).toBe(server.child.pid);
    });

    it('answers from both workers', async () => {
      expect(await getManyTimes(`${server.base}/healthz`, 8)).toEqual(Array(8).fill(200));
      const lines = await waitForLog(server, (l) => servedBy(l).size === 2);
      expect([...servedBy(lines)].sort()).toEqual([...workers].sort());
    });

    it('replaces a worker that dies', async () => {
      const [victim] = workers as [number];
      process.kill(victim, 'SIGKILL');
      const lines = await waitForLog(server, (l) => readyPids(l).length === 3);
      const replacement = readyPids(lines)[2];
      expect(workers).not.toContain(replacement);
      expect(lines.some((l) => l.msg === 'worker process exited unexpectedly; starting a new one')).toBe(
        true,
      );
      expect(await getManyTimes(`${server.base}/healthz`, 4)).toEqual(Array(4).fill(200));
    });

    it('stops every worker gracefully on SIGTERM and exits 0', async () => {
      await server.stop('SIGTERM');
      expect(server.child.exitCode).toBe(0);
      const alive = readyPids(logLines(server)).filter(isAlive);
      expect(alive).toEqual([]);
      const shutdowns = logLines(server).filter((l) => l.msg === 'shutting down');
      expect(shutdowns).toHaveLength(2);
    });
  });

const describeSingle = () =>
  describe('WEB_CONCURRENCY=2 on the embedded database', () => {
    let dataRoot: string;
    let server: ServerInstance;

    beforeAll(async () => {
      dataRoot = mkdtempSync(join(tmpdir(), 'site-data-'));
      server = await startServer(await freePort(), {
        WEB_CONCURRENCY: '2',
        DATA_DIR: join(dataRoot, 'data'),
        LOG_LEVEL: 'info',
      });
      await waitForLog(server, (lines) => readyPids(lines).length === 1);
    });

    afterAll(async () => {
      await server.stop('SIGTERM');
      rmSync(dataRoot, { recursive: true, force: true });
    });

    it('warns that the setting is ignored and serves from the one process', async () => {
      const warning = logLines(server).find((l) => l.level === 40 && l.msg.startsWith('WEB_CONCURRENCY'));
      expect(warning?.msg).toBe(
        'WEB_CONCURRENCY=2 ignored: the embedded database (PGlite) admits one process, so one process ' +
          'serves. Set DATABASE_URL to a PostgreSQL server to run several workers.',
      );
      expect(readyPids(logLines(server))).toEqual([server.child.pid]);
      expect(await getManyTimes(`${server.base}/healthz`, 4)).toEqual(Array(4).fill(200));
      const lines = await waitForLog(server, (l) => servedBy(l).size > 0);
      expect([...servedBy(lines)]).toEqual([server.child.pid]);
    });
  });

// One branch per database kind of the run (TEST_DB), so neither is ever reported as skipped.
if (testDbKind() === 'postgres') describeCluster();
else describeSingle();
