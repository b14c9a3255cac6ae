import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { partnersRoutes } from './partners.routes.js';
import { referralRewardConsumer } from './referral-rewards.js';

/**
 * The partner programme: its routes and, while the feature flag is on, the outbox consumer that books
 * referral rewards. Registered after the notifications plugin, whose dispatcher it hangs off.
 */
export const partnersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    if (config.PARTNER_PROGRAM_ENABLED) {
      app.notificationChannels.addEventConsumer(
        referralRewardConsumer({
          rewardShareBps: config.PARTNER_REWARD_SHARE_BPS,
          rewardPeriodDays: config.PARTNER_REWARD_PERIOD_DAYS,
        }),
      );
    }
    await app.register(partnersRoutes, { settings: config });
  },
  { name: 'partners', dependencies: ['notifications'] },
);
