import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const bps = z.coerce.number().int().min(0).max(10_000);

/**
 * The partner programme's and the swap's environment variables (decision 030), merged into the
 * server's config schema.
 */
export const partnersConfigSchema = z.object({
  /** The feature flag of the partner programme: off hides its pages and routes and pays no rewards. */
  PARTNER_PROGRAM_ENABLED: booleanFromEnv.default(true),
  /** A referrer's share of the escrow fees their referred users pay (2000 = 20%). */
  PARTNER_REWARD_SHARE_BPS: bps.default(2000),
  /** An ambassador's share unless staff set another when assigning them. */
  PARTNER_AMBASSADOR_SHARE_BPS: bps.default(4000),
  /** Days after a referred user registers during which their trades earn their referrer rewards. */
  PARTNER_REWARD_PERIOD_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** The spread the platform takes off the mid rate of a swap (100 = 1%). */
  SWAP_SPREAD_BPS: z.coerce.number().int().min(0).max(2000).default(100),
  /** How long a swap quote holds. */
  SWAP_QUOTE_TTL_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
});
export type PartnersConfig = z.infer<typeof partnersConfigSchema>;
