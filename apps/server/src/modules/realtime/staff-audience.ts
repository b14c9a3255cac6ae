import { and, inArray, isNull, notInArray } from 'drizzle-orm';
import { STAFF_ROLES } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * Who hears of a new dispute: every open account with a moderating role (moderator, supermoderator,
 * admin). There is no duty roster yet, so nobody on staff misses a dispute; the first to open it in
 * the console takes it. The trade's parties are left out (a moderator who trades hears as a party).
 */
export const DISPUTE_ALERT_ROLES = STAFF_ROLES;

export async function disputeModeratorIds(db: Executor, exclude: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, [...DISPUTE_ALERT_ROLES]),
        isNull(users.closedAt),
        exclude.length > 0 ? notInArray(users.id, [...exclude]) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}
