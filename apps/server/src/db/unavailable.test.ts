import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

/** drizzle wraps the driver's error: the driver's is the cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away: shutting down, not yet accepting, refused, ended', () => {
    for (const error of [
      wrapped(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(error), String((error as { cause?: Error }).cause ?? error)).toBe(true);
    }
  });

  it('leaves query errors alone: a unique violation, a serialization failure, a bug', () => {
    for (const error of [
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      wrapped(Object.assign(new Error('could not serialize access'), { code: '40001' })),
      new TypeError('Cannot read properties of undefined'),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
