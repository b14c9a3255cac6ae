import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RatesOptions } from './rates-config.js';
import { alertStaffOfPriceHealth } from './rates-alerts.js';
import { ratesRoutes } from './rates.routes.js';
import { createRatesService, type RatesService } from './rates.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    rates: RatesService;
  }
}

export interface RatesPluginOptions {
  /** Built from the config with `ratesOptionsFromConfig`; without it, the simulated provider. */
  options?: RatesOptions;
  /** A ready service (tests with a fixed clock or a recorded provider). */
  service?: RatesService;
}

/**
 * Decorates the app with `rates` (the RatesService) and serves the public rate and converter
 * routes. A live provider fetches once before the app is ready and then refreshes in the background.
 */
export const ratesPlugin = fp(
  async (app: FastifyInstance, { options, service }: RatesPluginOptions) => {
    const rates =
      service ??
      (await createRatesService({
        db: app.db,
        rates: options,
        log: {
          warn: (details, message) => app.log.warn(details, message),
          error: (details, message) => app.log.error(details, message),
          info: (details, message) => app.log.info(details, message),
        },
        onHealthChange: (change) => alertStaffOfPriceHealth(app.db, change),
      }));
    app.decorate('rates', rates);
    app.addHook('onReady', () => rates.start());
    app.addHook('onClose', async () => rates.close());
    await app.register(ratesRoutes);
  },
  { name: 'rates', dependencies: ['db', 'session'] },
);
