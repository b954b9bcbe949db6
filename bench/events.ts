/**
 * Ingestion benchmark of POST /api/events (issue 24): the built server on a throwaway PostgreSQL database,
 * the analytics beacon's body (text/plain JSON, as `navigator.sendBeacon` sends it) at a fixed rate from an
 * open loop (bench/lib/open-loop.ts), each request from its own address as behind the proxy. Target:
 * 2,000 events/s with p99 under 50 ms and no errors.
 *
 *   npm run build && npm run bench:events                     # 2,000/s for 30 s, README section + results
 *   npm run bench:events -- --rate=200 --seconds=5            # a short check on a busy machine (no README)
 *   npm run bench:events -- --profile=/tmp/prof               # and a CPU profile of the server
 *   npm run bench:events -- --workers=2 --redis=redis://127.0.0.1:6379   # the scale-out setup: worker
 *                                              # processes (WEB_CONCURRENCY) and rate-limit counts in Redis
 *
 * Run the full figures on a quiet machine: the target is about the server and the database, not the
 * generator sharing their cores.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@app/db';
import { Pool } from 'undici';
import { throwawayPostgres } from '../apps/server/test/server-instances.ts';
import { startBuiltServer } from './lib/built-server.ts';
import { cpuMeter } from './lib/process-stats.ts';
import { runOpenLoop, type Stream, type StreamResult } from './lib/open-loop.ts';
import { replaceReadmeSection } from './lib/readme-section.ts';
import { readmePath, readResults, round, runInfo, writeResults } from './lib/run-info.ts';

const TARGET = { rate: 2000, p99Ms: 50 };
const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: String(TARGET.rate) },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '5198' },
    /** A folder for the server's CPU profile (`node --cpu-prof`, written when it stops): where time goes. */
    profile: { type: 'string' },
    /** WEB_CONCURRENCY: server worker processes (one per core is the production advice, README). */
    workers: { type: 'string', default: '1' },
    /** REDIS_URL: the rate-limit counts in Redis instead of PostgreSQL (decision 0011). */
    redis: { type: 'string' },
  },
});
const rate = Number(values.rate);
const redisUrl = values.redis || undefined;
const seconds = Number(values.seconds);
const fullRun = rate === TARGET.rate && seconds >= 30;

const paths = ['/', '/products', '/contact', '/become-partner', '/developers', '/about'];
const devices = ['desktop', 'mobile', 'tablet'] as const;
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A distinct documentation-range address per request (the daily hash then varies as real visitors do). */
const addressOf = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;

function event(i: number): string {
  return JSON.stringify({
    kind: 'pageview',
    path: paths[i % paths.length],
    device: devices[i % devices.length],
    ...(i % 5 === 0 ? { referrer: 'search.example', utmSource: 'newsletter', utmCampaign: 'launch' } : {}),
  });
}

function events(pool: Pool): Stream {
  return {
    name: 'events',
    rate,
    labelOf: () => 'POST /api/events',
    send: async (i) => {
      const res = await pool.request({
        method: 'POST',
        path: '/api/events',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': userAgent,
          'x-forwarded-for': addressOf(i),
        },
        body: event(i),
      });
      await res.body.arrayBuffer();
      return res.statusCode === 202 || `HTTP ${res.statusCode}`;
    },
  };
}

async function main() {
  const database = await throwawayPostgres('bench_events');
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  await handle.migrate();
  await handle.close();
  const server = await startBuiltServer(
    Number(values.port),
    {
      DATABASE_URL: database.url,
      RATE_LIMIT_PUBLIC_MAX: '1000000',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      WEB_CONCURRENCY: values.workers,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [],
  );
  const pool = new Pool(server.base, { connections: 256, headersTimeout: 10_000, bodyTimeout: 10_000 });
  try {
    await runOpenLoop([events(pool)], Math.min(5, seconds));
    const args = process.argv.slice(2);
    const info = runInfo(`npm run bench:events${args.length ? ` -- ${args.join(' ')}` : ''}`);
    const used = cpuMeter(server.child.pid, true);
    const [result] = await runOpenLoop([events(pool)], seconds);
    // CPU time per event shows what an event costs even when a shared machine slows the rates down.
    const cpuPerEvent = Object.fromEntries(
      Object.entries(used()).map(([who, ms]) => [who, round(ms / result!.sent, 3)]),
    );
    const holds = result!.errors === 0 && result!.p99 < TARGET.p99Ms && result!.achieved >= rate * 0.98;
    const line = `${rate}/s for ${seconds} s: achieved ${round(result!.achieved)}/s, p50 ${round(result!.p50)} ms, p99 ${round(result!.p99)} ms, max ${round(result!.max)} ms, errors ${result!.errors}`;
    console.log(`${line} → ${holds ? 'holds' : 'does not hold'} the target`);
    console.log(`CPU ms per event (PostgreSQL: every backend on the machine): ${cpuLine(cpuPerEvent)}`);
    if (!fullRun) return;
    const setup = setupOf(values.workers, redisUrl !== undefined);
    // One recorded run per setup: a run of one setup leaves the others' figures alone.
    const recorded = readRecorded();
    recorded.setups[setup] = { ...info, holds, cpuPerEvent, result: result! };
    writeResults('events', recorded);
    replaceReadmeSection(readmePath, 'events', eventsSection(recorded));
  } finally {
    await pool.close();
    await server.stop();
    await database.drop();
  }
}

/** How the server ran: worker processes and where the rate-limit counts live. */
function setupOf(workers: string, redis: boolean): string {
  const processes = workers === '1' ? '1 process' : `${workers} worker processes`;
  return `${processes}, rate-limit counts in ${redis ? 'Redis' : 'PostgreSQL'}`;
}

interface SetupRun extends ReturnType<typeof runInfo> {
  holds: boolean;
  cpuPerEvent: Record<string, number>;
  result: StreamResult;
}

interface Recorded {
  target: typeof TARGET;
  setups: Record<string, SetupRun>;
}

function readRecorded(): Recorded {
  const previous = (readResults('events') ?? {}) as Partial<Recorded>;
  return { target: TARGET, setups: previous.setups ?? {} };
}

const cpuLine = (cpuPerEvent: Record<string, number>) =>
  Object.entries(cpuPerEvent)
    .map(([who, ms]) => `${who} ${ms}`)
    .join(', ');

function eventsSection(recorded: Recorded): string {
  const rows = Object.entries(recorded.setups).map(([setup, run]) => {
    const r = run.result;
    return `| ${setup} | ${run.date.slice(0, 16).replace('T', ' ')} | ${run.loadAverageBefore[0]} | ${round(r.achieved)}/s | ${round(r.p50)} | ${round(r.p99)} | ${round(r.max)} | ${r.errors} | ${cpuLine(run.cpuPerEvent)} | ${run.holds ? 'yes' : 'no'} |`;
  });
  return [
    '## Analytics ingestion (`events.ts`)',
    '',
    `POST /api/events on PostgreSQL at a fixed rate (open loop), ${TARGET.rate}/s for 30 s after 5 s of warm-up, text/plain`,
    `JSON as sendBeacon sends it, each request from its own address. Target p99 < ${TARGET.p99Ms} ms and zero errors. The`,
    'generator, the app and PostgreSQL share the machine (2 cores). CPU is milliseconds per event.',
    '',
    '| Setup | Run (UTC) | Load before | Achieved | p50 (ms) | p99 (ms) | Max (ms) | Errors | CPU per event (ms) | Holds |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --- | --- |',
    ...rows,
  ].join('\n');
}

await main();
