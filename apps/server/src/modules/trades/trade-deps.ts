import type { TradeFeeRates } from '@p2p/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { RatesService } from '../rates/rates.service.js';

/** What the trades services need from the app. */
export interface TradeDeps {
  db: Database;
  rates: RatesService;
  fees: TradeFeeRates;
  /** Minutes between paid and the dispute becoming available. */
  disputeDelayMinutes: number;
}

export function tradeDepsFrom(app: { db: Database; rates: RatesService }, config: Config): TradeDeps {
  return {
    db: app.db,
    rates: app.rates,
    fees: {
      bankTransfersBps: config.TRADE_FEE_BPS_BANK_TRANSFERS,
      giftCardsBps: config.TRADE_FEE_BPS_GIFT_CARDS,
      defaultBps: config.TRADE_FEE_BPS_DEFAULT,
    },
    disputeDelayMinutes: config.TRADE_DISPUTE_DELAY_MINUTES,
  };
}

/** The escrow hold of a trade in the ledger. */
export const escrowRef = (hash: string) => `trade:${hash}`;
