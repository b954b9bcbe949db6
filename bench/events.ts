/**
 * Ingestion measurement of POST /api/events (issues 24, 35): the built server on a throwaway PostgreSQL
 * database, the analytics script's body (same-origin JSON with the visitor's id, as `fetch` sends it) at a
 * fixed rate from an open loop (bench/lib/open-loop.ts), each request from its own address as behind the
 * proxy. A measurement, not a target: it reports the rate the plain code (one transaction per event: the row
 * and the day's counters, plus the shared rate-limit counts) holds on this machine.
 *
 *   npm run build && npm run bench:events                     # 300/s for 10 s, README section + results
 *   npm run bench:events -- --rate=600 --seconds=10           # another rate
 *   npm run bench:events -- --profile=/tmp/prof               # and a CPU profile of the server
 *   npm run bench:events -- --workers=2 --redis=redis://127.0.0.1:6379   # worker processes, counts in Redis
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

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '10' },
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

const paths = ['/', '/products', '/contact', '/become-partner', '/developers', '/about'];
const devices = ['desktop', 'mobile', 'tablet'] as const;
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A distinct documentation-range address per request, each with its own visitor (within the daily limits). */
const addressOf = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;

function event(i: number): string {
  return JSON.stringify({
    kind: 'pageview',
    path: paths[i % paths.length],
    device: devices[i % devices.length],
    visitor: `${(i & 0xffff).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
    ...(i % 5 === 0 ? { referrer: 'search.example', utmSource: 'newsletter', utmCampaign: 'launch' } : {}),
  });
}

function events(pool: Pool, origin: string): Stream {
  return {
    name: 'events',
    rate,
    labelOf: () => 'POST /api/events',
    send: async (i) => {
      const res = await pool.request({
        method: 'POST',
        path: '/api/events',
        headers: {
          'content-type': 'application/json',
          origin: origin,
          'sec-fetch-site': 'same-origin',
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
    await runOpenLoop([events(pool, server.base)], Math.min(5, seconds));
    const args = process.argv.slice(2);
    const info = runInfo(`npm run bench:events${args.length ? ` -- ${args.join(' ')}` : ''}`);
    const used = cpuMeter(server.child.pid, true);
    const [result] = await runOpenLoop([events(pool, server.base)], seconds);
    // CPU time per event shows what an event costs even when a shared machine slows the rates down.
    const cpuPerEvent = Object.fromEntries(
      Object.entries(used()).map(([who, ms]) => [who, round(ms / result!.sent, 3)]),
    );
    const line = `${rate}/s for ${seconds} s: achieved ${round(result!.achieved)}/s, p50 ${round(result!.p50)} ms, p99 ${round(result!.p99)} ms, max ${round(result!.max)} ms, errors ${result!.errors}`;
    console.log(line);
    console.log(`CPU ms per event (PostgreSQL: every backend on the machine): ${cpuLine(cpuPerEvent)}`);
    const setup = setupOf(values.workers, redisUrl !== undefined);
    // One recorded run per setup: a run of one setup leaves the others' figures alone.
    const recorded = readRecorded();
    recorded.setups[setup] = { ...info, rate, seconds, cpuPerEvent, result: result! };
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
  rate: number;
  seconds: number;
  cpuPerEvent: Record<string, number>;
  result: StreamResult;
}

interface Recorded {
  setups: Record<string, SetupRun>;
}

function readRecorded(): Recorded {
  const previous = (readResults('events') ?? {}) as Partial<Recorded>;
  // Runs of the withdrawn 2,000/s target (no offered rate recorded) are not comparable: left out.
  const kept = Object.entries(previous.setups ?? {}).filter(([, run]) => typeof run.rate === 'number');
  return { setups: Object.fromEntries(kept) };
}

const cpuLine = (cpuPerEvent: Record<string, number>) =>
  Object.entries(cpuPerEvent)
    .map(([who, ms]) => `${who} ${ms}`)
    .join(', ');

function eventsSection(recorded: Recorded): string {
  const rows = Object.entries(recorded.setups).map(([setup, run]) => {
    const r = run.result;
    return `| ${setup} | ${run.date.slice(0, 16).replace('T', ' ')} | ${run.loadAverageBefore[0]} | ${run.rate}/s for ${run.seconds} s | ${round(r.achieved)}/s | ${round(r.p50)} | ${round(r.p99)} | ${round(r.max)} | ${r.errors} | ${cpuLine(run.cpuPerEvent)} |`;
  });
  return [
    '## Analytics ingestion (`events.ts`)',
    '',
    'POST /api/events on PostgreSQL at a fixed rate (open loop) after 5 s of warm-up: same-origin JSON with a visitor',
    'id, as the script sends it, each request from its own address. A measurement of the plain code (one transaction',
    'per event: its row and the day’s counters; the rate-limit counts), not a target: there is none (issue 35). The',
    'generator, the app and PostgreSQL share the machine (2 cores). CPU is milliseconds per event.',
    '',
    '| Setup | Run (UTC) | Load before | Offered | Achieved | p50 (ms) | p99 (ms) | Max (ms) | Errors | CPU per event (ms) |',
    '| --- | --- | --: | --- | --: | --: | --: | --: | --: | --- |',
    ...rows,
  ].join('\n');
}

await main();
