import { runTradeExpiry } from '../modules/trades/trade-expiry.js';
import type { OpsCommand } from './ops-command.js';

export const tradeExpireCommand: OpsCommand<'trade-expire'> = {
  name: 'trade-expire',
  usage: `  trade-expire                    end the open trades whose window is over, once (the server does it
                                  every TRADE_EXPIRY_INTERVAL_MS); prints how many expired`,
  options: [],
  parse: () => undefined,
  async run(db, config) {
    const report = await runTradeExpiry(db, new Date(), {
      disputeDelayMinutes: config.TRADE_DISPUTE_DELAY_MINUTES,
    });
    return {
      expired: report.expired.length,
      failed: report.failed.length,
      ...(report.failed.length > 0 ? { failedTrades: report.failed } : {}),
    };
  },
  // That server expires trades itself on its interval; there is no ops route for it to run.
  refusedByServer: ({ pid, dataDir }) =>
    `A server (pid ${pid}) runs on ${dataDir} and expires trades itself every TRADE_EXPIRY_INTERVAL_MS.`,
  failure: (result) =>
    (result as { failed: number }).failed > 0
      ? {
          code: 1,
          message: 'Some trades could not be expired (see failedTrades above); the next run retries them.',
        }
      : undefined,
};
