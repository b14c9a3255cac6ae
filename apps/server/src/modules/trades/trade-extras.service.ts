import { isFinalStatus, requirementsForGroup, type TradeRequirementReviewStatus } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { releaseCardOnFallback } from '../gift-cards/gift-card-trades.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { appendTradeMessage } from '../trade-chat/trade-messages.repository.js';
import { loadTradeForActor, type TradeCaller, type TradeRow } from './trade-access.js';
import { actionNotAllowed } from './trade-errors.js';
import * as repo from './trades.repository.js';

/**
 * Policy pages one party may record as read in one trade. An offer links a handful (terms, refund,
 * identity); the cap keeps a script from filling the table with URLs through one trade.
 */
export const POLICY_READS_PER_PARTY_MAX = 20;

/** Flow types run by the platform's automation; a party may fall back to the manual flow. */
export const AUTOMATED_FLOW_TYPES: readonly string[] = ['gcc-auto', 'bt-auto'];

async function notifyParties(tx: Executor, trade: TradeRow, payload: Record<string, unknown>): Promise<void> {
  await recordUserEvents(
    tx,
    [trade.buyerId, trade.sellerId].map((userId) => ({
      userId,
      type: 'trade.status',
      tradeHash: trade.hash,
      payload: { status: trade.status, ...payload },
    })),
  );
}

function partyOnly(role: string): void {
  // Staff read trades; only the parties answer requirements, confirm policies or change the flow.
  if (role === 'moderator') throw AppError.forbidden('Only the parties of the trade may do this');
}

/**
 * POST /rest/v1/trade/{id}/requirement: the party who did not upload approves or rejects an uploaded
 * requirement (a rejected one must be uploaded again). Repeating the same answer changes nothing.
 */
export async function reviewRequirement(
  db: Executor,
  options: {
    hash: string;
    caller: TradeCaller;
    requirementId: number;
    status: TradeRequirementReviewStatus;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { trade, role } = await loadTradeForActor(tx, options.hash, options.caller, { forUpdate: true });
    partyOnly(role);
    const requirement = await repo.lockRequirement(tx, trade.id, options.requirementId);
    if (!requirement) {
      throw AppError.validation('requirement_id', 'This trade has no such requirement');
    }
    if (requirement.party === role) {
      throw new AppError('ERROR_FORBIDDEN', 'The other party reviews what you upload', {
        requirement_id: ['The other party reviews what you upload'],
      });
    }
    if (requirement.status === options.status) return;
    if (isFinalStatus(trade.status)) throw actionNotAllowed('mark_paid', trade.status);
    if (requirement.status !== 'UPLOADED') {
      const message = 'Only an uploaded requirement can be approved or rejected';
      throw new AppError('ERROR_CONFLICT', message, { requirement_id: [message] });
    }
    await repo.updateRequirement(tx, requirement.id, {
      status: options.status,
      reviewedBy: options.caller.userId,
    });
    await appendTradeMessage(tx, {
      tradeId: trade.id,
      authorId: null,
      kind: 'system',
      payload: {
        status: trade.status,
        event: 'requirement_reviewed',
        requirementId: requirement.id,
        requirementStatus: options.status,
      },
    });
    await notifyParties(tx, trade, { requirementId: requirement.id, requirementStatus: options.status });
  });
}

/**
 * POST /rest/v1/trade/{id}/policy-read: the party confirms reading a policy page of the offer. A page
 * already recorded answers as before; a new one past POLICY_READS_PER_PARTY_MAX is a 409.
 */
export async function recordPolicyRead(
  db: Executor,
  options: { hash: string; caller: TradeCaller; url: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // The trade row lock orders one party's concurrent reads, so the count below stays true.
    const { trade, role } = await loadTradeForActor(tx, options.hash, options.caller, { forUpdate: true });
    partyOnly(role);
    const recorded = await repo.listPolicyReads(tx, trade.id, options.caller.userId);
    if (recorded.includes(options.url)) return;
    if (recorded.length >= POLICY_READS_PER_PARTY_MAX) {
      const message = `At most ${POLICY_READS_PER_PARTY_MAX} policy pages are recorded per trade`;
      throw new AppError('ERROR_CONFLICT', message, { url: [message] });
    }
    await repo.insertPolicyRead(tx, { tradeId: trade.id, userId: options.caller.userId, url: options.url });
  });
}

/**
 * POST /rest/v1/trade/{id}/fallback: a trade on an automated flow (gcc-auto, bt-auto) continues on the
 * manual flow (the parties talk and act themselves). Any other trade, or a finished one, is a 409.
 */
export async function fallBackToManualFlow(
  db: Executor,
  options: { hash: string; caller: TradeCaller },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { trade, role } = await loadTradeForActor(tx, options.hash, options.caller, { forUpdate: true });
    partyOnly(role);
    if (!AUTOMATED_FLOW_TYPES.includes(trade.flowType) || isFinalStatus(trade.status)) {
      const message = isFinalStatus(trade.status)
        ? 'This trade has ended'
        : 'This trade already runs the manual flow: there is nothing to fall back to';
      throw new AppError(
        'ERROR_TRADE_ACTION_NOT_ALLOWED',
        message,
        { _: [message], action: ['fallback'] },
        409,
      );
    }
    // A gcc-auto trade's unrevealed card goes back to the vendor's inventory; the vendor then pays by
    // hand, with the gift-card group's requirements the trade skipped while automated.
    const cardChanges = await releaseCardOnFallback(tx, trade);
    if (cardChanges.giftCardId === null && (await repo.listRequirements(tx, trade.id)).length === 0) {
      await repo.insertRequirements(tx, trade.id, requirementsForGroup(trade.paymentMethodGroupId));
    }
    const updated = await repo.updateTrade(tx, trade.id, { flowType: 'default', ...cardChanges });
    await appendTradeMessage(tx, {
      tradeId: trade.id,
      authorId: null,
      kind: 'system',
      payload: { status: trade.status, event: 'fallback', flowType: 'default', from: trade.flowType },
    });
    await notifyParties(tx, updated, { event: 'fallback' });
  });
}
