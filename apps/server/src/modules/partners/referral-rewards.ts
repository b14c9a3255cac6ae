import { referralRewardOf, withinRewardPeriod, type CryptoCode } from '@p2p/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { lockAccountsInOrder, payReferralReward } from '../ledger/ledger-partners.js';
import { platform, user } from '../ledger/ledger.service.js';
import type { DispatchEvent } from '../notifications/event-mapping.js';
import * as repo from './partners.repository.js';

export interface RewardSettings {
  rewardShareBps: number;
  rewardPeriodDays: number;
}

/** Trade statuses whose escrow paid the seller's fee to the platform. */
const FEE_PAID = new Set(['released', 'dispute_won_buyer']);

/**
 * The partner programme's consumer of the outbox (decision 030). For every trade whose `trade.status`
 * event in the batch says it completed, when its seller was referred and the trade completed within
 * the reward period after they registered, the referrer's share of the escrow fee moves from the
 * platform's fee income to the referrer's wallet. It runs in the dispatcher's claiming transaction,
 * so the reward commits with the events' dispatched mark or not at all; `referral_rewards` is unique
 * per trade and the trade rows are locked first, so a batch run again, or the buyer's and the
 * seller's events claimed by two nodes at once, pay once.
 * @example app.notificationChannels.addEventConsumer(referralRewardConsumer(settings));
 */
export function referralRewardConsumer(settings: RewardSettings) {
  return async (tx: Executor, events: readonly DispatchEvent[]): Promise<number> => {
    const hashes = new Set<string>();
    for (const event of events) {
      if (event.type === 'trade.status' && event.tradeHash && FEE_PAID.has(String(event.payload.status)))
        hashes.add(event.tradeHash);
    }
    if (hashes.size === 0) return 0;
    return bookReferralRewards(tx as Transaction, [...hashes], settings);
  };
}

/** Books the rewards of these trades that are due and not yet paid; answers how many it booked. */
export async function bookReferralRewards(
  tx: Transaction,
  hashes: readonly string[],
  settings: RewardSettings,
): Promise<number> {
  const due = (await repo.lockRewardFacts(tx, hashes)).flatMap((facts) => {
    if (facts.rewarded) return [];
    if (!withinRewardPeriod(facts.referredAt, facts.completedAt, settings.rewardPeriodDays)) return [];
    const shareBps = facts.ambassadorShareBps ?? settings.rewardShareBps;
    const amount = referralRewardOf(facts.fee, shareBps);
    return amount > 0n ? [{ facts, shareBps, amount }] : [];
  });
  if (due.length === 0) return 0;
  // Every account the batch pays from or to, locked at once in id order (see lockAccountsInOrder).
  await lockAccountsInOrder(
    tx,
    due.flatMap(({ facts }) => [
      platform('fee_income', facts.coin),
      user('available', facts.referrerId, facts.coin),
    ]),
  );
  let booked = 0;
  for (const { facts, shareBps, amount } of due) {
    const entryId = await payReferralReward(tx, {
      referrerId: facts.referrerId,
      coin: facts.coin as CryptoCode,
      amount,
      ref: `trade:${facts.hash}`,
    });
    await repo.insertReward(tx, {
      tradeId: facts.tradeId,
      referrerId: facts.referrerId,
      referredUserId: facts.sellerId,
      coin: facts.coin,
      fee: facts.fee,
      shareBps,
      amount,
      entryId,
    });
    booked += 1;
  }
  return booked;
}
