/**
 * The workers' run loop (lib/polling-loop.ts): passes never overlap, a kick during a pass runs another at
 * once after it, an idle loop polls every pollMs, and stop waits for the pass under way and leaves no timer.
 */
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { PollingLoop } from '../src/lib/polling-loop.ts';
import { ManualClock } from './manual-clock.ts';

/** A pass the test ends by hand, and how many passes started. */
function passes() {
  const ends: Array<() => void> = [];
  let started = 0;
  let concurrent = 0;
  let mostConcurrent = 0;
  const run = () => {
    started += 1;
    concurrent += 1;
    mostConcurrent = Math.max(mostConcurrent, concurrent);
    return new Promise<void>((resolve) =>
      ends.push(() => {
        concurrent -= 1;
        resolve();
      }),
    );
  };
  const endPass = async () => {
    ends.shift()?.();
    // The loop schedules its next pass once the run's promise has settled.
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  return { run, endPass, started: () => started, mostConcurrent: () => mostConcurrent };
}

describe('PollingLoop', () => {
  it('runs at start, again after a kick during a pass, and every pollMs when idle; never two at once', async () => {
    const clock = new ManualClock();
    const work = passes();
    const loop = new PollingLoop({
      clock,
      run: work.run,
      pollMs: 1_000,
      log: Fastify({ logger: false }).log,
      failure: 'x',
    });
    loop.start();
    clock.advance(0);
    expect(work.started()).toBe(1);
    loop.kick();
    loop.kick();
    await work.endPass();
    clock.advance(0);
    expect(work.started()).toBe(2);
    await work.endPass();
    clock.advance(999);
    expect(work.started()).toBe(2);
    clock.advance(1);
    expect(work.started()).toBe(3);
    expect(work.mostConcurrent()).toBe(1);

    const stopped = loop.stop();
    await work.endPass();
    await stopped;
    expect(clock.pending).toBe(0);
    loop.kick();
    clock.advance(10_000);
    expect(work.started()).toBe(3);
  });
});
