/**
 * A database that stops answering must not hang the site: health and readiness answer 503 (their own
 * deadlines end them), requests fail fast with a 503 to retry, and everything recovers by itself once the
 * database answers again. And readiness turns 503 while the database refuses writes (a full disk).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DbHandle } from '@app/db';
import { adminUrl } from '@app/db/testing';
import { buildApp } from '../src/app.ts';
import { ORIGIN } from './admin-helpers.ts';
import { testConfig, testSecretKey, useTestApp } from './helpers.ts';
import { throwawayPostgres, type ThrowawayDatabase } from './server-instances.ts';

/**
 * A TCP proxy in front of PostgreSQL that can go silent: it then accepts connections and never answers,
 * and stops passing anything on the connections it already has, as a hung database server does.
 */
class SilenceableProxy {
  private readonly server: Server;
  private readonly open = new Set<Socket>();
  private readonly stalls = new Set<() => void>();
  private silent = false;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.accept(client));
  }

  private track(socket: Socket) {
    this.open.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.open.delete(socket));
  }

  private accept(client: Socket) {
    this.track(client);
    if (this.silent) return; // accepted, and never a byte back
    const upstream = connect(this.target);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    this.stalls.add(() => {
      client.unpipe(upstream);
      upstream.unpipe(client);
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as AddressInfo).port)),
    );
  }

  goSilent() {
    this.silent = true;
    for (const stall of this.stalls) stall();
    this.stalls.clear();
  }

  /** The open connections break (as when the server dies), and new ones are accepted but never answered. */
  dropAndGoSilent() {
    this.goSilent();
    for (const socket of this.open) socket.destroy();
  }

  /** The database is back (as after a restart): the hung connections drop, new ones are served. */
  answerAgain() {
    this.silent = false;
    for (const socket of this.open) socket.destroy();
  }

  close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('a PostgreSQL server that stops answering', () => {
  let database: ThrowawayDatabase;
  let proxy: SilenceableProxy;
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await throwawayPostgres('app_outage');
    const direct = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    await direct.migrate();
    await direct.close();
    const target = new URL(adminUrl());
    proxy = new SilenceableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${await proxy.listen()}`;
    handle = await openDatabase({
      databaseUrl: viaProxy.toString(),
      poolSize: 4,
      // The deadlines that end the silent phase's waits. They also bound every query while the database
      // answers: 1.5 s was exceeded by the sign-in after recovery when PostgreSQL shared two cores with
      // the end-to-end tests (503 instead of 401), so they are far above a query's time on any machine.
      connectTimeoutMs: 3_000,
      statementTimeoutMs: 8_000,
      queryTimeoutMs: 10_000,
    });
    app = await buildApp({
      // The probes' deadline ends their wait on the silent database; 5 s, not the 1 s of production, so
      // the answered probes before and after never miss it on a busy machine.
      config: testConfig({ HEALTH_DEADLINE_MS: '5000' }),
      dbHandle: handle,
      secretKey: testSecretKey,
      webDist: null,
      logger: false,
      transport: { name: 'memory', send: async () => undefined },
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await handle?.close();
    await database?.drop();
  });

  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { username: 'nobody', password: 'wrong password' },
    });

  it('answers health, readiness and requests with 503 in time, then recovers by itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(401);

    proxy.goSilent();
    for (const url of ['/healthz', '/readyz']) {
      // No clock in the test: the probes' own deadlines end them (a busy machine must not fail it).
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'unavailable' });
    }
    // The failed probe opened the breaker: the request is refused before it waits on a connection.
    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'service_unavailable',
    });
    expect(refused.headers['retry-after']).toBe('5');

    // The failed health probe opened the database breaker; it closes once the database answers it.
    const closed = once(app.databaseBreaker, 'close');
    proxy.answerAgain();
    await closed;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(401);
  });
});

describe('a database that refuses writes (a full disk)', () => {
  const ctx = useTestApp();
  // Every write to job_runs fails as PostgreSQL does when the disk is full; reads still work.
  const failWrites = `
    create function fail_writes() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$;
    create trigger fail_writes before insert or update on job_runs
      for each statement execute function fail_writes();`;
  const allowWrites = 'drop trigger fail_writes on job_runs; drop function fail_writes();';

  it('makes readiness 503 while writes fail, and ready again after', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await ctx.t.exec(failWrites);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'read-only' });
      // Liveness stays 200: restarting the process would not free the disk.
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await ctx.t.exec(allowWrites);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

/**
 * A real condition, not an injected error: as root, the data folder lives on a 64 MB tmpfs that the test
 * then fills; as any other user (who cannot mount), the folder is made read-only, which binds them.
 */
function diskForEmbeddedDatabase() {
  const root = mkdtempSync(join(tmpdir(), 'full-disk-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', root]);
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  const filler = join(root, 'filler');
  return {
    dataDir,
    condition: asRoot ? 'a full disk' : 'a read-only folder',
    refuseWrites() {
      if (!asRoot) return chmodSync(dataDir, 0o555);
      const chunk = Buffer.alloc(1024 * 1024);
      try {
        for (;;) appendFileSync(filler, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    },
    allowWrites() {
      if (asRoot) rmSync(filler, { force: true });
      else chmodSync(dataDir, 0o755);
    },
    remove() {
      if (asRoot) execFileSync('umount', [root]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

describe('the embedded database when its disk refuses writes', () => {
  let disk: ReturnType<typeof diskForEmbeddedDatabase>;
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    disk = diskForEmbeddedDatabase();
    handle = await openDatabase({ dataDir: disk.dataDir });
    await handle.migrate();
    app = await buildApp({
      config: testConfig(),
      dbHandle: handle,
      secretKey: testSecretKey,
      webDist: null,
      logger: false,
      transport: { name: 'memory', send: async () => undefined },
    });
  });
  afterAll(async () => {
    disk?.allowWrites();
    await app?.close();
    await handle?.close();
    disk?.remove();
  });

  it('makes readiness 503 ("read-only") while the disk refuses writes, and ready again after', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    disk.refuseWrites();
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode, disk.condition).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'read-only' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      disk.allowWrites();
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('a PostgreSQL database in read-only mode', () => {
  let database: ThrowawayDatabase;
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await throwawayPostgres('app_read_only');
    const direct = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    await direct.migrate();
    // As a replica or an operator's emergency switch does: every new session's transactions are read-only.
    const name = new URL(database.url).pathname.slice(1);
    await direct.exec(`alter database ${name} set default_transaction_read_only = on`);
    await direct.close();
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    app = await buildApp({
      config: testConfig(),
      dbHandle: handle,
      secretKey: testSecretKey,
      webDist: null,
      logger: false,
      transport: { name: 'memory', send: async () => undefined },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  it('answers a write 503 with Retry-After (SQLSTATE 25006), not 500, and readiness 503', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { username: 'nobody', password: 'wrong password' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'service_unavailable',
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', database: 'read-only' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the database breaker, against a PostgreSQL server that stops answering', () => {
  let database: ThrowawayDatabase;
  let proxy: SilenceableProxy;
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await throwawayPostgres('app_breaker');
    const direct = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    await direct.migrate();
    await direct.close();
    const target = new URL(adminUrl());
    proxy = new SilenceableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${await proxy.listen()}`;
    // Timeouts far beyond any test: a request that ends while the database is silent was ended by the
    // breaker, never by a timeout.
    handle = await openDatabase({
      databaseUrl: viaProxy.toString(),
      poolSize: 8,
      connectTimeoutMs: 600_000,
      queryTimeoutMs: 600_000,
    });
    app = await buildApp({
      config: testConfig(),
      dbHandle: handle,
      secretKey: testSecretKey,
      webDist: null,
      logger: false,
      transport: { name: 'memory', send: async () => undefined },
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await handle?.close();
    await database?.drop();
  });

  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { username: 'nobody', password: 'wrong password' },
    });
  const expectRefusedAtOnce = async () => {
    for (const res of [signIn(), app.inject({ method: 'GET', url: '/api/app-store' })]) {
      const answer = await res;
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'service_unavailable',
      });
    }
  };

  it('opens on a failed health probe: requests answer 503 with Retry-After, and it closes by itself', async () => {
    expect((await signIn()).statusCode).toBe(401);
    proxy.goSilent();
    const opened = once(app.databaseBreaker, 'open');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    await opened;
    await expectRefusedAtOnce();

    // No health probe needed to recover: the breaker asks the database itself.
    const closed = once(app.databaseBreaker, 'close');
    proxy.answerAgain();
    await closed;
    expect((await signIn()).statusCode).toBe(401);
  });

  it('opens on a failed query, without any health probe, and recovers by itself', async () => {
    expect((await signIn()).statusCode).toBe(401);
    const opened = once(app.databaseBreaker, 'open');
    proxy.dropAndGoSilent(); // the pool's connections break; new ones hang
    expect((await signIn()).statusCode).toBe(503); // its connection was dropped: the breaker asks, no answer
    await opened;
    await expectRefusedAtOnce();

    const closed = once(app.databaseBreaker, 'close');
    proxy.answerAgain();
    await closed;
    expect((await signIn()).statusCode).toBe(401);
  });
});
