import {
  findTransition,
  checkTransition,
  requirementsMet,
  type CryptoCode,
  type GuardState,
  type TradeAction,
  type TradeActor,
  type TradeRowStatus,
  type TradeTransition,
} from '@p2p/shared';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { offers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { lockEscrow, refundEscrow, releaseEscrow } from '../ledger/ledger.service.js';
import { cardEffectOfTransition, GIFT_CARD_CODE_SHARED } from '../gift-cards/gift-card-trades.service.js';
import { disputeModeratorIds } from '../realtime/staff-audience.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { assertAllowed } from '../restrictions/restrictions.service.js';
import { appendTradeMessage } from '../trade-chat/trade-messages.repository.js';
import { recordTradeTransition } from '../trade-stats/trade-stats.updates.js';
import { findTradeByHash, loadTradeForActor, type TradeCaller, type TradeRow } from './trade-access.js';
import { escrowRef } from './trade-deps.js';
import { actionNotAllowed, tradeLimitError } from './trade-errors.js';
import * as repo from './trades.repository.js';

/** What an action may carry besides who and what. */
export interface TradeActionInput {
  disputeReasonId?: string;
  disputeReasonText?: string;
}

export interface TradeActionRequest {
  hash: string;
  action: TradeAction;
  /** The signed-in caller (a party, or staff for the awards), or the system (expiry). */
  actor: TradeCaller | 'system';
  input?: TradeActionInput;
  /** Minutes between paid and the dispute becoming available. */
  disputeDelayMinutes: number;
  now?: Date;
}

export interface TradeActionResult {
  trade: TradeRow;
  /** False when the transition had already happened (an idempotent repeat): nothing moved. */
  changed: boolean;
  transition: TradeTransition | null;
  /** Who acted: the caller's role in the trade, or the system. */
  actor: TradeActor;
}

const CANCELLED: readonly TradeRowStatus[] = [
  'cancelled_buyer',
  'cancelled_seller',
  'cancelled_system',
  'expired',
];

/** The machine's guards for this trade now, given its requirements. */
export function guardStateOf(
  trade: TradeRow,
  requirements: readonly { status: string; optional: boolean }[],
  now: Date,
): GuardState {
  // While a halt pauses the trade (decision 036) its clocks stand at the moment they were paused.
  const clock = trade.timerPausedAt && trade.timerPausedAt < now ? trade.timerPausedAt : now;
  const windowEnded = clock.getTime() >= trade.expiresAt.getTime();
  // gcc-auto with a card of the vendor's inventory: the seller reveals it instead of the buyer paying.
  const automatedCard = trade.flowType === 'gcc-auto' && trade.giftCardId !== null;
  return {
    windowEnded,
    windowOpen: !windowEnded,
    disputeAvailable:
      trade.disputeAvailableAt !== null && clock.getTime() >= trade.disputeAvailableAt.getTime(),
    requirementsMet: requirementsMet(requirements),
    automatedCard,
    manualPayment: !automatedCard,
  };
}

/**
 * Gives the trade's fiat amount back to its offer's cap (cancelled or expired trade), only when the
 * start took it: a trade started while the cap was off must not raise what is left of it.
 */
async function restoreOfferCap(tx: Transaction, trade: TradeRow): Promise<void> {
  if (!trade.offerCapTaken) return;
  await repo.keyShareUsers(tx, [trade.buyerId, trade.sellerId]);
  const [offer] = await tx.select().from(offers).where(eq(offers.id, trade.offerId)).for('update');
  if (!offer || offer.offerCapAmount === null || offer.offerCapRemaining === null) return;
  const restored = offer.offerCapRemaining + trade.fiatAmount;
  await tx
    .update(offers)
    .set({
      offerCapRemaining: restored > offer.offerCapAmount ? offer.offerCapAmount : restored,
      updatedAt: new Date(),
    })
    .where(eq(offers.id, offer.id));
}

async function moveEscrow(tx: Transaction, trade: TradeRow, transition: TradeTransition): Promise<void> {
  const ref = escrowRef(trade.hash);
  if (transition.escrow === 'lock') {
    try {
      await lockEscrow(tx, {
        ref,
        sellerId: trade.sellerId,
        coin: trade.coin as CryptoCode,
        amount: trade.cryptoAmount,
        fee: trade.fee,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'ERROR_INSUFFICIENT_FUNDS') {
        throw tradeLimitError('LowBalance', 'Your balance cannot cover the amount and the fee of this trade');
      }
      throw error;
    }
  } else if (transition.escrow === 'release') {
    await releaseEscrow(tx, { ref, buyerId: trade.buyerId });
  } else if (transition.escrow === 'refund' && trade.status !== 'not_funded') {
    await refundEscrow(tx, { ref });
  }
}

function changesOf(
  trade: TradeRow,
  transition: TradeTransition,
  request: TradeActionRequest,
  now: Date,
): Partial<TradeRow> {
  const changes: Partial<TradeRow> = { status: transition.to, releaseError: false, statusChangeError: false };
  const actorId = request.actor === 'system' ? null : request.actor.userId;
  switch (transition.action) {
    case 'fund':
      changes.fundedAt = now;
      changes.expiresAt = new Date(now.getTime() + trade.paymentWindowMinutes * 60_000);
      break;
    case 'mark_paid':
      changes.paidAt = now;
      changes.disputeAvailableAt = new Date(now.getTime() + request.disputeDelayMinutes * 60_000);
      break;
    case 'open_dispute':
      changes.disputeOpenedAt = now;
      changes.disputeOpenedBy = actorId;
      changes.disputeReasonId = request.input?.disputeReasonId ?? 'other';
      changes.disputeReasonText = request.input?.disputeReasonText ?? '';
      break;
    case 'award_buyer':
    case 'award_seller':
      changes.disputeModeratorId = actorId;
      changes.disputeSettledAt = now;
      break;
    default:
      break;
  }
  if (transition.to === 'released' || transition.to === 'dispute_won_buyer') changes.completedAt = now;
  if (CANCELLED.includes(transition.to)) changes.cancelledAt = now;
  return changes;
}

/**
 * The one way a trade changes status. In one transaction: locks the trade row, asks the state machine
 * (guards computed from the row and its requirements), gives a cancelled trade's amount back to the
 * offer cap (the offer row is locked before any ledger account, as the start does), moves the escrow,
 * updates the trade and the parties' statistics (user_trade_stats, last of the locks), appends the system message and records 'trade.status' for both parties. A repeat
 * of a transition that already happened answers the trade unchanged and moves nothing.
 * Pass a transaction handle to run inside the caller's transaction (the moderator's award with its
 * audit record).
 * @example await performTradeAction(tx, { hash, action: 'award_buyer', actor: moderator, disputeDelayMinutes: 30 });
 */
export async function performTradeAction(
  db: Executor,
  request: TradeActionRequest,
): Promise<TradeActionResult> {
  return db.transaction(async (tx) => {
    const now = request.now ?? new Date();
    let trade: TradeRow;
    let actor: TradeActor;
    if (request.actor === 'system') {
      const found = await findTradeByHash(tx, request.hash, { forUpdate: true });
      if (!found) throw AppError.notFound('Trade');
      trade = found;
      actor = 'system';
    } else {
      const loaded = await loadTradeForActor(tx, request.hash, request.actor, { forUpdate: true });
      trade = loaded.trade;
      actor = loaded.role;
    }
    const repeated = findTransitionTo(trade.status, request.action, actor);
    if (repeated) return { trade, changed: false, transition: null, actor };
    // The requirements are read only for a transition guarded by them (marking paid).
    const needsRequirements = findTransition(trade.status, request.action, actor)?.guards.includes(
      'requirementsMet',
    );
    const requirements = needsRequirements ? await repo.listRequirements(tx, trade.id) : [];
    const check = checkTransition(
      trade.status,
      request.action,
      actor,
      guardStateOf(trade, requirements, now),
    );
    if (!check.ok) {
      throw actionNotAllowed(
        request.action,
        trade.status,
        check.reason === 'guard' ? check.guard : undefined,
        trade.disputeAvailableAt,
      );
    }
    const { transition } = check;
    if (transition.action === 'release' && request.actor !== 'system') {
      await assertAllowed(tx, request.actor.userId, 'release');
    }
    if (CANCELLED.includes(transition.to)) await restoreOfferCap(tx, trade);
    // Lock order as at start: the offer row, then the gift card, then (moving the escrow) the accounts.
    const cardChanges = await cardEffectOfTransition(tx, trade, transition, now);
    await moveEscrow(tx, trade, transition);
    const updated = await repo.updateTrade(tx, trade.id, {
      ...changesOf(trade, transition, request, now),
      ...cardChanges,
    });
    // The parties' statistics (decision 035) move with the transition that finishes the trade.
    await recordTradeTransition(tx, updated, now);
    await appendTradeMessage(tx, {
      tradeId: trade.id,
      authorId: null,
      kind: 'system',
      payload: {
        status: updated.status,
        action: transition.action,
        actor,
        ...(transition.action === 'reveal_card' ? { event: GIFT_CARD_CODE_SHARED } : {}),
      },
    });
    const actorId = request.actor === 'system' ? null : request.actor.userId;
    await recordUserEvents(tx, [
      ...[updated.buyerId, updated.sellerId].map((userId) => ({
        userId,
        type: 'trade.status',
        tradeHash: updated.hash,
        payload: { status: updated.status, action: transition.action, actorId },
      })),
      // A new dispute reaches every moderator at once (live and by their notification channels).
      ...(updated.status === 'dispute_open'
        ? (await disputeModeratorIds(tx, [updated.buyerId, updated.sellerId])).map((userId) => ({
            userId,
            type: 'dispute.opened',
            tradeHash: updated.hash,
            payload: { status: updated.status, actorId },
          }))
        : []),
    ]);
    return { trade: updated, changed: true, transition, actor };
  });
}

/** A transition of this action and actor that ends in the trade's current status: it already happened. */
function findTransitionTo(status: TradeRowStatus, action: TradeAction, actor: TradeActor): boolean {
  const sources: readonly TradeRowStatus[] = ['not_funded', 'active_funded', 'paid', 'dispute_open'];
  return sources.some((from) => findTransition(from, action, actor)?.to === status);
}

/** Errors that are the caller's (bad input, not allowed now, not theirs): they flag nothing on the trade. */
const CALLER_ERRORS = new Set([
  'ERROR_INPUT_VALIDATION',
  'ERROR_TRADE_ACTION_NOT_ALLOWED',
  'ERROR_NOT_FOUND',
  'ERROR_UNAUTHORIZED',
  'ERROR_FORBIDDEN',
  'ERROR_ACCOUNT_RESTRICTED',
  'ERROR_TWO_FACTOR_REQUIRED',
  'ERROR_RATE_LIMITED',
  'ERROR_CSRF',
  'ERROR_IDEMPOTENCY_KEY_REUSED',
]);

/**
 * Runs a party's action; when it fails for a reason other than the caller's input (a ledger refusal,
 * a database failure), flags the trade (isReleaseError for a release, isStatusChangeError for any
 * other change) in a transaction of its own, then rethrows. The next successful transition clears
 * both flags.
 */
export async function performFlaggedTradeAction(
  db: Executor,
  request: TradeActionRequest,
): Promise<TradeActionResult> {
  try {
    return await performTradeAction(db, request);
  } catch (error) {
    const code = error instanceof AppError ? error.code : undefined;
    if (code === undefined || !CALLER_ERRORS.has(code)) {
      const flag = request.action === 'release' ? { releaseError: true } : { statusChangeError: true };
      await db
        .transaction(async (tx) => {
          const trade = await findTradeByHash(tx, request.hash, { forUpdate: true });
          if (trade) await repo.updateTrade(tx, trade.id, flag);
        })
        .catch(() => undefined);
    }
    throw error;
  }
}
