import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LoginAttemptResult } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { knownDevices, loginEvents, users } from '../../db/schema.js';

export interface NewLoginEvent {
  userId: number;
  result: LoginAttemptResult;
  secondFactor: string | null;
  ip: string | null;
  userAgent: string | null;
  country: string | null;
}

export async function insertLoginEvent(db: Executor, event: NewLoginEvent): Promise<void> {
  await db.insert(loginEvents).values(event);
}

export type LoginEventRow = typeof loginEvents.$inferSelect;

export async function listLoginEvents(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: LoginEventRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(loginEvents)
      .where(eq(loginEvents.userId, userId))
      .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(loginEvents).where(eq(loginEvents.userId, userId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Records the device as the user's; answers whether it was new to them and whether they had any
 * device before (the first sign-in after registration, or before this list existed, is no news).
 */
export async function rememberDevice(
  db: Executor,
  userId: number,
  deviceHash: string,
): Promise<{ isNew: boolean; hadDevices: boolean }> {
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: sql`now()` },
    })
    // xmax = 0 only on a freshly inserted row: an update of an existing one sets it.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const isNew = Boolean(inserted[0]?.inserted);
  if (!isNew) return { isNew, hadDevices: true };
  const [others] = await db
    .select({ total: count() })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), sql`${knownDevices.deviceHash} <> ${deviceHash}`));
  return { isNew, hadDevices: (others?.total ?? 0) > 0 };
}

export async function findMailTarget(
  db: Executor,
  userId: number,
): Promise<{ email: string; username: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
