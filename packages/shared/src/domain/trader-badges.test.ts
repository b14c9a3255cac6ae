import { describe, expect, it } from 'vitest';
import {
  accountAgeDays,
  BADGE_RULES,
  displayedBadge,
  earnedBadge,
  unmetThresholds,
  type BadgeInputs,
} from './trader-badges.js';

const newcomer: BadgeInputs = {
  completedTrades: 0,
  finishedTrades: 0,
  partners: 0,
  volumeUsdCents: 0n,
  feedbackPositive: 0,
  feedbackNegative: 0,
  disputesLost: 0,
  accountAgeDays: 0,
};

/** Exactly at every threshold of the rule (completion 100 %, feedback all positive). */
function atThresholds(badge: string): BadgeInputs {
  const rule = BADGE_RULES.find((r) => r.badge === badge)!;
  return {
    completedTrades: rule.minTrades,
    finishedTrades: rule.minTrades,
    partners: rule.minPartners,
    volumeUsdCents: rule.minVolumeUsdCents,
    feedbackPositive: rule.minFeedback,
    feedbackNegative: 0,
    disputesLost: 0,
    accountAgeDays: rule.minAccountAgeDays,
  };
}

describe('earnedBadge', () => {
  it('gives a new account no badge', () => {
    expect(earnedBadge(newcomer)).toBe('no_badge');
  });

  it.each(['vendor', 'power_trader', 'expert_trader'])('earns %s exactly at its thresholds', (badge) => {
    expect(earnedBadge(atThresholds(badge))).toBe(badge);
  });

  it('falls to the level below when one threshold of a level is short', () => {
    const expert = atThresholds('expert_trader');
    expect(earnedBadge({ ...expert, partners: expert.partners - 1 })).toBe('power_trader');
    expect(earnedBadge({ ...expert, accountAgeDays: 100 })).toBe('power_trader');
    const power = atThresholds('power_trader');
    expect(earnedBadge({ ...power, volumeUsdCents: power.volumeUsdCents - 1n })).toBe('vendor');
    expect(earnedBadge({ ...power, feedbackPositive: 49 })).toBe('vendor');
    const vendor = atThresholds('vendor');
    expect(earnedBadge({ ...vendor, completedTrades: 9, finishedTrades: 9 })).toBe('no_badge');
    expect(earnedBadge({ ...vendor, accountAgeDays: 13 })).toBe('no_badge');
  });

  it('reads the completion rate from finished trades (80 % for vendor)', () => {
    const vendor = atThresholds('vendor');
    // 10 completed of 12 finished = 83 %; of 13 = 76 %.
    expect(earnedBadge({ ...vendor, finishedTrades: 12 })).toBe('vendor');
    expect(earnedBadge({ ...vendor, finishedTrades: 13 })).toBe('no_badge');
    expect(unmetThresholds(BADGE_RULES[2]!, { ...vendor, finishedTrades: 13 })).toEqual([
      'minCompletionPercent',
    ]);
  });

  it('reads the positive share of feedback and lost disputes', () => {
    const vendor = atThresholds('vendor');
    // 9 positive of 10 = 90 % passes; 8 of 9 = 88.9 % does not.
    expect(earnedBadge({ ...vendor, feedbackPositive: 9, feedbackNegative: 1 })).toBe('vendor');
    expect(earnedBadge({ ...vendor, feedbackPositive: 8, feedbackNegative: 1 })).toBe('no_badge');
    expect(earnedBadge({ ...vendor, disputesLost: 1 })).toBe('vendor');
    expect(earnedBadge({ ...vendor, disputesLost: 2 })).toBe('no_badge');
    const expert = atThresholds('expert_trader');
    expect(earnedBadge({ ...expert, disputesLost: 5 })).toBe('expert_trader');
    // Every lower level allows fewer lost disputes, so six lost leave no badge at all.
    expect(earnedBadge({ ...expert, disputesLost: 6 })).toBe('no_badge');
  });
});

describe('displayedBadge and accountAgeDays', () => {
  it('lets a staff badge win over the earned one', () => {
    expect(displayedBadge('power_trader', 'ambassador')).toBe('ambassador');
    expect(displayedBadge('vendor', null)).toBe('vendor');
  });

  it('counts whole days', () => {
    const created = new Date('2026-01-01T12:00:00Z');
    expect(accountAgeDays(created, new Date('2026-01-15T11:59:59Z'))).toBe(13);
    expect(accountAgeDays(created, new Date('2026-01-15T12:00:00Z'))).toBe(14);
    expect(accountAgeDays(created, new Date('2025-12-31T00:00:00Z'))).toBe(0);
  });
});
