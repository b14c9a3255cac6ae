// Contracts of the trade history export jobs (decision 042): the request with its 31-day range, the
// report a user sees in the list, and the filters the spec names (cryptoCurrencyCode, offerType,
// paymentMethodId, status, startDate, endDate, format).
import { z } from 'zod';
import { CRYPTO_CURRENCIES } from '../crypto-currencies.js';
import {
  EXPORT_RANGE_MAX_DAYS,
  EXPORT_REPORT_STATUSES,
  calendarDayNumber,
  exportRangeDays,
} from '../domain/trade-export-jobs.js';
import { TRADE_EXPORT_FORMATS, TRADE_HISTORY_STATUS_FILTERS } from './trade-lists.js';

const COIN_CODES = CRYPTO_CURRENCIES.map((coin) => coin.code) as [string, ...string[]];

const calendarDay = (what: string) =>
  z
    .string({ error: `The ${what} date is required` })
    .refine((value) => calendarDayNumber(value) !== null, 'A date like 2026-01-31');

/**
 * POST /rest/v1/trade/history/exports: the trades started within the range (calendar days in the
 * user's time zone, both included), at most EXPORT_RANGE_MAX_DAYS days.
 */
export const tradeExportRequestSchema = z
  .strictObject({
    format: z.enum(TRADE_EXPORT_FORMATS, { error: 'Choose csv, xlsx or pdf' }),
    start_date: calendarDay('start'),
    end_date: calendarDay('end'),
    crypto_currency_code: z.enum(COIN_CODES, { error: 'Unknown crypto currency' }).optional(),
    offer_type: z.enum(['buy', 'sell'], { error: 'Choose buy or sell' }).optional(),
    payment_method_id: z.number({ error: 'A payment method id' }).int().positive().optional(),
    status: z.enum(TRADE_HISTORY_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
  })
  .superRefine((input, context) => {
    const days = exportRangeDays(input.start_date, input.end_date);
    if (days === null) return;
    if (days < 1) {
      context.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'The end date is before the start date',
      });
    } else if (days > EXPORT_RANGE_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `An export covers at most ${EXPORT_RANGE_MAX_DAYS} days: pick an end date closer to the start`,
      });
    }
  });
export type TradeExportRequest = z.input<typeof tradeExportRequestSchema>;
export type TradeExportRequestParsed = z.output<typeof tradeExportRequestSchema>;

/** One export job as its owner sees it. */
export const tradeExportReportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_REPORT_STATUSES),
  format: z.enum(TRADE_EXPORT_FORMATS),
  filters: z.object({
    cryptoCurrencyCode: z.string().nullable(),
    offerType: z.enum(['buy', 'sell']).nullable(),
    paymentMethodId: z.number().int().nullable(),
    status: z.enum(TRADE_HISTORY_STATUS_FILTERS),
    startDate: z.string(),
    endDate: z.string(),
    format: z.enum(TRADE_EXPORT_FORMATS),
  }),
  /** The zone the calendar days were read in. */
  timezone: z.string(),
  rowCount: z.number().int().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the file is deleted (the report then reads `missing`). */
  expiresAt: z.string().nullable(),
  canCancel: z.boolean(),
  canDownload: z.boolean(),
});
export type TradeExportReport = z.infer<typeof tradeExportReportSchema>;

export const tradeExportReportParamsSchema = z.object({
  id: z.uuid({ error: 'An export id' }),
});
