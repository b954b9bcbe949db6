/** What every result file records about the run: when, where and how busy the machine was. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
export const loadAverage = () => loadavg().map((x) => round(x));

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Settings that change what a run measures; the recorded command line shows the ones that were set. */
const settings = ['SERVER_MAIN', 'WEB_DIST', 'BENCH_ROWS', 'BENCH_ITERATIONS'];

export function runInfo(command: string) {
  const env = settings.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  return {
    date: new Date().toISOString(),
    command: [...env, command].join(' '),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    // Other work on the machine skews the figures; the load average says how busy it was.
    loadAverageBefore: loadAverage(),
  };
}

export const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

/** Writes bench/results/<name>.json and returns its path. */
export function writeResults(name: string, results: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const out = `${resultsDir}${name}.json`;
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  return out;
}

/** What bench/results/<name>.json holds, or undefined before a first run. */
export function readResults(name: string): unknown {
  const file = `${resultsDir}${name}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

export const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
