/**
 * A random walk that is a pure function of (seed, instant): every node, and the same node after a
 * restart, computes the same price for the same moment, and any past moment can be recomputed for
 * charts without storing anything.
 *
 * The walk is a sum of octaves of value noise: each octave draws a hashed value per time bucket of
 * its period and eases between neighbouring buckets, so slow octaves make the trend and fast ones
 * the wiggle. The result is an offset in parts per billion of the reference price, bounded by the
 * sum of the amplitudes, so prices stay near their reference level however long the node runs.
 *
 * Only integer arithmetic below 2^53 is used (no Math.exp, no fractions), so the numbers are
 * bit-identical on every platform.
 */

export interface Octave {
  periodMs: number;
  /** The largest offset this octave adds, in parts per billion. */
  amplitudePpb: number;
}

export const PPB = 1_000_000_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIXED_ONE = 65_536;
const SALT = 'p2p-rates-walk-v1';

/** FNV-1a over a string: the seed of one walk. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finalizer: spreads every input bit over the output. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The noise value of one bucket of one octave, uniform in [-amplitude, amplitude]. */
function bucketValue(seed: number, octave: number, bucket: number, amplitude: number): number {
  const low = bucket % 2 ** 32;
  const high = Math.floor(bucket / 2 ** 32);
  let h = mix32(seed ^ Math.imul(octave + 1, 0x9e3779b1));
  h = mix32(h ^ low);
  h = mix32(h ^ high);
  const unit = h >>> 11; // 21 bits, so unit × (2·amplitude + 1) stays exact
  return Math.floor((unit * (2 * amplitude + 1)) / 2 ** 21) - amplitude;
}

/** One octave at an instant: the two neighbouring bucket values eased with smoothstep. */
function octaveValue(seed: number, index: number, octave: Octave, atMs: number): number {
  const bucket = Math.floor(atMs / octave.periodMs);
  const into = atMs - bucket * octave.periodMs;
  const fraction = Math.floor((into * FIXED_ONE) / octave.periodMs);
  const eased = Math.floor((fraction * fraction * (3 * FIXED_ONE - 2 * fraction)) / FIXED_ONE ** 2);
  const from = bucketValue(seed, index, bucket, octave.amplitudePpb);
  const to = bucketValue(seed, index, bucket + 1, octave.amplitudePpb);
  return from + Math.floor(((to - from) * eased) / FIXED_ONE);
}

/**
 * The walk's offset from the reference price at `atMs`, in parts per billion, clamped to ±limitPpb.
 * @example PPB + walkOffsetPpb('BTC', BTC_OCTAVES, Date.UTC(2025, 10, 15)) // the BTC multiplier, in ppb
 */
export function walkOffsetPpb(
  seed: string,
  octaves: readonly Octave[],
  atMs: number,
  limitPpb = Number.MAX_SAFE_INTEGER,
): number {
  if (!Number.isSafeInteger(atMs) || atMs < 0) throw new RangeError(`Not an instant: ${atMs}`);
  const seedHash = hashString(`${SALT}:${seed}`);
  let offset = 0;
  octaves.forEach((octave, index) => {
    offset += octaveValue(seedHash, index, octave, atMs);
  });
  return Math.max(-limitPpb, Math.min(limitPpb, offset));
}

function octaves(table: [periodMs: number, amplitudePercent: number][], factor = 1): Octave[] {
  return table.map(([periodMs, percent]) => ({
    periodMs,
    amplitudePpb: Math.round(percent * factor * (PPB / 100)),
  }));
}

/**
 * Bitcoin: a few percent over weeks, about 1% over a day, a little every few minutes; at most
 * ±11.61% from the reference level, so the price stays at the reference's level however long it runs.
 */
const BTC_TABLE: [number, number][] = [
  [120 * DAY, 4],
  [30 * DAY, 3],
  [7 * DAY, 2.5],
  [DAY, 1.2],
  [4 * HOUR, 0.5],
  [HOUR, 0.25],
  [15 * MINUTE, 0.12],
  [3 * MINUTE, 0.04],
];

export const BTC_OCTAVES = octaves(BTC_TABLE);
/** Ether moves like bitcoin and a third more. */
export const ETH_OCTAVES = octaves(BTC_TABLE, 1.3);
/** Tether stays within ±0.39% of its dollar by construction, and the clamp keeps it within ±0.5%. */
export const USDT_OCTAVES = octaves([
  [7 * DAY, 0.15],
  [DAY, 0.1],
  [4 * HOUR, 0.06],
  [HOUR, 0.04],
  [15 * MINUTE, 0.03],
  [3 * MINUTE, 0.01],
]);
export const USDT_LIMIT_PPB = 5_000_000;

/** The volatility classes of the reference data: a pegged currency does not move at all. */
export const FIAT_VOLATILITIES = ['pegged', 'low', 'medium', 'high', 'metal'] as const;
export type FiatVolatility = (typeof FIAT_VOLATILITIES)[number];

/** A major currency: at most ±2.285% from its reference, a few tenths of a percent in a week. */
const FIAT_TABLE: [number, number][] = [
  [120 * DAY, 1.2],
  [30 * DAY, 0.6],
  [7 * DAY, 0.3],
  [DAY, 0.12],
  [4 * HOUR, 0.05],
  [HOUR, 0.015],
];

export const FIAT_OCTAVES: Record<FiatVolatility, Octave[]> = {
  pegged: [],
  low: octaves(FIAT_TABLE),
  medium: octaves(FIAT_TABLE, 1.5),
  high: octaves(FIAT_TABLE, 3),
  metal: octaves(FIAT_TABLE, 3),
};
