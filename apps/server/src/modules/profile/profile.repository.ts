import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countries, fiatCurrencies, users } from '../../db/schema.js';

export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'locale'
    | 'fiatCurrencyId'
    | 'countryId'
    | 'timezone'
    | 'profileVisibility'
    | 'fullNameVisibilityType'
    | 'firstName'
    | 'lastName'
    | 'bio'
    | 'notifyTradeMessagesInterval'
    | 'chatAcceptance'
  >
>;

export async function findSettings(db: Executor, userId: number) {
  const [row] = await db
    .select({
      locale: users.locale,
      fiatCurrencyId: users.fiatCurrencyId,
      fiatCurrencyCode: fiatCurrencies.code,
      countryIso: countries.iso,
      timezone: users.timezone,
      profileVisibility: users.profileVisibility,
      fullNameVisibilityType: users.fullNameVisibilityType,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      notifyTradeMessagesInterval: users.notifyTradeMessagesInterval,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(fiatCurrencies, eq(fiatCurrencies.id, users.fiatCurrencyId))
    .where(eq(users.id, userId));
  return row;
}

export async function updateUser(db: Executor, userId: number, patch: UserPatch): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, userId));
}

export async function findIdentity(db: Executor, userId: number) {
  const [row] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The username state, locked so that two changes at once cannot both pass the 30-day rule. */
export async function lockUsernameState(db: Executor, userId: number) {
  const [row] = await db
    .select({ username: users.username, usernameChangedAt: users.usernameChangedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function updateUsername(db: Executor, userId: number, username: string, at: Date) {
  await db.update(users).set({ username, usernameChangedAt: at }).where(eq(users.id, userId));
}

export async function findChatAcceptance(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ chatAcceptance: users.chatAcceptance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.chatAcceptance;
}

export async function findCompletedTours(db: Executor, userId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ tours: users.completedTourGuides }).from(users).where(eq(users.id, userId));
  return row?.tours;
}

/**
 * Adds a tour to the completed list in one statement (no lost update between two tabs). Returns
 * the list, or undefined when the list is full and the tour is not on it.
 */
export async function addCompletedTour(
  db: Executor,
  userId: number,
  tourName: string,
  maxTours: number,
): Promise<string[] | undefined> {
  const listed = sql`${users.completedTourGuides} @> jsonb_build_array(${tourName}::text)`;
  const [row] = await db
    .update(users)
    .set({
      completedTourGuides: sql`case when ${listed} then ${users.completedTourGuides}
        else ${users.completedTourGuides} || jsonb_build_array(${tourName}::text) end`,
    })
    .where(
      and(
        eq(users.id, userId),
        or(listed, sql`jsonb_array_length(${users.completedTourGuides}) < ${maxTours}`),
      ),
    )
    .returning({ tours: users.completedTourGuides });
  return row?.tours;
}

/** The current avatar, locked until the caller's transaction sets the new one. */
export async function lockAvatarUrl(db: Executor, userId: number) {
  const [row] = await db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function updateAvatarUrl(db: Executor, userId: number, avatarUrl: string): Promise<void> {
  await db.update(users).set({ avatarUrl }).where(eq(users.id, userId));
}
