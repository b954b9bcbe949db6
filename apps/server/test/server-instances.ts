/**
 * The built server (apps/server/dist/main.js) as a real process, for tests that need more than one
 * instance or a hard kill: a throwaway PostgreSQL database, free loopback ports, start, wait for /healthz,
 * kill. Shared by the multi-instance test and the durability run (scripts/durability).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminUrl } from '@app/db/testing';

/** The bundle to run; SERVER_MAIN may point at a copy of the build (long runs while others rebuild). */
export const builtMain =
  process.env.SERVER_MAIN ?? fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Stops early, with the fix in the message, when the server has not been built. */
export function assertBuilt(): void {
  if (!existsSync(builtMain)) throw new Error(`${builtMain} is missing: run "npm run build" first`);
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty PostgreSQL database (the server migrates it on start); `drop` removes it. */
export async function throwawayPostgres(prefix = 'app_proc'): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}

const handedOut = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * Each Vitest worker probes a range of its own (VITEST_POOL_ID is 1, 2, ...): `handedOut` is per process, so
 * two workers sharing one range could both find a port free before either server listens on it (seen as
 * EADDRINUSE in CI). A process outside Vitest (the durability run) has a range no worker uses, so it can run
 * beside a Vitest run: sharing worker 1's range, a server of one answered the other's health check.
 */
const workerRange = () => {
  const pool = process.env.VITEST_POOL_ID;
  const from = pool === undefined ? 5240 : 5300 + 20 * (Number(pool) - 1);
  return `${from}-${from + 19}`;
};

/** A loopback port nobody listens on: the first free one of `range` (TEST_PORT_RANGE, else the worker's own). */
export async function freePort(range = process.env.TEST_PORT_RANGE ?? workerRange()): Promise<number> {
  const [from = 5300, to = 5319] = range.split('-').map(Number);
  for (let port = from; port <= to; port++) {
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${range}`);
}

/**
 * Resolves with what `child` has printed once `done` accepts it, checked on every chunk it prints; rejects,
 * with the output, when the process exits first. No deadline of its own: the caller's bound (its hook's or
 * test's timeout) catches a hang, so a slow machine only makes the wait longer.
 */
export function untilOutput(
  child: ChildProcess,
  printed: () => string,
  done: (output: string) => boolean,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done(printed())) return;
      stopListening();
      resolve(printed());
    };
    const exited = () => {
      stopListening();
      reject(new Error(`the process exited before the awaited output:\n${printed()}`));
    };
    const stopListening = () => {
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    // Registered after the caller's own collecting listeners, so `printed()` already holds the chunk.
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    if (child.exitCode !== null || child.signalCode !== null) exited();
    else check();
  });
}

export interface ServerInstance {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends `signal` and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Spawns the built server with `env` on `port` (Node run with `nodeArgs`) and waits until /healthz answers 200
 * or the process exits. `boundMs` only catches a hang (a first start migrates a new database, which a busy
 * 2-core machine has been seen to take more than 30 s over); inside a test its hook's timeout bounds it too.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  boundMs = 180_000,
): Promise<ServerInstance> {
  assertBuilt();
  // Another process on the port would answer the health check in this one's place.
  if (!(await canListen(port))) throw new Error(`port ${port} is taken by another process`);
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, builtMain], {
    env: {
      PATH: process.env.PATH,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerInstance = {
    base,
    port,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited at start:\n${output}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && child.exitCode === null) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`server on ${port} did not become healthy:\n${output}`);
}
