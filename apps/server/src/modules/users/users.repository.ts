import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { FactColumn } from '../../db/fact-column.js';
import { countries, fiatCurrencies, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const userWithRefsColumns = {
  user: users,
  country: { iso: countries.iso, code: countries.code, name: countries.name },
  fiatCurrencyCode: fiatCurrencies.code,
};

export type UserWithRefs = {
  user: UserRow;
  country: { iso: string | null; code: string; name: string } | null;
  fiatCurrencyCode: string | null;
};

export async function insertUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

function selectUserWithRefs(db: Executor) {
  return db
    .select(userWithRefsColumns)
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(fiatCurrencies, eq(fiatCurrencies.id, users.fiatCurrencyId));
}

export async function findUserById(db: Executor, id: number): Promise<UserWithRefs | undefined> {
  const [row] = await selectUserWithRefs(db).where(eq(users.id, id));
  return row;
}

type FactValues<F extends Record<string, FactColumn<unknown>>> = {
  [K in keyof F]: F[K] extends FactColumn<infer T> ? T : never;
};

/**
 * A user with the facts other modules keep about them, in one statement: each fact is a subselect
 * of its own module (FactColumn), read back by that module.
 */
export async function findUserWithFacts<F extends Record<string, FactColumn<unknown>>>(
  db: Executor,
  id: number,
  facts: F,
): Promise<(UserWithRefs & { facts: FactValues<F> }) | undefined> {
  const [row] = await selectUserWithFacts(db, facts).where(eq(users.id, id));
  return row ? readUserWithFacts(row, facts) : undefined;
}

/**
 * findUserWithFacts as a statement prepared once (facts made with `sql.placeholder('userId')`):
 * building a query of several subselects is most of a small request's CPU, and PostgreSQL plans a
 * named statement once per connection. Answers a reader of one user by id.
 */
export function prepareUserWithFacts<F extends Record<string, FactColumn<unknown>>>(
  db: Executor,
  facts: F,
  name: string,
): (id: number) => Promise<(UserWithRefs & { facts: FactValues<F> }) | undefined> {
  const prepared = selectUserWithFacts(db, facts)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
  return async (id) => {
    const [row] = await prepared.execute({ userId: id });
    return row ? readUserWithFacts(row, facts) : undefined;
  };
}

function selectUserWithFacts(db: Executor, facts: Record<string, FactColumn<unknown>>) {
  const columns = Object.fromEntries(
    Object.keys(facts).map((name, index) => [`fact${index}`, facts[name]!.sql]),
  );
  return db
    .select({ ...userWithRefsColumns, ...columns })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(fiatCurrencies, eq(fiatCurrencies.id, users.fiatCurrencyId));
}

function readUserWithFacts<F extends Record<string, FactColumn<unknown>>>(
  row: UserWithRefs,
  facts: F,
): UserWithRefs & { facts: FactValues<F> } {
  const raw = row as unknown as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.keys(facts).map((name, index) => [name, facts[name]!.read(raw[`fact${index}`])]),
  );
  return {
    user: row.user,
    country: row.country,
    fiatCurrencyCode: row.fiatCurrencyCode,
    facts: values as FactValues<F>,
  };
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserWithRefs | undefined> {
  const [row] = await selectUserWithRefs(db).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** Finds a user by username or e-mail, ignoring case, as the login form allows either. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return row;
}

export async function findUserIdentity(
  db: Executor,
  id: number,
): Promise<{ id: number; externalId: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, externalId: users.externalId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function updateUserRole(db: Executor, id: number, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}
