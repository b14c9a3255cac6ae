import type { DisputeAwardInput, TradeTransition } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/auth.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findTradeByHash } from '../trades/trade-access.js';
import { performTradeAction } from '../trades/trade-actions.service.js';
import { assertModerator, assertNotParty } from './disputes.service.js';

const WON_STATUS = { buyer: 'dispute_won_buyer', seller: 'dispute_won_seller' } as const;

/**
 * Answers the transition made, or null when the same award had already been made.
 * POST /rest/v1/admin/disputes/{hash}/award: the escrow goes to the winner through the trades module's
 * transition (award_buyer releases to the buyer, award_seller refunds the seller), and the decision is
 * audited in the same transaction. The same award again answers the settled trade; another is 409.
 */
export async function awardDispute(
  db: Database,
  viewer: SessionUser,
  hash: string,
  input: DisputeAwardInput,
): Promise<TradeTransition | null> {
  assertModerator(viewer);
  return db.transaction(async (tx) => {
    const trade = await findTradeByHash(tx, hash, { forUpdate: true });
    if (!trade || trade.disputeOpenedAt === null) throw AppError.notFound('Dispute');
    assertNotParty(trade, viewer);
    if (trade.status === WON_STATUS[input.winner]) return null;
    if (trade.status !== 'dispute_open')
      throw new AppError('ERROR_CONFLICT', `The dispute is already settled (${trade.status})`, {
        winner: [`The trade is ${trade.status}`],
      });
    // The trades module's one transition function, inside this transaction (a savepoint), so the
    // escrow move and the audit record commit together. A moderator who is a party of the trade acts
    // there as that party, and the machine refuses them the award.
    const result = await performTradeAction(tx, {
      hash,
      action: input.winner === 'buyer' ? 'award_buyer' : 'award_seller',
      actor: { userId: viewer.userId, role: viewer.role },
      // Only marking paid reads the dispute delay; an award does not.
      disputeDelayMinutes: 0,
    });
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: `dispute.award_${input.winner}`,
      targetUserId: input.winner === 'buyer' ? trade.buyerId : trade.sellerId,
      details: { tradeHash: trade.hash, winner: input.winner, note: input.note },
    });
    return result.changed ? result.transition : null;
  });
}
