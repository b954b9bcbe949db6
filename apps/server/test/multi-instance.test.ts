/**
 * Two server processes (the built dist/main.js) on different ports sharing one PostgreSQL database and one
 * SMTP peer: a session made on one works on the other, public rate limits count across both (in the
 * database, and in Redis with REDIS_URL), and their two outbox workers never send a message twice.
 * Several processes need PostgreSQL, so this file always runs on a throwaway PostgreSQL database, whatever
 * TEST_DB says.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitMessage } from '../src/lib/rate-limit.ts';
import { NEWSLETTER_CONFIRM } from '../src/modules/subscribers/mail.ts';
import { validLead, validSubscribe } from './public-forms.ts';
import {
  freePort,
  startServer,
  throwawayPostgres,
  type ServerInstance,
  type ThrowawayDatabase,
} from './server-instances.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';

const admin = { username: 'multi-admin', password: 'multi-admin-password-123' };
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const publicMax = 4;

let db: ThrowawayDatabase;
let sql: pg.Pool;
let smtp: SmtpPeer;
let a: ServerInstance;
let b: ServerInstance;

const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATABASE_URL: db.url,
  DATABASE_POOL_SIZE: '5',
  SMTP_URL: smtp.url,
  OUTBOX_POLL_MS: '100',
  STAFF_NOTIFY_EMAIL: 'staff@multi.test',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  RATE_LIMIT_PUBLIC_MAX: String(publicMax),
  FORM_TOKEN_MIN_AGE_MS: '0',
  // Each scenario posts as its own client address (X-Forwarded-For), so their counters never meet.
  TRUST_PROXY: 'loopback',
  ...extra,
});

const startPair = async (extra: Record<string, string> = {}) =>
  Promise.all([startServer(await freePort(), env(extra)), startServer(await freePort(), env(extra))]);

beforeAll(async () => {
  db = await throwawayPostgres('app_multi');
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
  // pool.end() resolves before its connections have closed, so dropping the database at the end can
  // terminate one of them (57P01): that is the end of the test, not a failure in it.
  sql.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  smtp = await startSmtpPeer();
  // Both start at once: migrations take turns (advisory lock) and only one creates the admin.
  [a, b] = await startPair();
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await smtp?.close();
  await db?.drop();
});

/** A JSON request to a server, as `client` (its address through X-Forwarded-For). */
async function call(
  server: ServerInstance,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; client?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.client) headers['x-forwarded-for'] = options.client;
  if (options.method === 'POST' && options.cookie) headers.origin = server.base;
  const res = await fetch(`${server.base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

async function postForm(server: ServerInstance, path: string, body: object, client: string) {
  const { body: token } = await call(server, '/api/form-token', { client });
  return call(server, path, { method: 'POST', body: { ...body, _t: token.token }, client });
}

/** Six lead posts from one client, alternating A, B, A, B, ...: their statuses in order. */
async function alternateLeads(servers: ServerInstance[], client: string): Promise<number[]> {
  const statuses: number[] = [];
  // An address of this run: the sender's acknowledgements are counted per address and day in the shared
  // store (Redis outlives a test run), so a fixed address would find earlier runs' count there.
  const email = `lead-${randomBytes(4).toString('hex')}@multi.test`;
  for (let i = 0; i < publicMax + 2; i++) {
    const res = await postForm(servers[i % 2]!, '/api/leads', validLead({ email }), client);
    if (res.status === 429)
      expect(res.body).toEqual({ message: rateLimitMessage(600), code: 'rate_limited' });
    statuses.push(res.status);
  }
  return statuses;
}

const clientAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;
const limited = [...Array<number>(publicMax).fill(201), 429, 429];

describe('two server processes on one PostgreSQL database', () => {
  it('accept on B a staff session signed in on A, and end it for both when signed out on B', async () => {
    const login = await fetch(`${a.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = /^(sid=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeDefined();

    const me = await call(b, '/api/admin/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ username: admin.username });

    expect((await call(b, '/api/admin/logout', { method: 'POST', cookie })).status).toBe(200);
    expect((await call(a, '/api/admin/me', { cookie })).status).toBe(401);
  });

  it('count one client’s public posts over both processes (database counters)', async () => {
    const client = clientAddress();
    expect(await alternateLeads([a, b], client)).toEqual(limited);
    const { rows } = await sql.query('select count from rate_limit_buckets where key = $1', [
      `public:leads:${client}`,
    ]);
    expect(rows).toEqual([{ count: publicMax + 2 }]);
  });

  it('count one client’s public posts over both processes in Redis when REDIS_URL is set', async () => {
    const redis = new Redis(redisUrl);
    const client = clientAddress();
    const key = `public:leads:${client}`;
    const [c, d] = await startPair({ REDIS_URL: redisUrl });
    try {
      expect(await alternateLeads([c, d], client)).toEqual(limited);
      expect(await redis.get(`rl:${key}`)).toBe(String(publicMax + 2));
      const { rows } = await sql.query('select 1 from rate_limit_buckets where key = $1', [key]);
      expect(rows).toEqual([]);
    } finally {
      await redis.del(`rl:${key}`);
      redis.disconnect();
      await Promise.all([c.stop(), d.stop()]);
    }
  });

  it('deliver every queued mail exactly once while both outbox workers run', async () => {
    const run = randomBytes(4).toString('hex');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postForm(
          i % 2 === 0 ? a : b,
          '/api/subscribe',
          validSubscribe({ email: `reader-${run}-${i}@multi.test` }),
          `192.0.2.${i + 1}`,
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(201));
    // Then a heap of mail at once (as after an outage), so both workers claim batches at the same moments.
    await sql.query(
      `insert into email_outbox (message_id, kind, "to", subject, text)
       select '<bulk-' || g || '-${run}@multi.test>', 'bulk-test', 'bulk@multi.test', 'Bulk ' || g, 'Hello'
       from generate_series(1, 150) g`,
    );

    const count = async (query: string) => Number((await sql.query(query)).rows[0].count);
    const total = await count('select count(*) from email_outbox');
    await smtp.waitFor(() => smtp.received.length >= total, 90_000);
    while ((await count(`select count(*) from email_outbox where status <> 'sent'`)) > 0) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // Both processes stop (SIGTERM waits for a delivery under way): nothing sent twice can still arrive.
    await Promise.all([a.stop(), b.stop()]);

    const { rows } = await sql.query<{ message_id: string; status: string; kind: string }>(
      'select message_id, status, kind from email_outbox',
    );
    const byKind: Record<string, number> = {};
    for (const row of rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + 1;
    // Each sign-up queued its confirmation mail (double opt-in: the welcome and the staff notification wait
    // for the click); each lead of the tests above a staff notification and the sender's acknowledgement.
    const leads = await count('select count(*) from leads');
    expect(byKind).toEqual({
      ...(leads > 0 ? { 'staff-notification': leads, 'submission-acknowledgement': leads } : {}),
      [NEWSLETTER_CONFIRM]: 40,
      'bulk-test': 150,
    });
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['sent']));
    const received = smtp.received.map((m) => m.messageId).sort();
    expect(received).toEqual(rows.map((r) => r.message_id).sort());
  });
});
