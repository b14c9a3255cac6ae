import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TradeRowStatus } from '@p2p/shared';
import { trades, users } from '../../db/schema.js';
import { registerUser } from '../../test/app.js';
import { insertTradeRows } from './trade-chat-seed.js';

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/**
 * A trade between two new users, written straight into the tables (the chat does not care how the
 * trade started or whether escrow moved), with one pending requirement for each side.
 */
export async function insertChatTrade(
  app: FastifyInstance,
  options: { status?: TradeRowStatus; endedDaysAgo?: number } = {},
) {
  const buyer = await registerUser(app);
  const seller = await registerUser(app);
  const rows = await insertTradeRows(app.db, {
    buyerId: buyer.user.id,
    sellerId: seller.user.id,
    status: options.status,
    endedAt:
      options.endedDaysAgo === undefined
        ? undefined
        : new Date(Date.now() - options.endedDaysAgo * 86_400_000),
  });
  return { ...rows, buyer, seller };
}

export async function makeModerator(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.update(users).set({ role: 'moderator' }).where(eq(users.id, userId));
}

export async function setTradeStatus(
  app: FastifyInstance,
  tradeId: number,
  values: Partial<typeof trades.$inferInsert>,
): Promise<void> {
  await app.db.update(trades).set(values).where(eq(trades.id, tradeId));
}
