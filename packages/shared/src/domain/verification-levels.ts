/**
 * Verification levels (platform.md §4): names L0…L4 and the numeric forms the API reports.
 * Default limits are in US cents and are what a fresh installation starts with; operators change
 * them (the level_limits table). `null` means no cap.
 */
export const LEVEL_NAMES = ['L0', 'L1', 'L1+', 'L2', 'L2+POA', 'L3', 'L4'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

export const LEVEL_NUMBERS: Record<LevelName, number> = {
  L0: 0,
  L1: 1,
  'L1+': 1.5,
  L2: 2,
  'L2+POA': 2.5,
  L3: 3,
  L4: 4,
};
export const DEMO_LEVEL_NUMBER = -1;

export interface LevelLimits {
  perTradeUsdCents: bigint | null;
  lifetimeUsdCents: bigint | null;
}

const usd = (dollars: number) => BigInt(dollars) * 100n;

export const DEFAULT_LEVEL_LIMITS: Record<LevelName, LevelLimits> = {
  L0: { perTradeUsdCents: 0n, lifetimeUsdCents: 0n },
  L1: { perTradeUsdCents: usd(1_000), lifetimeUsdCents: usd(1_000) },
  'L1+': { perTradeUsdCents: usd(2_500), lifetimeUsdCents: usd(2_500) },
  L2: { perTradeUsdCents: usd(10_000), lifetimeUsdCents: usd(10_000) },
  'L2+POA': { perTradeUsdCents: usd(25_000), lifetimeUsdCents: usd(100_000) },
  L3: { perTradeUsdCents: usd(50_000), lifetimeUsdCents: null },
  L4: { perTradeUsdCents: usd(250_000), lifetimeUsdCents: null },
};

/** What a level needs (shown on the verification page). */
export const LEVEL_REQUIREMENTS: Record<LevelName, readonly string[]> = {
  L0: ['registered'],
  L1: ['email', 'phone'],
  'L1+': ['email', 'phone', 'fullnameBirthday'],
  L2: ['email', 'phone', 'id'],
  'L2+POA': ['email', 'phone', 'id', 'address'],
  L3: ['email', 'phone', 'id', 'address', 'video'],
  L4: ['email', 'phone', 'id', 'address', 'video', 'admin'],
};

export function isLevelName(value: string): value is LevelName {
  return (LEVEL_NAMES as readonly string[]).includes(value);
}

export function levelRank(level: LevelName): number {
  return LEVEL_NAMES.indexOf(level);
}

/** The higher of two levels. */
export function maxLevel(a: LevelName, b: LevelName): LevelName {
  return levelRank(a) >= levelRank(b) ? a : b;
}
