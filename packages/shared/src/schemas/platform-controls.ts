import { z } from 'zod';
import { cryptoCodeSchema } from './wallet.js';

// The operator's controls of the whole platform (decision 036): maintenance, trading halts and the
// operator's message to all users, as GET /rest/v1/platform/status shows them and the console sets them.

/** The 409 code of a trade start, send-out or swap refused while a halt covers its coin. */
export const TRADING_HALTED_ERROR_CODE = 'ERROR_TRADING_HALTED';

export const ADMIN_ALERT_LEVELS = ['info', 'warning', 'danger'] as const;
export type AdminAlertLevel = (typeof ADMIN_ALERT_LEVELS)[number];

const noControlCharacters = /^[^\p{Cc}]*$/u;
const operatorText = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .min(min, `must say ${what}, in at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .regex(noControlCharacters, 'must not contain control characters');

export const maintenanceWindowSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  expectedEndAt: z.string(),
  message: z.string(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

export const tradingHaltSchema = z.object({
  id: z.number().int(),
  /** null: all trading. */
  coin: cryptoCodeSchema.nullable(),
  reason: z.string(),
  startedAt: z.string(),
});
export type TradingHalt = z.infer<typeof tradingHaltSchema>;

export const adminAlertSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  level: z.enum(ADMIN_ALERT_LEVELS),
  createdAt: z.string(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

/** GET /rest/v1/platform/status: what every visitor's banners and the maintenance notice show. */
export const platformStatusSchema = z.object({
  /** The window on now, or null. */
  maintenance: maintenanceWindowSchema.nullable(),
  /** Windows announced for later, soonest first. */
  scheduledMaintenance: z.array(maintenanceWindowSchema),
  halts: z.array(tradingHaltSchema),
  adminAlert: adminAlertSchema.nullable(),
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;

const futureOrNow = z.coerce.date({ error: 'must be a date and time (ISO 8601)' });

/** Switch maintenance on now, until an operator switches it off; users are told `expectedEndAt`. */
export const maintenanceOnInputSchema = z.strictObject({
  expectedEndAt: futureOrNow,
  message: operatorText(0, 500, 'what is happening').optional(),
});
export type MaintenanceOnInput = z.infer<typeof maintenanceOnInputSchema>;

/** Announce a window in advance: it turns on by itself at `startsAt`. */
export const maintenanceScheduleInputSchema = z
  .strictObject({
    startsAt: futureOrNow,
    expectedEndAt: futureOrNow,
    message: operatorText(0, 500, 'what is happening').optional(),
  })
  .refine((input) => input.expectedEndAt > input.startsAt, {
    path: ['expectedEndAt'],
    message: 'must be after the start',
  });
export type MaintenanceScheduleInput = z.infer<typeof maintenanceScheduleInputSchema>;

export const haltInputSchema = z.strictObject({
  /** Omitted: all trading. */
  coin: cryptoCodeSchema.optional(),
  reason: operatorText(10, 500, 'why'),
});
export type HaltInput = z.infer<typeof haltInputSchema>;

export const liftHaltInputSchema = z.strictObject({
  id: z.coerce.number({ error: 'must be a halt id' }).int().positive('must be a halt id'),
  reason: operatorText(10, 500, 'why'),
});
export type LiftHaltInput = z.infer<typeof liftHaltInputSchema>;

export const adminAlertInputSchema = z.strictObject({
  message: operatorText(1, 500, 'the message'),
  level: z.enum(ADMIN_ALERT_LEVELS, 'must be info, warning or danger').default('info'),
});
export type AdminAlertInput = z.infer<typeof adminAlertInputSchema>;
