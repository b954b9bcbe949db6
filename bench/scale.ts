/**
 * Staff lists at scale: 100,000 partner applications, 100,000 subscribers and 100,000 form submissions
 * (bulk inserts), then the production build (`npm run build` first) as a child process, timed over real
 * HTTP with a staff session: first page, search and sort of each list (p50/p95), and each CSV export
 * (time, size, and the server's peak memory growth, sampled from /proc while the file streams).
 *
 *   npm run bench:scale                # PostgreSQL (throwaway database) and PGlite
 *   npm run bench:scale -- postgres    # one of them
 *
 * BENCH_ROWS (100000), BENCH_ITERATIONS (200), BENCH_PORT (5292); SERVER_MAIN and WEB_DIST
 * run another copy of the build. Writes bench/results/scale.json and the "scale" section of bench/README.md.
 * Targets: list and search p95 < 50 ms; the 100,000-row export < 3 s with < 50 MB memory growth.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@app/db';
import { throwawayPostgres, type ServerInstance } from '../apps/server/test/server-instances.ts';
import { startBuiltServer } from './lib/built-server.ts';
import { processMemory } from './lib/process-stats.ts';
import { replaceReadmeSection } from './lib/readme-section.ts';
import { loadAverage, mb, percentile, readmePath, round, runInfo, writeResults } from './lib/run-info.ts';
import { seedAdminLists } from './lib/seed-admin-lists.ts';
import { staffSessionCookie } from './lib/staff-session.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const EXPORT_RUNS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 5292);

/** What is timed: the first page, a search and a sort of each list, 50 rows a page as the admin shows. */
const listRequests: Array<[label: string, path: string]> = [
  ['partners: first page', '/api/partners/raw?t=1&limit=50'],
  ['partners: search "zenith" (5%)', '/api/partners/raw?limit=50&q=zenith'],
  ['partners: search e-mail (1 row)', '/api/partners/raw?limit=50&q=partner77777%40'],
  ['partners: sort by status', '/api/partners/raw?limit=50&sort=status:asc'],
  ['partners: page 100', '/api/partners/raw?limit=50&offset=4950'],
  ['subscribers: first page', '/api/admin/subscribers?limit=50'],
  ['subscribers: search "ivanova" (14%)', '/api/admin/subscribers?limit=50&q=ivanova'],
  ['subscribers: sort by e-mail', '/api/admin/subscribers?limit=50&sort=email:asc'],
  ['form submissions: first page', '/api/admin/form-submissions?limit=50'],
  ['form submissions: search "hopper" (11%)', '/api/admin/form-submissions?limit=50&q=hopper'],
  ['form submissions: sort oldest first', '/api/admin/form-submissions?limit=50&sort=createdAt:asc'],
];
/** Partner applications have no CSV export in the admin (the spec gives exports to these two lists). */
const exportRequests: Array<[label: string, path: string]> = [
  ['subscribers', '/api/admin/subscribers/export.csv'],
  ['form submissions', '/api/admin/form-submissions/export.csv'],
];

interface ListStat {
  p50: number;
  p95: number;
  max: number;
  total: number;
}

interface ExportStat {
  rows: number;
  megabytes: number;
  /** Median of the runs. */
  ms: number;
  /** Largest rise of the server's RSS over its level just before an export, across the runs. */
  memoryGrowthMb: number;
  rssBeforeMb: number;
}

async function timeList(server: ServerInstance, cookie: string, path: string): Promise<ListStat> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const start = performance.now();
    const res = await fetch(`${server.base}${path}`, { headers: { cookie } });
    const body = await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
    if (i >= WARMUP) times.push(ms);
    total = Number(res.headers.get('x-total-count'));
  }
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1)!),
    total,
  };
}

async function timeExport(server: ServerInstance, cookie: string, path: string): Promise<ExportStat> {
  const runs: Array<{ ms: number; growth: number; rows: number; bytes: number; before: number }> = [];
  for (let run = 0; run < EXPORT_RUNS; run++) {
    await new Promise((r) => setTimeout(r, 500));
    const before = processMemory(server.child.pid!).rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, processMemory(server.child.pid!).rss)), 5);
    const start = performance.now();
    const res = await fetch(`${server.base}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines += 1;
    }
    const ms = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, processMemory(server.child.pid!).rss);
    runs.push({ ms, growth: peak - before, rows: lines - 1, bytes, before });
  }
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  return {
    rows: runs[0]!.rows,
    megabytes: mb(runs[0]!.bytes),
    ms: Math.round(percentile(times, 50)),
    memoryGrowthMb: mb(Math.max(...runs.map((r) => r.growth))),
    rssBeforeMb: mb(runs[0]!.before),
  };
}

async function runFor(kind: 'postgres' | 'pglite') {
  console.log(`\n== ${kind}`);
  const root = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const database = kind === 'postgres' ? await throwawayPostgres('bench_scale') : undefined;
  const target = database ? { databaseUrl: database.url } : { dataDir: join(root, 'data') };
  try {
    // Seeded before the server starts: the embedded database admits one process at a time.
    const handle = await openDatabase({ ...target, poolSize: 2 });
    let cookie: string;
    const t0 = performance.now();
    try {
      await handle.migrate();
      await seedAdminLists(handle, ROWS);
      cookie = await staffSessionCookie(handle);
    } finally {
      await handle.close();
    }
    const seedMs = Math.round(performance.now() - t0);
    console.log(`seeded ${ROWS} rows in each of three tables in ${seedMs} ms`);

    const server = await startBuiltServer(PORT, {
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: target.dataDir! }),
      OUTBOX_POLL_MS: '600000',
    });
    try {
      const lists: Record<string, ListStat> = {};
      for (const [label, path] of listRequests) {
        lists[label] = await timeList(server, cookie, path);
        const s = lists[label];
        console.log(`${label.padEnd(42)} p50 ${s.p50} ms  p95 ${s.p95} ms  (${s.total} rows match)`);
      }
      const exports: Record<string, ExportStat> = {};
      for (const [label, path] of exportRequests) {
        exports[label] = await timeExport(server, cookie, path);
        const e = exports[label];
        console.log(
          `export ${label}: ${e.rows} rows, ${e.megabytes} MB in ${e.ms} ms, server RSS +${e.memoryGrowthMb} MB (from ${e.rssBeforeMb} MB)`,
        );
      }
      return { seedMs, lists, exports };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  }
}

type KindResult = Awaited<ReturnType<typeof runFor>>;

function readmeSection(results: {
  date: string;
  command: string;
  node: string;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  postgres?: KindResult;
  pglite?: KindResult;
}): string {
  const { postgres, pglite } = results;
  const cell = (r: KindResult | undefined, label: string) =>
    r ? `${r.lists[label]!.p50} / ${r.lists[label]!.p95}` : '—';
  const exportCell = (r: KindResult | undefined, label: string) =>
    r ? `${r.exports[label]!.ms} ms, +${r.exports[label]!.memoryGrowthMb} MB` : '—';
  const matching = (label: string) => (postgres ?? pglite)!.lists[label]!.total.toLocaleString('en');
  return [
    '## Admin lists at scale (`scale.ts`)',
    '',
    `${results.date.slice(0, 10)}, \`${results.command}\` (Node ${results.node}, ${results.cpus} CPUs; load ` +
      `average ${results.loadAverageBefore.join(' / ')} before, ${results.loadAverageAfter.join(' / ')} after). ` +
      `${ROWS.toLocaleString('en')} partner applications, subscribers and form submissions each, seeded with ` +
      '`generate_series`; the production build as a child process; every request over HTTP (keep-alive) ' +
      `with a staff session, ${ITERATIONS} timed after ${WARMUP} warm-up, one at a time: guard and session ` +
      'lookup, page query and `count(*)` for `X-Total-Count`, JSON. Page size 50. Target: p95 < 50 ms.',
    '',
    '| Request | Matching rows | PostgreSQL p50 / p95 (ms) | PGlite p50 / p95 (ms) |',
    '| --- | --- | --- | --- |',
    ...listRequests.map(
      ([label]) => `| ${label} | ${matching(label)} | ${cell(postgres, label)} | ${cell(pglite, label)} |`,
    ),
    '',
    `CSV exports of all ${ROWS.toLocaleString('en')} rows, streamed in keyset pages of 1,000 (median of ` +
      `${EXPORT_RUNS} downloads; memory: the largest rise of the server process's RSS, sampled every 5 ms ` +
      'from /proc while the file streams). Target: < 3 s, < 50 MB growth.',
    '',
    '| Export | Size | PostgreSQL | PGlite |',
    '| --- | --- | --- | --- |',
    ...exportRequests.map(
      ([label]) =>
        `| ${label} | ${(postgres ?? pglite)!.exports[label]!.megabytes} MB | ${exportCell(postgres, label)} | ${exportCell(pglite, label)} |`,
    ),
  ].join('\n');
}

const wanted = process.argv.slice(2);
const kinds = (['postgres', 'pglite'] as const).filter((k) => wanted.length === 0 || wanted.includes(k));
const info = runInfo(`npm run bench:scale${wanted.length ? ` -- ${wanted.join(' ')}` : ''}`);
const byKind: { postgres?: KindResult; pglite?: KindResult } = {};
for (const kind of kinds) byKind[kind] = await runFor(kind);
const results = { ...info, rows: ROWS, iterations: ITERATIONS, ...byKind, loadAverageAfter: loadAverage() };
console.log(`\nwrote ${writeResults('scale', results)}`);
replaceReadmeSection(readmePath, 'scale', readmeSection(results));
process.exit(0);
