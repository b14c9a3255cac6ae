import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordUserEvents } from '../realtime/user-events.js';
import type { PriceHealthChange } from './rates.service.js';

/** Who hears that prices are paused: the operators (every open admin account). */
export async function adminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.closedAt)));
  return rows.map((row) => row.id);
}

/**
 * The staff alert of a pause: a `rates.paused` event for every admin, through the user-event outbox
 * (the notification dispatcher turns it into the bell, e-mail and the other channels). A resume is
 * only logged: nothing needs doing then.
 */
export async function alertStaffOfPriceHealth(db: Executor, change: PriceHealthChange): Promise<void> {
  if (!change.paused) return;
  const feeds = (change.feeds ?? [])
    .map((feed) => `${feed.name}: ${feed.error ?? (feed.at ? `last ${feed.at.toISOString()}` : 'no answer')}`)
    .join('; ');
  const ids = await adminIds(db);
  await recordUserEvents(
    db,
    ids.map((userId) => ({ userId, type: 'rates.paused', payload: { feeds: feeds || change.source } })),
  );
}
