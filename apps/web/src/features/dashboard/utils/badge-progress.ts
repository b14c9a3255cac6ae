import {
  BADGE_RULES,
  EARNED_BADGES,
  unmetThresholds,
  type BadgeInputs,
  type BadgeRule,
  type EarnedBadge,
  type MyBadgeProgress,
} from '@p2p/shared';

/** One threshold of a rule with where I stand: `have` and `need` in the rule's own unit. */
export interface ThresholdProgress {
  key: Exclude<keyof BadgeRule, 'badge'>;
  have: number;
  need: number;
  met: boolean;
  /** 0–100, for a progress bar (a maximum, such as disputes lost, is 100 while met and 0 once over). */
  percent: number;
}

export const inputsOf = (progress: MyBadgeProgress): BadgeInputs => ({
  ...progress,
  volumeUsdCents: BigInt(progress.volumeUsdCents),
});

const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.floor((part * 100) / whole));

/**
 * Each threshold of `rule` with my figure (decision 035's table, read from BADGE_RULES so the page
 * can never disagree with the rules the server applies).
 */
export function thresholdsOf(rule: BadgeRule, progress: MyBadgeProgress): ThresholdProgress[] {
  const unmet = new Set(unmetThresholds(rule, inputsOf(progress)));
  const feedback = progress.feedbackPositive + progress.feedbackNegative;
  const rows: Omit<ThresholdProgress, 'met' | 'percent'>[] = [
    { key: 'minTrades', have: progress.completedTrades, need: rule.minTrades },
    { key: 'minPartners', have: progress.partners, need: rule.minPartners },
    {
      key: 'minVolumeUsdCents',
      have: Math.floor(Number(BigInt(progress.volumeUsdCents) / 100n)),
      need: Number(rule.minVolumeUsdCents / 100n),
    },
    { key: 'minAccountAgeDays', have: progress.accountAgeDays, need: rule.minAccountAgeDays },
    {
      key: 'minCompletionPercent',
      have: percentOf(progress.completedTrades, progress.finishedTrades) ?? 100,
      need: rule.minCompletionPercent,
    },
    {
      key: 'minPositivePercent',
      have: percentOf(progress.feedbackPositive, feedback) ?? 100,
      need: rule.minPositivePercent,
    },
    { key: 'minFeedback', have: feedback, need: rule.minFeedback },
    { key: 'maxDisputesLost', have: progress.disputesLost, need: rule.maxDisputesLost },
  ];
  return rows
    .filter((row) => !(row.key === 'minFeedback' && row.need === 0))
    .map((row) => {
      const met = !unmet.has(row.key);
      const percent =
        row.key === 'maxDisputesLost'
          ? met
            ? 100
            : 0
          : met
            ? 100
            : Math.min(99, Math.floor((row.have * 100) / row.need));
      return { ...row, met, percent };
    });
}

/** The next earned badge above the one I hold, or null at the top. */
export function nextBadge(earned: EarnedBadge): Exclude<EarnedBadge, 'no_badge'> | null {
  const next = EARNED_BADGES[EARNED_BADGES.indexOf(earned) + 1];
  return next && next !== 'no_badge' ? next : null;
}

/** The rule of an earned badge. */
export function ruleOf(badge: Exclude<EarnedBadge, 'no_badge'>): BadgeRule {
  return BADGE_RULES.find((rule) => rule.badge === badge)!;
}
