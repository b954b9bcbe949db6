/**
 * Errors that mean "the database cannot serve right now" rather than "this request is wrong": it refuses or
 * drops connections, does not answer in time, is shutting down, or cannot write (disk full). The error
 * handler answers them 503 so clients and load balancers retry later; the pool opens fresh connections
 * once the database answers again, so nothing needs restarting. While the database breaker is open
 * (lib/database-breaker.ts) queries fail at once with DatabaseCircuitOpenError, one of these.
 */

import { isCircuitOpen } from './database-breaker.ts';

/** SQLSTATEs: 53xxx insufficient resources (disk full, out of memory, too many connections), 57014 a
 *  cancelled (timed-out) statement, 57P0x shutdown or start-up, 58xxx I/O errors, 08xxx connection errors,
 *  25006 a write refused by a read-only database (a replica, or default_transaction_read_only). */
const unavailableStates = /^(53|57014|57P0|58|08|25006)/;
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE', 'ENOSPC']);
/** node-postgres reports its own timeouts and dropped connections by message only. */
const driverMessages =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error/;

export const databaseUnavailableMessage =
  'The service is temporarily unavailable. Please try again in a moment.';

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; a few levels cover every wrapper.
  if (isCircuitOpen(error)) return true;
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
    if (driverMessages.test(e.message)) return true;
  }
  return false;
}
