import type { Badge } from '../enums.js';

/**
 * Trader level badges earned from a user's trade statistics (decision 035). The staff badges
 * (`operator`, `ceo`, `ambassador`) are assigned by staff and never earned here.
 */
export const EARNED_BADGES = ['no_badge', 'vendor', 'power_trader', 'expert_trader'] as const;
export type EarnedBadge = (typeof EARNED_BADGES)[number];

/** What the rules read: the user's figures (modules/trade-stats) and the age of the account. */
export interface BadgeInputs {
  completedTrades: number;
  /** Finished trades of any outcome (completed, cancelled, expired, lost in a dispute). */
  finishedTrades: number;
  /** Distinct users they completed trades with. */
  partners: number;
  /** Completed volume in US cents at each trade's own USD value. */
  volumeUsdCents: bigint;
  feedbackPositive: number;
  feedbackNegative: number;
  disputesLost: number;
  accountAgeDays: number;
}

export interface BadgeRule {
  badge: Exclude<EarnedBadge, 'no_badge'>;
  minTrades: number;
  minPartners: number;
  minVolumeUsdCents: bigint;
  minAccountAgeDays: number;
  /** Completed ÷ finished trades, in percent; checked once any trade finished. */
  minCompletionPercent: number;
  /** Positive ÷ all feedback received, in percent; checked once any feedback was received. */
  minPositivePercent: number;
  /** At least this much feedback received. */
  minFeedback: number;
  /** At most this many disputes lost. */
  maxDisputesLost: number;
}

/** Raised whenever BADGE_RULES change: stored badges of an older version are recomputed at start. */
export const BADGE_RULES_VERSION = 1;

/** The rules, highest level first; the first whose every threshold holds is the badge. */
export const BADGE_RULES: readonly BadgeRule[] = [
  {
    badge: 'expert_trader',
    minTrades: 500,
    minPartners: 200,
    minVolumeUsdCents: 50_000_000n, // $500,000
    minAccountAgeDays: 365,
    minCompletionPercent: 95,
    minPositivePercent: 98,
    minFeedback: 250,
    maxDisputesLost: 5,
  },
  {
    badge: 'power_trader',
    minTrades: 100,
    minPartners: 50,
    minVolumeUsdCents: 5_000_000n, // $50,000
    minAccountAgeDays: 90,
    minCompletionPercent: 90,
    minPositivePercent: 95,
    minFeedback: 50,
    maxDisputesLost: 3,
  },
  {
    badge: 'vendor',
    minTrades: 10,
    minPartners: 5,
    minVolumeUsdCents: 50_000n, // $500
    minAccountAgeDays: 14,
    minCompletionPercent: 80,
    minPositivePercent: 90,
    minFeedback: 0,
    maxDisputesLost: 1,
  },
];

/** The rule's thresholds the inputs fall short of (empty when the rule is met). */
export function unmetThresholds(rule: BadgeRule, inputs: BadgeInputs): (keyof BadgeRule)[] {
  const unmet: (keyof BadgeRule)[] = [];
  if (inputs.completedTrades < rule.minTrades) unmet.push('minTrades');
  if (inputs.partners < rule.minPartners) unmet.push('minPartners');
  if (inputs.volumeUsdCents < rule.minVolumeUsdCents) unmet.push('minVolumeUsdCents');
  if (inputs.accountAgeDays < rule.minAccountAgeDays) unmet.push('minAccountAgeDays');
  // Percentages compared in integers: completed × 100 ≥ min × finished.
  if (
    inputs.finishedTrades > 0 &&
    inputs.completedTrades * 100 < rule.minCompletionPercent * inputs.finishedTrades
  )
    unmet.push('minCompletionPercent');
  const feedback = inputs.feedbackPositive + inputs.feedbackNegative;
  if (feedback < rule.minFeedback) unmet.push('minFeedback');
  if (feedback > 0 && inputs.feedbackPositive * 100 < rule.minPositivePercent * feedback)
    unmet.push('minPositivePercent');
  if (inputs.disputesLost > rule.maxDisputesLost) unmet.push('maxDisputesLost');
  return unmet;
}

/**
 * The badge the statistics earn.
 * @example earnedBadge({ completedTrades: 0, ... }) // 'no_badge'
 */
export function earnedBadge(inputs: BadgeInputs): EarnedBadge {
  return BADGE_RULES.find((rule) => unmetThresholds(rule, inputs).length === 0)?.badge ?? 'no_badge';
}

/** The badge shown: a staff-assigned one wins over the earned one. */
export function displayedBadge(earned: EarnedBadge, staffBadge: Badge | null | undefined): Badge {
  return staffBadge ?? earned;
}

/** Whole days between the account's creation and `now`. */
export function accountAgeDays(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000));
}
