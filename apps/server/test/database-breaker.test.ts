/**
 * The database breaker's states, on a clock the test moves: a failed query makes it ask the database; no
 * answer within the deadline opens it (queries refused at once); it asks again each interval and closes
 * on the first answer. The same against a real PostgreSQL that stops answering: database-outage.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  DatabaseBreaker,
  DatabaseCircuitOpenError,
  PROBE_DEADLINE_MS,
  PROBE_INTERVAL_MS,
} from '../src/lib/database-breaker.ts';
import { isDatabaseUnavailable } from '../src/lib/database-unavailable.ts';
import { ManualClock } from './manual-clock.ts';

/** A database whose pings the test answers (or never answers) one by one. */
function fakeDatabase() {
  const waiting: Array<{ answer: () => void }> = [];
  return {
    waiting,
    ping: () => new Promise<void>((resolve) => waiting.push({ answer: resolve })),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('DatabaseBreaker', () => {
  it('opens when a suspected database does not answer in time, refuses queries, and closes on its next answer', async () => {
    const clock = new ManualClock();
    const database = fakeDatabase();
    const breaker = new DatabaseBreaker(database.ping, clock);
    const events: string[] = [];
    breaker.on('open', () => events.push('open'));
    breaker.on('close', () => events.push('close'));

    expect(() => breaker.admit()).not.toThrow();
    breaker.suspect();
    breaker.suspect(); // one probe at a time
    expect(database.waiting).toHaveLength(1);
    clock.advance(PROBE_DEADLINE_MS);
    await settled();
    expect(breaker.state).toBe('open');
    expect(events).toEqual(['open']);
    expect(() => breaker.admit()).toThrow(DatabaseCircuitOpenError);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new DatabaseCircuitOpenError() }))).toBe(true);

    // Still silent at the next probe: stays open, and asks again later.
    clock.advance(PROBE_INTERVAL_MS);
    expect(database.waiting).toHaveLength(2);
    clock.advance(PROBE_DEADLINE_MS);
    await settled();
    expect(breaker.state).toBe('open');

    clock.advance(PROBE_INTERVAL_MS);
    expect(database.waiting).toHaveLength(3);
    database.waiting[2]!.answer();
    await settled();
    expect(breaker.state).toBe('closed');
    expect(events).toEqual(['open', 'close']);
    expect(() => breaker.admit()).not.toThrow();
    expect(clock.pending).toBe(0);
  });

  it('stays closed when the suspected database answers (a single slow statement)', async () => {
    const clock = new ManualClock();
    const database = fakeDatabase();
    const breaker = new DatabaseBreaker(database.ping, clock);
    breaker.suspect();
    database.waiting[0]!.answer();
    await settled();
    expect(breaker.state).toBe('closed');
    expect(clock.pending).toBe(0);
  });

  it('follows the health probe: opened by a missed answer, closed by an answer, and stops probing when stopped', () => {
    const clock = new ManualClock();
    const database = fakeDatabase();
    const breaker = new DatabaseBreaker(database.ping, clock);
    breaker.report(false);
    expect(breaker.state).toBe('open');
    breaker.report(true);
    expect(breaker.state).toBe('closed');
    expect(clock.pending).toBe(0);
    breaker.report(false);
    breaker.stop();
    expect(clock.pending).toBe(0);
  });
});
