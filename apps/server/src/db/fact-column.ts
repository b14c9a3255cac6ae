import type { Placeholder, SQL } from 'drizzle-orm';

/**
 * The user a fact column is about: an id, or the placeholder of a prepared statement that is given
 * the id when it runs (users.service's current user is prepared once).
 */
export type UserIdParam = number | Placeholder;

/**
 * One module's facts about a user as a scalar subselect, with how to read its value. A page that
 * shows several modules' facts selects them all in one statement (see users.repository's
 * findUserWithFacts) instead of one round trip per module; each module keeps its own SQL and its
 * own reading of the value.
 */
export interface FactColumn<T> {
  sql: SQL<unknown>;
  read(value: unknown): T;
}

/** What a json subselect came back as: node-postgres and PGlite both parse json into objects. */
export function jsonValue<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
