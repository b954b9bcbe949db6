/**
 * The production build as a child process, the way `npm start` runs it: `BENCH_SERVER_DIST` (default
 * apps/server/dist) and `BENCH_WEB_DIST` (default apps/web/dist) name the build, so a long run can use a
 * copy while the checkout is rebuilt. Memory is read from /proc/<pid>/status (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const serverDist = process.env.BENCH_SERVER_DIST ?? join(root, 'apps/server/dist');
export const webDist = process.env.BENCH_WEB_DIST ?? join(root, 'apps/web/dist');

export interface BuiltServer {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Resident and peak resident memory of the server process, in bytes. */
  memory(): { rss: number; peak: number };
  /** CPU time (user + system) used so far by the server and its worker processes, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export function assertBuilt(): void {
  for (const file of [join(serverDist, 'main.js'), join(webDist, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
}

export async function startBuiltServer(port: number, env: Record<string, string>): Promise<BuiltServer> {
  assertBuilt();
  const child = spawn(process.execPath, [join(serverDist, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid!;
  return {
    base,
    pid,
    child,
    memory: () => processMemory(pid),
    cpuMs: () => [pid, ...childPids(pid)].reduce((sum, p) => sum + processCpuMs(p), 0),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      const problems = output.split('\n').filter((l) => /"level":(50|60)/.test(l));
      if (problems.length > 0) console.warn(`server logged errors:\n${problems.slice(0, 5).join('\n')}`);
    },
  };
}

/** VmRSS and VmHWM (peak RSS) of a process, in bytes. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

const clockTicks = 100; // USER_HZ on Linux

/** utime + stime of a process (fields 14 and 15 of /proc/<pid>/stat), in milliseconds. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may contain spaces; count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
