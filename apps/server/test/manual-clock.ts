import type { Clock } from '../src/lib/clock.ts';

/** A clock that stands still until the test moves it; its timers run as `advance` passes their time. */
export class ManualClock implements Clock {
  private timers = new Set<{ at: number; run: () => void }>();

  constructor(private ms = Date.parse('2025-06-01T10:00:00Z')) {}

  now = (): number => this.ms;

  setTimer(ms: number, run: () => void): () => void {
    const timer = { at: this.ms + ms, run };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  /** Timers waiting to run (a stopped worker leaves none). */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves time on by `ms`, running each timer that falls due on the way, earliest first. */
  advance(ms: number): void {
    const until = this.ms + ms;
    for (;;) {
      const due = [...this.timers].filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due);
      this.ms = due.at;
      due.run();
    }
    this.ms = until;
  }
}
