/**
 * The bundled server (dist/main.js) as a child process: JSON log lines collected as they arrive, a wait for
 * a log condition, and helpers for checking worker processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export interface LogLine {
  level: number;
  msg: string;
  pid: number;
  [field: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** The JSON log lines printed so far. */
  logLines(): LogLine[];
  /** Everything printed so far, as text. */
  output(): string;
  /** Resolves with the log lines once `done(lines)` holds; rejects after `timeoutMs`. */
  waitForLog(done: (lines: LogLine[]) => boolean, timeoutMs?: number): Promise<LogLine[]>;
}

/** Starts dist/main.js on a random loopback port with `env` added to a minimal environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" first`);
  const port = 5300 + Math.floor(Math.random() * 500);
  let output = '';
  const lines: LogLine[] = [];
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let partial = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    partial += text;
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.startsWith('{')) continue;
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    port,
    exited,
    logLines: () => [...lines],
    output: () => output,
    async waitForLog(done, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (done(lines)) return [...lines];
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      if (done(lines)) return [...lines];
      throw new Error(`log condition not met within ${timeoutMs} ms:\n${output}`);
    },
  };
}

/** Whether a process with this id is running. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** GET over a new connection each time (no keep-alive), so a cluster may hand each to another worker. */
export function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}
