import { z } from 'zod';
import { BADGES } from '../enums.js';
import { EARNED_BADGES } from '../domain/trader-badges.js';
import { OFFER_TYPES } from './offers/enums.js';
import { TRADE_NEXT_STEPS } from '../domain/trade-next-step.js';
import { notificationSchema } from './notifications.js';
import { tradeListItemSchema } from './trade-lists.js';
import { walletBalanceSchema } from './wallet.js';

/** An offer's state on the dashboard: on, paused by its owner, or blocked by a moderator. */
export const DASHBOARD_OFFER_STATES = ['active', 'paused', 'blocked'] as const;
export type DashboardOfferState = (typeof DASHBOARD_OFFER_STATES)[number];

/** How many offers and notifications the dashboard home shows (the rest are a link away). */
export const DASHBOARD_OFFERS_SHOWN = 5;
export const DASHBOARD_NOTIFICATIONS_SHOWN = 5;

export const dashboardTradeSchema = tradeListItemSchema.extend({
  /** What the trade needs from the caller now (null: it waits for the partner). */
  nextStep: z.enum(TRADE_NEXT_STEPS).nullable(),
});
export type DashboardTrade = z.infer<typeof dashboardTradeSchema>;

export const dashboardOfferSchema = z.object({
  offerHash: z.string(),
  type: z.enum(OFFER_TYPES),
  cryptoCurrencyCode: z.string(),
  fiatCurrencyCode: z.string(),
  paymentMethodName: z.string(),
  state: z.enum(DASHBOARD_OFFER_STATES),
});
export type DashboardOffer = z.infer<typeof dashboardOfferSchema>;

/** GET /rest/v1/dashboard: the signed-in user's dashboard home in one answer (decision 038). */
export const dashboardSchema = z.object({
  /** Open trades: those needing the caller first (by deadline), then those waiting for the partner. */
  trades: z.array(dashboardTradeSchema),
  balances: z.array(walletBalanceSchema),
  offers: z.object({
    counts: z.object({ active: z.number().int(), paused: z.number().int(), blocked: z.number().int() }),
    /** The most recently created offers, DASHBOARD_OFFERS_SHOWN at most. */
    latest: z.array(dashboardOfferSchema),
  }),
  notifications: z.object({ unreadCount: z.number().int(), latest: z.array(notificationSchema) }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /rest/v1/dashboard/badges: my badge and the figures the trader level rules read (decision 038). */
export const myBadgeProgressSchema = z.object({
  /** The badge shown: the staff badge when there is one, else the earned one. */
  badge: z.enum(BADGES),
  earnedBadge: z.enum(EARNED_BADGES),
  staffBadge: z.enum(['operator', 'ceo', 'ambassador']).nullable(),
  completedTrades: z.number().int(),
  finishedTrades: z.number().int(),
  partners: z.number().int(),
  /** Completed volume in US cents, as a decimal string. */
  volumeUsdCents: z.string(),
  feedbackPositive: z.number().int(),
  feedbackNegative: z.number().int(),
  disputesLost: z.number().int(),
  accountAgeDays: z.number().int(),
});
export type MyBadgeProgress = z.infer<typeof myBadgeProgressSchema>;
