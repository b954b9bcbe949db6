/**
 * One process at a time on an embedded database folder. PGlite runs the database inside the process that
 * opened it, and two processes on one folder each keep their own copy in memory: what the second one
 * acknowledges is lost at the next restart. So whoever opens the folder (the server, `npm run admin`,
 * `npm run db`) first takes `DATA_DIR/data.lock`, a small file naming its process.
 *
 * Why a pid file and not a library such as proper-lockfile: its staleness is time-based (the holder
 * refreshes the lock's mtime on a timer), so a crashed server's folder stays locked for the stale period,
 * and a server whose event loop stalls longer than that loses its lock while still running. The question
 * here is "is that process still alive?", which `process.kill(pid, 0)` answers directly and at once.
 */
import { hostname } from 'node:os';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'data.lock';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {}

function readHolder(path: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock, or throws DataDirLockedError naming the process that holds it. A lock whose
 * process is gone (a crash, a SIGKILL) is taken over. On another host (a shared volume) liveness cannot be
 * checked, so that lock is respected. Returns the release function (also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  // Written beside, then linked into place: the lock appears whole or not at all (link fails if it exists).
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, path);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw lockedError(path, err);
      }
      const holder = readHolder(path);
      // A pid equal to ours is a previous life of this process id (a container's pid 1 after a restart).
      const held =
        holder !== null && holder.pid !== process.pid && (holder.host !== mine.host || isAlive(holder.pid));
      if (held) throw lockedError(path, undefined, holder);
      removeStaleLock(path, holder);
    }
  } finally {
    unlinkSync(draft);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never one a later process took over.
    if (readHolder(path)?.pid === mine.pid) unlinkSync(path);
  };
  process.on('exit', release);
  return release;
}

/**
 * Moves the stale lock aside (one atomic rename) and checks it is the one judged stale: when two processes
 * recover the same lock at once, the slower one may have moved the faster one's new lock, and puts it back.
 */
function removeStaleLock(path: string, stale: Holder | null): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it: try again
    throw err;
  }
  const moved = readHolder(aside);
  if (moved && (moved.pid !== stale?.pid || moved.startedAt !== stale.startedAt)) {
    linkSync(aside, path);
    unlinkSync(aside);
    throw lockedError(path, undefined, moved);
  }
  unlinkSync(aside);
}

function lockedError(path: string, cause?: unknown, holder?: Holder | null): DataDirLockedError {
  const folder = resolve(path, '..');
  const who = holder
    ? `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`} (started ${holder.startedAt})`
    : 'another process';
  return new DataDirLockedError(
    `The embedded database in ${folder} is in use by ${who}. Only one process may open it at a time: ` +
      'stop that server (or command) first, or give this one another DATA_DIR. ' +
      `If that process is not running, delete ${resolve(path)} and try again.`,
    cause === undefined ? undefined : { cause },
  );
}
