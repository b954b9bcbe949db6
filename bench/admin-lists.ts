/**
 * Admin lists at scale: 100,000 partner applications and 100,000 subscribers, on PostgreSQL (a throwaway
 * database on TEST_PG_URL, default 127.0.0.1:5432) and on the embedded PGlite database.
 *
 * Measures p50/p95 of the first page, searches and sorts through `app.inject` with a staff session, and
 * the full CSV export of 100,000 subscribers over a real socket (time and RSS growth of this process).
 *
 *   npx tsx bench/admin-lists.ts            # both databases
 *   npx tsx bench/admin-lists.ts postgres   # one of them
 *
 * Writes bench/results/admin-lists.json. Targets: list/search p95 < 50 ms; export < 3 s, < 50 MB growth.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, users, type DbHandle } from '@app/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { createSession, sessionLifetime } from '../apps/server/src/plugins/sessions.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const seedSql = (n: number) => `
insert into partners (full_name, contact_number, email, company_name, industry, employee_count,
  target_country_region, status, archived, created_at)
select
  (array['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn'])[1 + g % 10]
    || ' ' || (array['Smith','Garcia','Chen','Müller','Rossi','Kowalski','Tanaka','Okafor','Silva','Novak','Haddad'])[1 + g % 11],
  '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
  'partner' || g || '@' || (array['example.com','corp.example','mail.example','distrib.example'])[1 + g % 4],
  (array['Nova','Apex','Vertex','Lumina','Orbit','Zenith','Pioneer','Summit','Atlas','Helix','Quantum','Vista',
         'Beacon','Cobalt','Delta','Ember','Fusion','Granite','Harbor','Iris'])[1 + g % 20]
    || ' ' || (array['Optics','Vision','Retail','Systems','Trading','Labs','Distribution','Solutions'])[1 + (g / 20) % 8]
    || ' ' || g,
  (array['Technology','Retail','Manufacturing','Healthcare','Education'])[1 + g % 5],
  '11-50',
  (array['Europe','North America','Asia Pacific'])[1 + g % 3],
  case when g % 20 < 12 then 'pending' when g % 20 < 17 then 'approved' else 'rejected' end,
  g % 20 = 19 and g % 3 = 0,
  now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
from generate_series(1, ${n}) g;

insert into subscribers (email, first_name, last_name, source, active, created_at)
select
  'reader' || g || '@' || (array['example.com','mail.example','inbox.example'])[1 + g % 3],
  (array['Ann','Ben','Cleo','Dev','Eli','Fay','Gus','Hana'])[1 + g % 8],
  (array['Lee','Park','Brown','Ivanova','Dubois','Santos','Khan'])[1 + g % 7] || ' ' || g,
  (array['website','floating_newsletter','event'])[1 + g % 3],
  g % 10 <> 0,
  now() - (g % 730) * interval '1 day'
from generate_series(1, ${n}) g;
`;

interface Stat {
  p50: number;
  p95: number;
  max: number;
  rows: number;
  total: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round = (x: number) => Math.round(x * 100) / 100;

async function openFor(kind: 'postgres' | 'pglite') {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, drop: async () => undefined };
  }
  const name = `bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return { handle, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function runFor(kind: 'postgres' | 'pglite') {
  console.log(`\n== ${kind}`);
  const { handle, drop } = await openFor(kind);
  try {
    await handle.migrate();
    let t0 = performance.now();
    await handle.exec(seedSql(ROWS));
    await handle.exec('vacuum analyze partners');
    await handle.exec('vacuum analyze subscribers');
    const seedMs = performance.now() - t0;
    console.log(`seeded ${ROWS} partners + ${ROWS} subscribers in ${Math.round(seedMs)} ms`);
    const indexes = await indexList(handle);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' });
    const app = await buildApp({
      config,
      dbHandle: handle,
      secretKey: 'bench-secret-key-bench-secret-key-0123456789',
      webDist: null,
      logger: false,
    });
    const [user] = await handle.db
      .insert(users)
      .values({ username: 'bench', password: await hashPassword('bench-password'), role: 'admin' })
      .returning({ id: users.id });
    const userId = user!.id;
    const { token } = await createSession(
      handle.db,
      { kind: 'staff', subjectId: userId },
      sessionLifetime(config),
    );
    const cookie = `sid=${token}`;

    const measure = async (label: string, url: string): Promise<Stat> => {
      const times: number[] = [];
      let rows = 0;
      let total = 0;
      for (let i = 0; i < ITERATIONS + 20; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
        if (i >= 20) times.push(ms);
        rows = (res.json() as unknown[]).length;
        total = Number(res.headers['x-total-count']);
      }
      times.sort((a, b) => a - b);
      const stat = {
        p50: round(pct(times, 50)),
        p95: round(pct(times, 95)),
        max: round(times.at(-1)!),
        rows,
        total,
      };
      console.log(`${label.padEnd(38)} p50 ${stat.p50} ms  p95 ${stat.p95} ms  (${rows} of ${total})`);
      return stat;
    };

    const lists = {
      'partners: first page': await measure('partners: first page', '/api/partners/raw?t=1&limit=50'),
      'partners: page 100': await measure('partners: page 100', '/api/partners/raw?limit=50&offset=4950'),
      'partners: search word (~5%)': await measure(
        'partners: search word (~5%)',
        '/api/partners/raw?limit=50&q=zenith',
      ),
      'partners: search e-mail (1 row)': await measure(
        'partners: search e-mail (1 row)',
        '/api/partners/raw?limit=50&q=partner77777%40',
      ),
      'partners: sort status asc': await measure(
        'partners: sort status asc',
        '/api/partners/raw?limit=50&sort=status:asc',
      ),
      'partners: sort status desc': await measure(
        'partners: sort status desc',
        '/api/partners/raw?limit=50&sort=status:desc',
      ),
      'partners: pending tab': await measure(
        'partners: pending tab',
        '/api/partners/raw?limit=50&status=pending',
      ),
      'partners: date asc': await measure(
        'partners: date asc',
        '/api/partners/raw?limit=50&sort=createdAt:asc',
      ),
      'subscribers: first page': await measure('subscribers: first page', '/api/admin/subscribers?limit=50'),
      'subscribers: search name': await measure(
        'subscribers: search name',
        '/api/admin/subscribers?limit=50&q=ivanova',
      ),
    };

    // Export over a real socket, so the response streams as it would to a browser.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/subscribers/export.csv`, {
      headers: { cookie },
    });
    let bytes = 0;
    let lines = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const b of value) if (b === 10) lines += 1;
    }
    const exportMs = performance.now() - t0;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const exportResult = {
      status: res.status,
      rows: lines - 1,
      bytes,
      ms: Math.round(exportMs),
      rssGrowthMb: round((rssPeak - rssBefore) / 1024 / 1024),
    };
    console.log(
      `export subscribers CSV: ${exportResult.rows} rows, ${(bytes / 1e6).toFixed(1)} MB in ${exportResult.ms} ms, RSS +${exportResult.rssGrowthMb} MB`,
    );
    await app.close();
    return { seedMs: Math.round(seedMs), indexes, lists, export: exportResult };
  } finally {
    await handle.close();
    await drop();
  }
}

async function indexList(handle: DbHandle): Promise<string[]> {
  const result = (await handle.db.execute(
    `select indexname from pg_indexes where tablename in ('partners', 'subscribers') order by 1`,
  )) as unknown as { rows: Array<{ indexname: string }> };
  return result.rows.map((r) => r.indexname);
}

const which = process.argv[2];
const kinds = (which ? [which] : ['postgres', 'pglite']) as Array<'postgres' | 'pglite'>;
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  command: `npx tsx bench/admin-lists.ts${which ? ` ${which}` : ''}`,
  rows: ROWS,
  iterations: ITERATIONS,
  node: process.version,
  cpus: cpus().length,
  // Other work on the machine skews the figures; the load average says how busy it was.
  loadAverageBefore: loadavg().map((x) => Math.round(x * 100) / 100),
};
for (const kind of kinds) results[kind] = await runFor(kind);
results.loadAverageAfter = loadavg().map((x) => Math.round(x * 100) / 100);
const out = fileURLToPath(new URL('./results/admin-lists.json', import.meta.url));
mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwrote ${out}`);
process.exit(0);
