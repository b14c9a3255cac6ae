import { pgErrorCode } from './client.js';

/** Network errors of a database connection that is gone (a restart, a failover, a cut). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres' own words for a connection the server ended or that broke earlier. */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Connection terminated unexpectedly)/;

/**
 * Whether a failed query failed because the database is away for now, not because of the query:
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, crash, not accepting yet),
 * a refused or reset socket, or the driver's "Connection terminated". The request then answers 503
 * (try again; the proxy may send it to another node) instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = pgErrorCode(error);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03'].includes(state))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
