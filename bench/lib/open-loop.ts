/**
 * An open-loop load generator: each stream sends at a fixed rate whatever the answers do, the way visitors
 * arrive on a launch day (a slow server does not make them wait before clicking). Latency is measured from
 * the time a request was *scheduled*, not from when it went out, so a server (or a generator) that falls
 * behind shows in the figures instead of quietly lowering the rate (no coordinated omission, as in wrk2).
 */
import { percentile, round } from './run-info.ts';

export interface Stream {
  /** The class this stream's requests are reported under (e.g. "page views", "form posts"). */
  name: string;
  /** Requests per second. */
  rate: number;
  /** The row a request is reported under within its class (e.g. its route). */
  labelOf(i: number): string;
  /** Sends the i-th request; resolves true for a wanted answer, else what went wrong (e.g. "HTTP 503"). */
  send(i: number): Promise<true | string>;
}

interface Figures {
  /** Requests scheduled (all of them are sent, and waited for, even when the server falls behind). */
  sent: number;
  /** Answers per second over the run (below the rate when the answers come in after its end). */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Errors by kind: the unwanted status, or the client's error code (a timeout, a refused connection). */
  errorKinds: Record<string, number>;
}

export interface StreamResult extends Figures {
  name: string;
  rate: number;
  /**
   * p99 of how late the generator itself sent a request after its scheduled time: when this is a large
   * part of the latency, the generator (or the machine under it) is the limit, not the server.
   */
  sendLagP99: number;
  byLabel: Record<string, Figures>;
}

interface Samples {
  latencies: number[];
  errorKinds: Record<string, number>;
}

const errorCount = (kinds: Record<string, number>) => Object.values(kinds).reduce((a, b) => a + b, 0);

function figures(samples: Samples, seconds: number): Figures {
  const sorted = samples.latencies.sort((a, b) => a - b);
  return {
    sent: sorted.length,
    achieved: round(sorted.length / seconds, 0),
    p50: round(percentile(sorted, 50), 1),
    p99: round(percentile(sorted, 99), 1),
    max: round(sorted.at(-1) ?? NaN, 1),
    errors: errorCount(samples.errorKinds),
    errorKinds: samples.errorKinds,
  };
}

/** Timers fire about once a millisecond; each tick sends every request whose time has come. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** Runs every stream at its rate for `seconds`, then waits for the last answers. */
export async function runOpenLoop(streams: readonly Stream[], seconds: number): Promise<StreamResult[]> {
  const samples = streams.map(() => new Map<string, Samples>());
  const next = streams.map(() => 0);
  const sendLags = streams.map((): number[] => []);
  const total = streams.map((s) => Math.round(s.rate * seconds));
  const inFlight: Array<Promise<void>> = [];
  const start = performance.now();
  const end = start + seconds * 1000;

  const record = (k: number, label: string, latency: number, outcome: true | string) => {
    let row = samples[k]!.get(label);
    if (!row) samples[k]!.set(label, (row = { latencies: [], errorKinds: {} }));
    row.latencies.push(latency);
    if (outcome !== true) row.errorKinds[outcome] = (row.errorKinds[outcome] ?? 0) + 1;
  };

  for (;;) {
    const now = performance.now();
    streams.forEach((stream, k) => {
      while (next[k]! < total[k]!) {
        const scheduled = start + (next[k]! * 1000) / stream.rate;
        if (scheduled > now) break;
        const i = next[k]!++;
        sendLags[k]!.push(now - scheduled);
        const label = stream.labelOf(i);
        inFlight.push(
          stream.send(i).then(
            (outcome) => record(k, label, performance.now() - scheduled, outcome),
            (err: Error & { code?: string }) =>
              record(k, label, performance.now() - scheduled, err.code ?? err.name),
          ),
        );
      }
    });
    if (now >= end && next.every((n, k) => n >= total[k]!)) break;
    await tick();
  }
  await Promise.all(inFlight);

  return streams.map((stream, k) => {
    const rows = [...samples[k]!.entries()];
    const errorKinds: Record<string, number> = {};
    for (const [, row] of rows)
      for (const [kind, n] of Object.entries(row.errorKinds)) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
    const all: Samples = { latencies: rows.flatMap(([, row]) => row.latencies), errorKinds };
    return {
      name: stream.name,
      rate: stream.rate,
      sendLagP99: round(
        percentile(
          sendLags[k]!.sort((a, b) => a - b),
          99,
        ),
        1,
      ),
      ...figures(all, seconds),
      byLabel: Object.fromEntries(rows.map(([label, row]) => [label, figures(row, seconds)])),
    };
  });
}

export interface Step<T> {
  /** The factor the load was multiplied by (1 = the starting rates). */
  factor: number;
  holds: boolean;
  result: T;
}

/**
 * A step search for the highest load that still holds a target: from the first step, up by ×1.5 while it
 * holds, or down by the same while it does not, for at most `maxSteps` steps. Returns every step run; the
 * answer is the highest factor that held (the next one up did not, or the search ran out of steps).
 */
export async function stepSearch<T>(
  first: Step<T>,
  run: (factor: number) => Promise<Step<T>>,
  maxSteps = 6,
): Promise<{ steps: Step<T>[]; highest: number | undefined }> {
  const steps = [first];
  const up = first.holds;
  let factor = first.factor;
  while (steps.length < maxSteps) {
    factor = round(up ? factor * 1.5 : factor / 1.5, 3);
    const step = await run(factor);
    steps.push(step);
    if (step.holds !== up) break;
  }
  const held = steps.filter((s) => s.holds).map((s) => s.factor);
  return { steps, highest: held.length ? Math.max(...held) : undefined };
}
