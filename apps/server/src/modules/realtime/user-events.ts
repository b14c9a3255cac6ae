import type { Executor } from '../../db/client.js';
import { userEvents } from '../../db/schema.js';

/** Something changed for a user; the socket tells the client, the client reads the truth over HTTP. */
export interface UserEventInput {
  userId: number;
  /** trade.started, trade.status, trade.message, trade.read, feedback.given, ... */
  type: string;
  tradeHash?: string;
  payload?: Record<string, unknown>;
}

/**
 * Records events inside the caller's transaction, so they exist exactly when the change commits. The
 * realtime module delivers them to connected sockets after the commit (see realtime.plugin).
 */
export async function recordUserEvents(db: Executor, events: readonly UserEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(userEvents).values(
    events.map((event) => ({
      userId: event.userId,
      type: event.type,
      tradeHash: event.tradeHash ?? null,
      payload: event.payload ?? {},
    })),
  );
}
