import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userEvents, users } from '../../db/schema.js';
import { recordUserEvents } from '../realtime/user-events.js';

/** One profile.viewed event per viewer and profile in this window (a refresh is not a new visit). */
export const PROFILE_VIEW_WINDOW_MINUTES = 60;

/**
 * Records that a signed-in user viewed someone else's profile (`profile.viewed`, which webhooks
 * carry), at most once per viewer and profile within PROFILE_VIEW_WINDOW_MINUTES. Anonymous visits
 * and one's own profile are not recorded.
 */
export async function recordProfileView(
  db: Executor,
  ownerId: number,
  viewerId: number | undefined,
): Promise<void> {
  if (viewerId === undefined || viewerId === ownerId) return;
  const [recent] = await db
    .select({ id: userEvents.id })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.userId, ownerId),
        eq(userEvents.type, 'profile.viewed'),
        sql`${userEvents.payload}->>'viewerId' = ${String(viewerId)}`,
        gt(userEvents.createdAt, sql`now() - make_interval(mins => ${PROFILE_VIEW_WINDOW_MINUTES})`),
      ),
    )
    .limit(1);
  if (recent) return;
  const [viewer] = await db.select({ username: users.username }).from(users).where(eq(users.id, viewerId));
  if (!viewer) return;
  await recordUserEvents(db, [
    {
      userId: ownerId,
      type: 'profile.viewed',
      payload: { viewerId: String(viewerId), viewer: viewer.username },
    },
  ]);
}
