/**
 * The run loop of a background worker (the mail outbox, webhook deliveries): `run` now, then again every
 * `pollMs`, or as soon as the current run ends when `kick` was called during it, so work queued by a
 * request goes out within moments without two runs ever overlapping. Timers come from the clock, so tests
 * can drive a worker's time by hand.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';

export interface PollingLoopOptions {
  clock: Clock;
  /** One pass over the due work. */
  run: () => Promise<unknown>;
  /** How long to wait between passes when nobody kicks (default 5 s). */
  pollMs?: number | undefined;
  log: FastifyBaseLogger;
  /** What the log says when a pass fails. */
  failure: string;
}

export class PollingLoop {
  private cancelTimer: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: PollingLoopOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the pass under way, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelTimer?.();
    await this.running;
  }

  /** Run soon: at once, or right after the pass under way (which may have missed the new work). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number) {
    const { clock, run, pollMs = 5_000, log, failure } = this.options;
    this.cancelTimer?.();
    this.cancelTimer = clock.setTimer(delay, () => {
      this.running = run()
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, failure))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const next = this.again ? 0 : pollMs;
          this.again = false;
          this.schedule(next);
        });
    });
  }
}
