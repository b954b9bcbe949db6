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

/** CPU time used so far by a process and its live children (cluster workers), in milliseconds. */
export const treeCpuMs = (pid: number): number =>
  [pid, ...childPids(pid)].reduce((sum, p) => sum + processCpuMs(p), 0);

/**
 * CPU time used so far by every PostgreSQL server process on this machine (backends, WAL writer,
 * checkpointer...), in milliseconds: the database's share of a run, where the server is a local one.
 * Backends that exit during a run take their time with them; the app's pooled connections stay open.
 */
export function postgresCpuMs(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      sum += processCpuMs(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sum;
}
