import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Counting the SQL statements one piece of work sends, so that tests of hot paths can assert how
 * many round trips a request costs and the number cannot silently grow back.
 *
 * Every test database is opened with `statementLogger` (src/test/database.ts): drizzle calls it for
 * each statement it sends, on PGlite and on PostgreSQL alike, synchronously in the caller's async
 * context. `countStatements` gives its work a context of its own, so statements of anything else
 * running at the same time (another request, a background loop) are not counted.
 *
 * Transaction control (begin, commit, rollback, savepoint) is left out: drizzle sends it itself on
 * node-postgres but PGlite's own transaction() does it without drizzle, so counting it would make
 * the figures differ by driver. The statements a request's work sends are the same on both.
 */
const scope = new AsyncLocalStorage<string[]>();

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export const statementLogger: Logger = {
  logQuery(query: string): void {
    const statements = scope.getStore();
    if (statements && !TRANSACTION_CONTROL.test(query)) statements.push(query);
  },
};

/**
 * Runs `work` and returns what it returned with the statements it sent, in order.
 * @example
 * const { result, statements } = await countStatements(() => client.get('/rest/v1/users/current_user'));
 * expect(statements).toHaveLength(2);
 */
export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await scope.run(statements, work);
  return { result, statements: [...statements] };
}
