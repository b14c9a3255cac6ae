import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countries, users } from '../../db/schema.js';

/** The e-mail and phone verification columns of a user, locked for update. */
export async function lockAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      phoneCodeLockedUntil: users.phoneCodeLockedUntil,
      countryId: users.countryId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
export type VerificationAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

export async function countryIsoById(db: Executor, countryId: number | null): Promise<string | undefined> {
  if (countryId === null) return undefined;
  const [row] = await db.select({ iso: countries.iso }).from(countries).where(eq(countries.id, countryId));
  return row?.iso ?? undefined;
}

/** A country whose numbers can be verified: known, with a calling code and accepted for verification. */
export async function phoneVerificationCountry(db: Executor, iso: string) {
  const [row] = await db
    .select({ id: countries.id, iso: countries.iso })
    .from(countries)
    .where(and(eq(countries.iso, iso), eq(countries.kyc, true), isNotNull(countries.phoneCode)));
  return row;
}

export async function isPhoneVerifiedByOther(db: Executor, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Executor, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateAccount(
  db: Executor,
  userId: number,
  fields: Partial<
    Pick<
      typeof users.$inferInsert,
      'email' | 'emailVerifiedAt' | 'phone' | 'phoneVerifiedAt' | 'phoneCountryIso' | 'phoneCodeLockedUntil'
    >
  >,
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}
