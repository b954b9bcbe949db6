/** Memory and CPU time of a server process and its workers, read from /proc (Linux). */
import { readdirSync, readFileSync } from 'node:fs';

/** VmRSS and VmHWM (peak RSS) of a process, in bytes. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

const clockTicks = 100; // USER_HZ on Linux

/** utime + stime of a process (fields 14 and 15 of /proc/<pid>/stat), in milliseconds. */
function processCpuMs(pid: number): number {
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

/** CPU time used so far by a process and its live children (cluster workers), in milliseconds. */
const treeCpuMs = (pid: number): number =>
  [pid, ...childPids(pid)].reduce((sum, p) => sum + processCpuMs(p), 0);

/** utime + stime of every PostgreSQL server process on this machine (backends, WAL writer, checkpointer...). */
function postgresCpuByPid(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      byPid.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

/**
 * Starts measuring the CPU time of the machine's PostgreSQL processes; the function returned gives the
 * milliseconds used since, by the processes alive at its call (a backend that started meanwhile counts
 * whole; one that ended takes its time with it, so a run's figure is never negative but may be a little
 * low: the app's pooled connections stay open, so this is rare).
 */
function postgresCpuMeter(): () => number {
  const before = postgresCpuByPid();
  return () => {
    let used = 0;
    for (const [pid, ms] of postgresCpuByPid()) used += ms - (before.get(pid) ?? 0);
    return used;
  };
}

/** CPU milliseconds used over a stretch: by the server's processes, PostgreSQL's and this process itself. */
export interface CpuUsed {
  server?: number;
  database?: number;
  generator: number;
}

/**
 * Starts a meter of the CPU time each party uses (`serverPid`: the server, if one runs; `postgres`: the
 * machine's PostgreSQL processes); the function returned gives the milliseconds used since. CPU time per
 * request shows what a request costs even when other work on a shared machine slows the rates.
 */
export function cpuMeter(serverPid: number | undefined, postgres: boolean): () => CpuUsed {
  const server = serverPid === undefined ? undefined : treeCpuMs(serverPid);
  const database = postgres ? postgresCpuMeter() : undefined;
  const generator = process.cpuUsage();
  return () => {
    const own = process.cpuUsage(generator);
    return {
      ...(server === undefined ? {} : { server: treeCpuMs(serverPid!) - server }),
      ...(database ? { database: database() } : {}),
      generator: (own.user + own.system) / 1000,
    };
  };
}
