/**
 * A circuit breaker in front of the database. A database that stops answering does not fail a query: the
 * query waits for DATABASE_QUERY_TIMEOUT_MS (20 s) first. Once the breaker knows the database is down,
 * new queries fail at once (the pool's gate, DbHandle.setGate) and their requests answer 503 with
 * Retry-After, while the breaker asks the database itself, once a second, until it answers again.
 *
 * What it learns from:
 * - the health probes (`/healthz`, `/readyz`): an answer within their deadline closes it, none opens it;
 * - failed queries: an error that means "the database cannot serve" (lib/database-unavailable.ts) makes
 *   the breaker ask at once (one `select 1` within the deadline), and opens it if no answer comes. A
 *   single slow or cancelled statement on a healthy database so never opens it.
 *
 * Time (the probe's deadline, the pause between probes) comes from an injectable Clock.
 */
import { EventEmitter } from 'node:events';
import { systemClock, type Clock } from './clock.ts';

/** The database must answer a probe within this long. */
export const PROBE_DEADLINE_MS = 1_000;
/** While open, the database is asked again this long after each unanswered probe. */
export const PROBE_INTERVAL_MS = 1_000;
/** The error a query meets while the breaker is open (answered 503 by the error handler). */
export class DatabaseCircuitOpenError extends Error {
  constructor() {
    super('the database is not answering (circuit open)');
    this.name = 'DatabaseCircuitOpenError';
  }
}

/** True when `error`, or an error it wraps (Drizzle wraps the driver's in `cause`), is the breaker's refusal. */
export function isCircuitOpen(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e instanceof DatabaseCircuitOpenError) return true;
  }
  return false;
}

class ProbeDeadline extends Error {}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database breaker (app.ts); the error handler tells it of failed queries. */
    databaseBreaker: DatabaseBreaker;
  }
}

export type BreakerState = 'closed' | 'open';

/** Emits 'open' and 'close' as the state changes. */
export class DatabaseBreaker extends EventEmitter<{ open: []; close: [] }> {
  private current: BreakerState = 'closed';
  private probing: Promise<boolean> | null = null;
  private cancelNextProbe: (() => void) | null = null;
  private stopped = false;

  constructor(
    /** Asks the database past the gate (DbHandle.ping). */
    private readonly ping: () => Promise<void>,
    private readonly clock: Clock = systemClock,
  ) {
    super();
  }

  get state(): BreakerState {
    return this.current;
  }

  /** The pool's gate: throws while the breaker is open. */
  readonly admit = (): void => {
    if (this.current === 'open') throw new DatabaseCircuitOpenError();
  };

  /** A health probe's outcome: the database answered within the deadline, or not. */
  report(answered: boolean): void {
    if (answered) this.close();
    else this.open();
  }

  /** A query failed as if the database were down: ask it now, and open when it does not answer. */
  suspect(): void {
    if (this.current === 'closed') void this.probe();
  }

  /** One `select 1` within the deadline (shared by concurrent callers); true when it answered. */
  probe(): Promise<boolean> {
    this.probing ??= this.askDatabase().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  /** Stops probing (the app is closing). */
  stop(): void {
    this.stopped = true;
    this.cancelNextProbe?.();
    this.cancelNextProbe = null;
  }

  private async askDatabase(): Promise<boolean> {
    let cancelDeadline = () => {};
    const deadline = new Promise<never>((_resolve, reject) => {
      cancelDeadline = this.clock.setTimer(PROBE_DEADLINE_MS, () => reject(new ProbeDeadline()));
    });
    let answered: boolean;
    try {
      await Promise.race([this.ping(), deadline]);
      answered = true;
    } catch {
      answered = false;
    } finally {
      cancelDeadline();
    }
    this.report(answered);
    return answered;
  }

  private open(): void {
    if (this.current !== 'open') {
      this.current = 'open';
      this.emit('open');
    }
    this.scheduleProbe();
  }

  private close(): void {
    this.cancelNextProbe?.();
    this.cancelNextProbe = null;
    if (this.current !== 'closed') {
      this.current = 'closed';
      this.emit('close');
    }
  }

  private scheduleProbe(): void {
    if (this.stopped || this.cancelNextProbe) return;
    this.cancelNextProbe = this.clock.setTimer(PROBE_INTERVAL_MS, () => {
      this.cancelNextProbe = null;
      void this.probe();
    });
  }
}
