/**
 * Time as the server's workers and timers read it: the system clock in the app, a clock the test moves by
 * hand in tests (test/manual-clock.ts), so no test waits for real time to pass.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `run` once, `ms` from now; the returned function cancels it. Never keeps the process alive. */
  setTimer(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
