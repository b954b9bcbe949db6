/**
 * Starts the built server (apps/server/dist) on a throwaway PostgreSQL database, so specs can check rows
 * directly, with a real SMTP peer on loopback whose received mail lands as JSON files in E2E_MAIL_DIR
 * (read them with lib/mail.ts); returns the teardown that stops both and drops the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { startSmtpPeer } from '../apps/server/test/smtp-peer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.E2E_PORT ?? 5180);

/** The staff account the e2e server bootstraps on first start. */
export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-admin-password-123' };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Until /healthz answers 200 or the server exits. `boundMs` only catches a hang: a first start migrates a new
 * database, which a busy 2-core machine has been seen to take more than 30 s over.
 */
async function waitForHealth(url: string, server: ChildProcess, boundMs: number) {
  const until = Date.now() + boundMs;
  let lastError: unknown;
  while (Date.now() < until) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited at start (code ${server.exitCode}, signal ${server.signalCode})`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url}: ${String(lastError)}`);
}

/**
 * True when something already answers on the port: a server left running by an earlier, interrupted run.
 * The new server would fail to bind while the old one answered /healthz, and every spec would talk to the
 * old server and its database while reading rows from the new one.
 */
async function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export default async function globalSetup() {
  if (await portTaken(port)) {
    throw new Error(
      `Port ${port} is taken (a server left from an earlier run?). Stop it, or set E2E_PORT to a free port.`,
    );
  }
  const main = `${root}apps/server/dist/main.js`;
  if (!existsSync(main) || !existsSync(`${root}apps/web/dist/routes.json`)) {
    throw new Error('Build the site first: npm run build');
  }
  const dbName = `app_e2e_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const baseUrl = `http://127.0.0.1:${port}`;
  const mailDir = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  const smtp = await startSmtpPeer({ dir: mailDir });

  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      STAFF_NOTIFY_EMAIL: 'staff@e2e.test',
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      // The specs submit many forms from 127.0.0.1; rate limiting itself is covered by the API tests.
      RATE_LIMIT_PUBLIC_MAX: '10000',
      // Every spec's staff and developer sign-ins come from 127.0.0.1 too: more than the 50 a real address
      // gets in 15 minutes once the suite has grown. Throttling itself is covered by the API tests.
      SIGN_IN_LIMIT_PER_IP: '10000',
      // The webhooks spec's receiver listens on loopback (a test-only setting; production refuses it).
      WEBHOOKS_ALLOW_LOOPBACK: '1',
      WEBHOOKS_POLL_MS: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${baseUrl}/healthz`, server, 180_000);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin(`drop database if exists ${dbName} with (force)`);
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
