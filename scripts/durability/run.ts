/**
 * Load and crash test (`npm run test:durability [-- --short] [-- --db=pglite|postgres]`): drives a bounded
 * mix of public form submissions at the built server on loopback, kills it with SIGKILL mid-load, restarts
 * it on the same data and finishes the load; then checks that every submission answered 2xx is stored
 * exactly once and that every staff notification reached a real SMTP peer (at least once; repeats are
 * counted by Message-ID). Runs on the embedded database (a temporary DATA_DIR) and on a throwaway
 * PostgreSQL database; prints one table and exits 1 when anything was lost or duplicated.
 * Needs `npm run build` (SERVER_MAIN may point at a copy of apps/server/dist/main.js); DURABILITY_REPORT
 * names a JSON file for the counts (scripts/test.sh adds them to its summary).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@app/db';
import {
  assertBuilt,
  freePort,
  startServer,
  throwawayPostgres,
  type ServerInstance,
} from '../../apps/server/test/server-instances.ts';
import { startSmtpPeer, type SmtpPeer } from '../../apps/server/test/smtp-peer.ts';
import { brokenRun, passed, tally, type Tally } from './check.ts';
import { drive, plannedSubmissions, type Submission } from './load.ts';

type DbKind = 'pglite' | 'postgres';

const args = process.argv.slice(2);
const short = args.includes('--short');
const plan = short
  ? { submissions: 150, kills: 1, concurrency: 6 }
  : { submissions: 800, kills: 4, concurrency: 10 };
const only = args.find((a) => a.startsWith('--db='))?.slice(5) as DbKind | undefined;
const kinds: DbKind[] = only ? [only] : ['pglite', 'postgres'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Kill after between 30 % and 70 % of this phase's share of the remaining submissions were answered. */
function killPoint(remaining: number, killsLeft: number): number {
  const share = remaining / (killsLeft + 1);
  return Math.max(1, Math.floor(share * (0.3 + 0.4 * Math.random())));
}

/**
 * Waits until a staff notification for every answered submission arrived and mail stopped coming, or until
 * no mail at all arrived for 45 s (longer than a lease plus a first retry's back-off).
 */
async function awaitNotifications(smtp: SmtpPeer, submissions: Submission[]): Promise<void> {
  const answered = submissions.filter((s) => s.outcome === 'answered');
  let seen = -1;
  let lastProgress = Date.now();
  while (Date.now() - lastProgress < 45_000) {
    const texts = smtp.received.filter((m) => m.to.includes('staff@durability.test')).map((m) => m.text);
    // A newsletter sign-up's mail is its confirmation link, to the address itself (double opt-in).
    const arrived = (s: Submission) =>
      s.kind === 'subscriber'
        ? smtp.received.some((m) => m.to.includes(s.email))
        : texts.some((t) => t.includes(s.email));
    const all = answered.every(arrived);
    if (all && smtp.received.length === seen) return;
    if (smtp.received.length !== seen) lastProgress = Date.now();
    seen = smtp.received.length;
    await sleep(1_000);
  }
}

async function runOn(kind: DbKind, run: string): Promise<Tally> {
  const smtp = await startSmtpPeer();
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'durability-')) : undefined;
  const pgDb = kind === 'postgres' ? await throwawayPostgres('app_durability') : undefined;
  const port = await freePort();
  const pgliteDir = dataDir ? join(dataDir, 'data') : undefined;
  const env = {
    ...(pgDb ? { DATABASE_URL: pgDb.url } : { DATA_DIR: pgliteDir! }),
    NODE_ENV: 'production',
    SMTP_URL: smtp.url,
    STAFF_NOTIFY_EMAIL: 'staff@durability.test',
    OUTBOX_POLL_MS: '200',
    // A message claimed by the killed process is retried once its lease runs out; keep the wait short.
    OUTBOX_LEASE_MS: '3000',
    RATE_LIMIT_PUBLIC_MAX: '1000000',
    FORM_TOKEN_MIN_AGE_MS: '0',
  };
  const submissions = plannedSubmissions(plan.submissions, run);
  let server: ServerInstance | undefined;
  try {
    server = await startServer(port, env);
    for (let phase = 0; phase <= plan.kills; phase++) {
      const killing = phase < plan.kills;
      const remaining = submissions.filter((s) => s.outcome === 'pending').length;
      const killAt = killPoint(remaining, plan.kills - phase);
      const current: ServerInstance = server;
      let killed = false;
      await drive(current.base, submissions, {
        concurrency: plan.concurrency,
        stop: () => killed,
        onAnswered: (answered) => {
          if (!killing || killed || answered < killAt) return;
          killed = true;
          current.child.kill('SIGKILL');
        },
      });
      if (!killing) break;
      await current.stop('SIGKILL');
      console.log(`${kind}: SIGKILL after ${killAt} answers in phase ${phase + 1}; restarting`);
      server = await startServer(port, env);
    }
    await awaitNotifications(smtp, submissions);
    await server.stop('SIGTERM');
    const handle = await openDatabase(pgDb ? { databaseUrl: pgDb.url, poolSize: 2 } : { dataDir: pgliteDir });
    try {
      return await tally(
        kind,
        handle.db,
        run,
        submissions,
        smtp.received.map((m) => m.messageId),
      );
    } finally {
      await handle.close();
    }
  } catch (err) {
    if (server) console.error(`${kind} server output:\n${server.output()}`);
    throw err;
  } finally {
    await server?.stop('SIGKILL');
    await smtp.close();
    await pgDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(tallies: Tally[]) {
  const columns: Array<[string, (t: Tally) => string | number]> = [
    ['database', (t) => t.database],
    ['requests', (t) => t.requests],
    ['answered', (t) => t.answered],
    ['stored', (t) => t.stored],
    ['duplicates', (t) => t.duplicates],
    ['lost', (t) => t.lost],
    ['unanswered (stored)', (t) => `${t.unanswered} (${t.unansweredStored})`],
    ['notifications expected', (t) => t.notificationsExpected],
    ['delivered', (t) => t.notificationsDelivered],
    ['duplicate deliveries', (t) => t.duplicateDeliveries],
    ['outbox unsent', (t) => t.outboxUnsent],
    ['result', (t) => (passed(t) ? 'pass' : t.error ? 'FAIL (run broke)' : 'FAIL')],
  ];
  const cells = [columns.map(([name]) => name), ...tallies.map((t) => columns.map(([, f]) => String(f(t))))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  for (const row of cells) console.log(`| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`);
}

assertBuilt();
const run = randomBytes(3).toString('hex');
console.log(
  `durability (${short ? 'short' : 'full'}): ${plan.submissions} submissions, ${plan.kills} SIGKILL(s), ` +
    `${plan.concurrency} concurrent clients`,
);
// The databases run side by side: each has its own server, port, data and SMTP peer, and most of a run is
// waiting (a restart, a lease running out, the mail settling), so one after the other left the cores idle.
const tallies: Tally[] = await Promise.all(
  kinds.map((kind) =>
    runOn(kind, run).catch((err: unknown) => {
      console.error(`${kind}: the run broke:`, err);
      return brokenRun(kind, err);
    }),
  ),
);
printTable(tallies);
if (process.env.DURABILITY_REPORT) {
  const report = { tallies: tallies.map((t) => ({ ...t, passed: passed(t) })) };
  writeFileSync(process.env.DURABILITY_REPORT, JSON.stringify(report, null, 2));
}
process.exit(tallies.every(passed) ? 0 : 1);
