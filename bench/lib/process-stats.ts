/** Memory and CPU time of a server process and its workers, read from /proc (Linux). */
import { readFileSync } from 'node:fs';

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
