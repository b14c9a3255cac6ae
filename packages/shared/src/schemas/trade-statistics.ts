import { z } from 'zod';
import { DEFAULT_STATISTICS_PERIOD, STATISTICS_PERIODS } from '../domain/statistics-periods.js';
import { cryptoCodeSchema } from './wallet.js';

/** `?period=`: one of the spec's time periods (platform.md §9); twelve months when absent. */
export const statisticsQuerySchema = z.object({
  period: z.enum(STATISTICS_PERIODS).default(DEFAULT_STATISTICS_PERIOD),
});

/** A whole number of minor units (or US cents) as a decimal string: money never travels as a number. */
const minorUnits = z.string().regex(/^\d+$/);

const rangeShape = {
  period: z.enum(STATISTICS_PERIODS),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['hour', 'day', 'month']),
};

const coinVolumeSchema = z.object({ coin: cryptoCodeSchema, amount: minorUnits, trades: z.number().int() });
export type CoinVolume = z.infer<typeof coinVolumeSchema>;

/** One point of a chart: a bucket's start (ISO) and one coin's completed volume in it. */
const seriesPointSchema = z.object({
  start: z.string(),
  coin: cryptoCodeSchema,
  amount: minorUnits,
  trades: z.number().int(),
});
export type StatisticsSeriesPoint = z.infer<typeof seriesPointSchema>;

export const traderStatisticsSchema = z.object({
  ...rangeShape,
  /** Trades that finished in the period, by outcome. */
  trades: z.object({
    finished: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    expired: z.number().int(),
  }),
  /** Completed ÷ finished in whole percent, rounded down; null when none finished. */
  completionRate: z.number().int().nullable(),
  volume: z.array(coinVolumeSchema),
  /** Completed volume per bucket and coin, every bucket of the period for each coin traded. */
  series: z.array(seriesPointSchema),
  paymentMethods: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      trades: z.number().int(),
      usdCents: minorUnits,
      volume: z.array(coinVolumeSchema),
    }),
  ),
  /** Median seconds from start to paid (as buyer) and from paid to released (as seller). */
  medianPaySeconds: z.number().int().nullable(),
  payments: z.number().int(),
  medianReleaseSeconds: z.number().int().nullable(),
  releases: z.number().int(),
  disputes: z.object({
    /** Opened on the caller's trades in the period, by either side, and of those by the caller. */
    opened: z.number().int(),
    openedByYou: z.number().int(),
    /** Settled by a moderator in the period, for and against the caller. */
    won: z.number().int(),
    lost: z.number().int(),
  }),
  /** Distinct users the caller completed a trade with in the period. */
  partners: z.number().int(),
  /** Since the account opened, as kept in the caller's statistics row (decision 035). */
  lifetime: z.object({
    completed: z.number().int(),
    finished: z.number().int(),
    completionRate: z.number().int().nullable(),
    partners: z.number().int(),
    disputesOpened: z.number().int(),
    disputesLost: z.number().int(),
  }),
});
export type TraderStatistics = z.infer<typeof traderStatisticsSchema>;

/**
 * A group of the public figures. `trades` and `usdCents` are null when fewer than
 * `minGroupTrades` completed trades make it up (the figure is withheld, decision 039).
 */
const publicGroupSchema = z.object({
  trades: z.number().int().nullable(),
  usdCents: minorUnits.nullable(),
});

export const platformStatisticsSchema = z.object({
  ...rangeShape,
  /** Groups of fewer completed trades than this show no figures. */
  minGroupTrades: z.number().int(),
  /** When the figures were computed (they are reused for a while). */
  computedAt: z.string(),
  totals: publicGroupSchema,
  /** Offer owners with a completed trade in the period. */
  activeVendors: z.number().int(),
  series: z.array(publicGroupSchema.extend({ start: z.string() })),
  coins: z.array(publicGroupSchema.extend({ coin: cryptoCodeSchema, amount: minorUnits.nullable() })),
  /** By the vendor's country (ISO 3166 alpha-2); null is every smaller or unknown country together. */
  countries: z.array(publicGroupSchema.extend({ country: z.string().nullable() })),
  /** By payment-method group; null is every smaller group together. */
  paymentMethodGroups: z.array(
    publicGroupSchema.extend({ slug: z.string().nullable(), name: z.string().nullable() }),
  ),
});
export type PlatformStatistics = z.infer<typeof platformStatisticsSchema>;
