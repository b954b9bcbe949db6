/**
 * Server load as users meet it: a launch-day mix of page views and form posts sent at fixed rates (open
 * loop, lib/open-loop.ts) against the production build (`npm run build` first), on PostgreSQL and on PGlite.
 * Per class and route: p50, p99 (from each request's scheduled send time) and errors; a step search for
 * the highest mix rate that still holds the target; and POST /api/leads alone at its highest sustained rate
 * as a share of the same transaction sent straight through the driver at fixed rates.
 *
 *   npm run bench:load                                  # both databases, 60 s: writes results and README
 *   npm run bench:load -- --seconds=10 --db=postgres    # a quick look: prints, writes nothing
 *
 * Flags: --seconds (60, the run at the target rates), --step-seconds (10, each step of the searches),
 * --db (postgres, pglite or both), --port (5210). SERVER_MAIN and WEB_DIST run another copy of the build
 * (see lib/built-server.ts). Writes bench/results/load.json and the "load" section of bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@app/db';
import { Pool } from 'undici';
import { throwawayPostgres } from '../apps/server/test/server-instances.ts';
import { startBuiltServer } from './lib/built-server.ts';
import {
  directLeadsPglite,
  directLeadsPostgres,
  storedSubmissions,
  type DirectLeads,
} from './lib/direct-leads.ts';
import { runOpenLoop, stepSearch, type Step, type Stream, type StreamResult } from './lib/open-loop.ts';
import { cpuMeter, type CpuUsed } from './lib/process-stats.ts';
import { replaceReadmeSection } from './lib/readme-section.ts';
import { loadAverage, readmePath, round, runInfo, writeResults } from './lib/run-info.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'step-seconds': { type: 'string', default: '10' },
    db: { type: 'string' },
    port: { type: 'string', default: '5210' },
  },
});
const SECONDS = Number(flags.seconds);
const STEP_SECONDS = Number(flags['step-seconds']);
const PORT = Number(flags.port);
/** A short run before the measured ones, whose figures are dropped: JIT, connection pools, caches. */
const WARMUP_SECONDS = 5;

type DbKey = 'postgres' | 'pglite';

/** The issue's targets: rates sent at the same time, and the p99 each class must stay under. */
interface Target {
  label: string;
  pageViews: number;
  formPosts: number;
  /** p99 limits in ms; a class without one is measured but not judged. */
  pageP99?: number;
  formP99: number;
}
const targets: Record<DbKey, Target> = {
  postgres: { label: 'PostgreSQL', pageViews: 2000, formPosts: 300, pageP99: 20, formP99: 50 },
  // The issue sets only the form posts for PGlite; page views go with them in the PostgreSQL mix's
  // proportion (20 per 3 posts), served by the same process that runs the database.
  pglite: { label: 'PGlite', pageViews: Math.round((100 * 2000) / 300), formPosts: 100, formP99: 50 },
};
/** POST /api/leads alone and the driver's transaction: sustained = zero errors and p99 under this. */
const LEADS_P99 = 50;
/** Up to ×17 the form-post target (5,100/s on PostgreSQL): past what the old closed loop reached. */
const LEADS_STEPS = 8;

/** The server's settings: limits out of the way; no SMTP, so mail goes to the log transport. */
const serverEnv = {
  RATE_LIMIT_PUBLIC_MAX: '1000000',
  FORM_TOKEN_MIN_AGE_MS: '0',
  LOG_LEVEL: 'warn',
  // Client addresses come from X-Forwarded-For, set by the proxy in front (docs/deploy.md); here the
  // generator on the loopback address stands in for it.
  TRUST_PROXY: 'loopback',
};

/** Prerendered pages a launch-day visitor opens; the home page twice as often as the others. */
const pages = [
  '/',
  '/products',
  '/',
  '/products/lumen-air',
  '/products/lumen-max2',
  '/',
  '/about',
  '/developers',
  '/become-partner',
  '/contact',
  '/faq',
  '/subscribe',
];

type FormKey = 'subscribe' | 'leads' | 'partner' | 'developer';
const formPaths: Record<FormKey, string> = {
  subscribe: '/api/subscribe',
  leads: '/api/leads',
  partner: '/api/submit-partner',
  developer: '/api/submit-developer',
};
/** The posts' order: sign-ups and enquiries 4 in 10 each, partner and developer applications 1 in 10. */
const formMix: FormKey[] = [
  'subscribe',
  'leads',
  'subscribe',
  'partner',
  'leads',
  'subscribe',
  'developer',
  'leads',
  'subscribe',
  'leads',
];

/** A valid body of each form; `n` makes the address unique (an application per address, as people send). */
function formBody(form: FormKey, n: number, token: string): string {
  const email = `visitor-${n}@example.com`;
  const guard = { _hp: '', _t: token };
  const bodies: Record<FormKey, object> = {
    subscribe: { email, source: 'floating_newsletter' },
    leads: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines Ltd',
      email,
      phone: '',
      interest: 'remote-assistance',
      message: 'We would like a demo for our field engineers.',
    },
    partner: {
      fullName: 'Grace Hopper',
      contactNumber: '+1 (555) 010-2000',
      email,
      companyName: 'Compiler Distribution Inc',
      companyWebsite: 'compiler.example.com',
      industry: 'Technology',
      employeeCount: '51-200',
      targetCountryRegion: 'North America',
      salesTargetPlan: '',
      referralSource: 'Social Media',
      additionalInfo: '',
    },
    developer: {
      fullName: 'Linus Developer',
      email,
      phone: '+46 8 123 456',
      companyAffiliation: '',
      jobTitle: 'Engineer',
      portfolioWebsite: 'linus.example.org/work',
      githubProfile: '@linus',
      experienceLevel: 'advanced',
      programmingLanguages: ['Kotlin', 'C++'],
      developmentAreas: ['Mobile Apps'],
      yearsExperience: '5-10',
      interestedPlatforms: ['CXR-M (Mobile AR Platform)', 'YodaOS-Sprite'],
      primaryUseCase: 'Enterprise & Industrial',
      projectDescription: 'A remote assistance tool for field engineers.',
      reasonForInterest: 'We want hands-free workflows on the factory floor.',
      developmentTimeline: '',
    },
  };
  return JSON.stringify({ ...bodies[form], ...guard });
}

/** Every request comes from a visitor of its own: its own client address, as the proxy reports it. */
let visitors = 0;
function visitorAddress(): string {
  const n = visitors++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Sends one request through the pool; true for a 2xx answer (the body is read to the end either way). */
async function send(pool: Pool, method: 'GET' | 'POST', path: string, body?: string): Promise<true | string> {
  const res = await pool.request({
    method,
    path,
    headers: {
      'x-forwarded-for': visitorAddress(),
      'accept-encoding': 'br, gzip',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  await res.body.arrayBuffer();
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  if (ok && method === 'POST') accepted += 1;
  return ok || `HTTP ${res.statusCode}`;
}

/** Unique across runs and steps, so no two posts carry the same address. */
let posted = 0;
/** Posts answered 2xx on the current database, warm-ups included: each should have stored a submission. */
let accepted = 0;

function pageViews(pool: Pool, rate: number): Stream {
  return {
    name: 'page views',
    rate,
    labelOf: () => `GET prerendered pages (${new Set(pages).size} routes)`,
    send: (i) => send(pool, 'GET', pages[i % pages.length]!),
  };
}

function formPosts(pool: Pool, rate: number, token: string, only?: FormKey): Stream {
  const formOf = (i: number) => only ?? formMix[i % formMix.length]!;
  return {
    name: 'form posts',
    rate,
    labelOf: (i) => `POST ${formPaths[formOf(i)]}`,
    send: (i) => send(pool, 'POST', formPaths[formOf(i)], formBody(formOf(i), posted++, token)),
  };
}

/** The driver's transaction as a stream, so it runs through the same scheduler as the route. */
function directStream(direct: DirectLeads, rate: number): Stream {
  let n = 0;
  return { name: 'form posts', rate, labelOf: () => 'driver', send: () => direct.send(n++) };
}

async function outboxDue(base: string): Promise<number> {
  const ready = (await (await fetch(`${base}/readyz`)).json()) as { outbox: { due: number } };
  return ready.outbox.due;
}

/** Waits until the outbox is empty, so no step pays for the previous step's mail. */
async function outboxDrained(base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await outboxDue(base)) > 0) {
    if (Date.now() > deadline) throw new Error(`the outbox did not drain within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface MixResult {
  pageViews: StreamResult;
  formPosts: StreamResult;
}

const holdsMix = (target: Target, r: MixResult) =>
  r.pageViews.errors === 0 &&
  r.formPosts.errors === 0 &&
  r.formPosts.p99 < target.formP99 &&
  (target.pageP99 === undefined || r.pageViews.p99 < target.pageP99);

const holdsLeads = (r: StreamResult) => r.errors === 0 && r.p99 < LEADS_P99;

function mapCpu(used: CpuUsed, f: (ms: number) => number): CpuUsed {
  return {
    ...(used.server === undefined ? {} : { server: f(used.server) }),
    ...(used.database === undefined ? {} : { database: f(used.database) }),
    generator: f(used.generator),
  };
}

/** A leads or driver step: its figures, and the CPU milliseconds each party spent per transaction. */
type LeadsStep = StreamResult & { cpuPerRequest: CpuUsed };

interface DbResult {
  label: string;
  target: Target;
  main: MixResult;
  mainHolds: boolean;
  /** CPU ms per request (page view or post) in the main run: the server, PostgreSQL's processes, the generator. */
  cpu: CpuUsed;
  mixSearch: { steps: Step<MixResult>[]; highest: number | undefined };
  leadsSearch: { steps: Step<LeadsStep>[]; highest: number | undefined };
  directSearch: { steps: Step<LeadsStep>[]; highest: number | undefined };
  leadsShare: number | undefined;
  /** Posts answered 2xx and form submissions found stored afterwards: equal when nothing was dropped. */
  posts: { accepted: number; stored: number };
}

async function runDb(key: DbKey): Promise<DbResult> {
  const target = targets[key];
  console.log(`\n== ${target.label}`);
  accepted = 0;
  let env: Record<string, string>;
  let where: { url: string } | { dataDir: string };
  let openDirect: () => DirectLeads;
  let cleanup: () => Promise<void>;
  if (key === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'bench-load-'));
    const dataDir = join(root, 'data');
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    await handle.close();
    env = { DATA_DIR: dataDir };
    openDirect = () => directLeadsPglite(dataDir);
    where = { dataDir };
    cleanup = async () => rmSync(root, { recursive: true, force: true });
  } else {
    const database = await throwawayPostgres('bench_load');
    const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    await handle.migrate();
    await handle.close();
    env = { DATABASE_URL: database.url };
    openDirect = () => directLeadsPostgres(database.url);
    where = { url: database.url };
    cleanup = database.drop;
  }

  // The driver first: PGlite admits one process, so the server cannot be running meanwhile.
  const direct = openDirect();
  let directSearch: DbResult['directSearch'];
  try {
    await runOpenLoop([directStream(direct, target.formPosts)], WARMUP_SECONDS);
    const runDirect = async (factor: number): Promise<Step<LeadsStep>> => {
      const used = cpuMeter(undefined, key === 'postgres');
      const [result] = await runOpenLoop([directStream(direct, target.formPosts * factor)], STEP_SECONDS);
      const cpuPerRequest = mapCpu(used(), (ms) => round(ms / result!.sent, 3));
      console.log(`driver ${line(result!)}, CPU ms per transaction ${JSON.stringify(cpuPerRequest)}`);
      return { factor, holds: holdsLeads(result!), result: { ...result!, cpuPerRequest } };
    };
    directSearch = await stepSearch(await runDirect(1), runDirect, LEADS_STEPS);
  } finally {
    await direct.close();
  }

  const server = await startBuiltServer(PORT, { ...serverEnv, ...env });
  // Enough connections that a slow answer never holds up the next visitor's request (open loop).
  const pool = new Pool(server.base, { connections: 256, headersTimeout: 10_000, bodyTimeout: 10_000 });
  try {
    const { token } = (await (await fetch(`${server.base}/api/form-token`)).json()) as { token: string };
    const runMix = async (factor: number, seconds: number): Promise<MixResult> => {
      await outboxDrained(server.base);
      const [views, posts] = await runOpenLoop(
        [pageViews(pool, target.pageViews * factor), formPosts(pool, target.formPosts * factor, token)],
        seconds,
      );
      const result = { pageViews: views!, formPosts: posts! };
      console.log(`mix ×${factor}: pages ${line(views!)}\n        posts ${line(posts!)}`);
      return result;
    };
    await runMix(1, WARMUP_SECONDS);

    const mainCpu = cpuMeter(server.child.pid!, key === 'postgres');
    const main = await runMix(1, SECONDS);
    // Per request rather than per second: the run lasts until its last answer, which may come long after
    // the sending stopped when the server falls behind.
    const requests = main.pageViews.sent + main.formPosts.sent;
    const cpu = mapCpu(mainCpu(), (ms) => round(ms / requests, 3));
    console.log(`CPU ms per request: ${JSON.stringify(cpu)}`);
    const mainHolds = holdsMix(target, main);

    const mixStep = async (factor: number): Promise<Step<MixResult>> => {
      const result = await runMix(factor, STEP_SECONDS);
      return { factor, holds: holdsMix(target, result), result };
    };
    const mixSearch = await stepSearch({ factor: 1, holds: mainHolds, result: main }, mixStep);

    const runLeads = async (factor: number): Promise<Step<LeadsStep>> => {
      await outboxDrained(server.base);
      const used = cpuMeter(server.child.pid!, key === 'postgres');
      const [result] = await runOpenLoop(
        [formPosts(pool, target.formPosts * factor, token, 'leads')],
        STEP_SECONDS,
      );
      const cpuPerRequest = mapCpu(used(), (ms) => round(ms / result!.sent, 3));
      console.log(`leads ${line(result!)}, CPU ms per post ${JSON.stringify(cpuPerRequest)}`);
      return { factor, holds: holdsLeads(result!), result: { ...result!, cpuPerRequest } };
    };
    const leadsSearch = await stepSearch(await runLeads(1), runLeads, LEADS_STEPS);

    const rateOf = (search: { highest: number | undefined }) =>
      search.highest === undefined ? undefined : round(target.formPosts * search.highest, 0);
    const app = rateOf(leadsSearch);
    const driver = rateOf(directSearch);
    const leadsShare = app !== undefined && driver !== undefined ? round(app / driver) : undefined;
    console.log(
      `POST /api/leads sustained ${app ?? '—'}/s; driver ${driver ?? '—'}/s; share ${pct(leadsShare)}`,
    );
    await server.stop();
    const posts = { accepted, stored: await storedSubmissions(where) };
    console.log(`posts answered 2xx ${posts.accepted}, form submissions stored ${posts.stored}`);
    return {
      label: target.label,
      target,
      main,
      mainHolds,
      cpu,
      mixSearch,
      leadsSearch,
      directSearch,
      leadsShare,
      posts,
    };
  } finally {
    await pool.close();
    await server.stop();
    await cleanup();
  }
}

const line = (r: StreamResult) =>
  `${r.rate.toFixed(0)}/s sent ${r.sent}: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}${kinds(r)}, send lag p99 ${r.sendLagP99} ms`;
/** The errors' kinds, e.g. " (HTTP 503: 3, UND_ERR_HEADERS_TIMEOUT: 1)"; nothing when there were none. */
const kinds = (r: { errors: number; errorKinds: Record<string, number> }) =>
  r.errors === 0
    ? ''
    : ` (${Object.entries(r.errorKinds)
        .map(([kind, n]) => `${kind}: ${n}`)
        .join(', ')})`;
const pct = (ratio: number | undefined) => (ratio === undefined ? '—' : `${Math.round(ratio * 100)}%`);
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function mainTable(r: DbResult): string {
  const rows = [r.main.pageViews, r.main.formPosts].flatMap((s) => [
    `| **${s.name}** | ${round(s.rate, 0)} | ${s.sent} | ${s.p50} | ${s.p99} | ${s.max} | ${s.errors}${kinds(s)} | ${s.sendLagP99} |`,
    ...Object.entries(s.byLabel)
      .sort(([a], [b]) => a.localeCompare(b))
      .filter(() => Object.keys(s.byLabel).length > 1)
      .map(
        ([label, f]) =>
          `| ${label} | ${round(f.sent / SECONDS, 0)} | ${f.sent} | ${f.p50} | ${f.p99} | ${f.max} | ${f.errors}${kinds(f)} | — |`,
      ),
  ]);
  return [
    '| Class / route | Rate (/s) | Requests | p50 (ms) | p99 (ms) | Max (ms) | Errors | Generator send lag p99 (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function mixSearchTable(r: DbResult): string {
  const rows = [...r.mixSearch.steps]
    .sort((a, b) => a.factor - b.factor)
    .map(({ factor, holds, result: { pageViews: v, formPosts: f } }) => {
      const seconds = factor === 1 ? SECONDS : STEP_SECONDS;
      return `| ×${factor}: ${round(v.rate, 0)} + ${round(f.rate, 0)} | ${seconds} | ${v.p50} / ${v.p99} | ${f.p50} / ${f.p99} | ${v.errors + f.errors} | ${holds ? 'yes' : 'no'} |`;
    });
  return [
    '| Mix (page views/s + form posts/s) | Seconds | Page views p50 / p99 (ms) | Form posts p50 / p99 (ms) | Errors | Holds |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function leadsTable(r: DbResult): string {
  const byRate = new Map<number, { app?: LeadsStep; driver?: LeadsStep }>();
  for (const s of r.leadsSearch.steps) byRate.set(s.factor, { ...byRate.get(s.factor), app: s.result });
  for (const s of r.directSearch.steps) byRate.set(s.factor, { ...byRate.get(s.factor), driver: s.result });
  const figures = (s?: LeadsStep) =>
    s ? `${s.p50} / ${s.p99} / ${s.errors}${kinds(s)} ${holdsLeads(s) ? '(holds)' : '(no)'}` : '—';
  const cpu = (s?: LeadsStep) =>
    s
      ? [s.cpuPerRequest.server, s.cpuPerRequest.database, s.cpuPerRequest.generator]
          .map((ms) => ms ?? '—')
          .join(' / ')
      : '—';
  const rows = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([factor, { app, driver }]) =>
        `| ${round(r.target.formPosts * factor, 0)} | ${figures(app)} | ${cpu(app)} | ${figures(driver)} | ${cpu(driver)} |`,
    );
  return [
    '| Rate (/s) | POST /api/leads p50 / p99 (ms) / errors | its CPU ms per post: server / PostgreSQL / generator | Driver transaction p50 / p99 (ms) / errors | its CPU ms per transaction: — / PostgreSQL / generator |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function targetLines(r: DbResult): string {
  const t = r.target;
  const { pageViews: v, formPosts: f } = r.main;
  const highest = (search: { highest: number | undefined }) =>
    search.highest === undefined ? 'none of the steps' : `×${search.highest}`;
  const rate = (search: { highest: number | undefined }) =>
    search.highest === undefined ? '—' : `${round(t.formPosts * search.highest, 0)}/s`;
  return [
    `- ${t.formPosts} form posts/s with p99 < ${t.formP99} ms: ${mark(f.p99 < t.formP99)} (p99 ${f.p99} ms).`,
    t.pageP99 === undefined
      ? `- ${t.pageViews} page views/s alongside: not judged (p99 ${v.p99} ms).`
      : `- ${t.pageViews} page views/s with p99 < ${t.pageP99} ms at the same time: ${mark(v.p99 < t.pageP99)} (p99 ${v.p99} ms).`,
    `- Zero errors: ${mark(v.errors + f.errors === 0)} (${v.errors + f.errors}). Every accepted post stored: ` +
      `${mark(r.posts.stored === r.posts.accepted)} (${r.posts.accepted} posts answered 2xx, warm-ups and ` +
      `steps included; ${r.posts.stored} form submissions in the database afterwards).`,
    `- Highest mix rate that holds: ${highest(r.mixSearch)} of the target.`,
    `- POST /api/leads sustained ${rate(r.leadsSearch)}, the driver's transaction ${rate(r.directSearch)}: ` +
      `**${pct(r.leadsShare)}** (target ≥ 50%: ${r.leadsShare === undefined ? 'not measured' : mark(r.leadsShare >= 0.5)}).`,
    `- CPU per request of the mix, in ms: server ${r.cpu.server}` +
      (r.cpu.database === undefined ? '' : `, PostgreSQL ${r.cpu.database}`) +
      `, load generator ${r.cpu.generator}.`,
  ].join('\n');
}

function readmeSection(
  results: ReturnType<typeof runInfo> & { loadAverageAfter: number[]; dbs: DbResult[] },
): string {
  return [
    '## Server load (`load.ts`): after, open loop',
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC, \`${results.command}\` (Node ${results.node}, ` +
      `${results.cpus} × ${results.cpuModel}, shared with other work; load average ` +
      `${results.loadAverageBefore.join(' / ')} before, ${results.loadAverageAfter.join(' / ')} after).`,
    '',
    'Open loop (lib/open-loop.ts on undici): every class is sent at its fixed rate whatever the answers do, ' +
      'and latency is measured from the time each request was scheduled, so a server that falls behind ' +
      'shows in p99 rather than lowering the rate. Each request comes from a visitor of its own (its own ' +
      'address in X-Forwarded-For, TRUST_PROXY=loopback: the generator stands in for the proxy). Against the ' +
      'production build as `npm start` runs it (NODE_ENV=production, LOG_LEVEL=warn, one process, rate limit ' +
      'raised to 1,000,000 but still counted per post, FORM_TOKEN_MIN_AGE_MS=0, no SMTP: the outbox worker ' +
      'hands each mail to the log transport during the run). Page views: prerendered pages, Brotli, cycling ' +
      `over ${new Set(pages).size} routes (${[...new Set(pages)].join(', ')}). Form posts: sign-ups and ` +
      'enquiries 4 in 10 each, partner and developer applications 1 in 10 each, every one a new address ' +
      `and stored. ${WARMUP_SECONDS} s warm-up (dropped), then ${SECONDS} s at the target rates; the step search ` +
      `goes on from there by ×1.5 (up while it holds, down while it does not), ${STEP_SECONDS} s a step, ` +
      'waiting for the outbox to drain between steps. Baseline for POST /api/leads: the leads transaction ' +
      '(begin; lead, form submission, outbox mail, audit entry; commit) through the driver (node-postgres ' +
      'pool of 20, as the app; PGlite in process), at fixed rates through the same scheduler; "sustained" = ' +
      `zero errors and p99 < ${LEADS_P99} ms. Generator, server and PostgreSQL share the machine's cores.`,
    '',
    ...results.dbs.flatMap((r) => [
      `**${r.label}**: the target mix, ${r.target.pageViews} page views/s and ${r.target.formPosts} form posts/s ` +
        `for ${SECONDS} s`,
      '',
      mainTable(r),
      '',
      'Step search (the highest mix rate that holds the target):',
      '',
      mixSearchTable(r),
      '',
      'POST /api/leads alone against the driver, at the same fixed rates:',
      '',
      leadsTable(r),
      '',
      targetLines(r),
      '',
    ]),
  ].join('\n');
}

const chosen: DbKey[] = flags.db ? [flags.db as DbKey] : ['postgres', 'pglite'];
for (const key of chosen) if (!(key in targets)) throw new Error(`unknown --db=${key} (postgres or pglite)`);
const info = runInfo(
  `npm run bench:load${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
);
const dbs: DbResult[] = [];
for (const key of chosen) dbs.push(await runDb(key));
// Only the full run (both databases, 60 s) is recorded; a quick look prints and leaves the record alone.
if (!flags.db && SECONDS >= 60) {
  const final = {
    ...info,
    seconds: SECONDS,
    stepSeconds: STEP_SECONDS,
    loadAverageAfter: loadAverage(),
    dbs,
  };
  console.log(`\nwrote ${writeResults('load', final)}`);
  replaceReadmeSection(readmePath, 'load', readmeSection(final));
} else {
  console.log(`\n${readmeSection({ ...info, loadAverageAfter: loadAverage(), dbs })}`);
}
process.exit(0);
