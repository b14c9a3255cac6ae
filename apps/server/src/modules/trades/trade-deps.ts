import type { CryptoCode, TradeFeeRates } from '@p2p/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PlatformState } from '../platform-controls/platform-state.js';
import type { RatesService } from '../rates/rates.service.js';

/** What the trades services need from the app. */
export interface TradeDeps {
  db: Database;
  rates: RatesService;
  fees: TradeFeeRates;
  /** Minutes between paid and the dispute becoming available. */
  disputeDelayMinutes: number;
  /** Throws 409 ERROR_TRADING_HALTED while an operator's halt covers the coin (decision 036). */
  assertTradingOpen?: (coin: CryptoCode) => void;
}

export function tradeDepsFrom(
  app: { db: Database; rates: RatesService; platform?: PlatformState },
  config: Config,
): TradeDeps {
  const platform = app.platform;
  return {
    db: app.db,
    rates: app.rates,
    fees: {
      bankTransfersBps: config.TRADE_FEE_BPS_BANK_TRANSFERS,
      giftCardsBps: config.TRADE_FEE_BPS_GIFT_CARDS,
      defaultBps: config.TRADE_FEE_BPS_DEFAULT,
    },
    disputeDelayMinutes: config.TRADE_DISPUTE_DELAY_MINUTES,
    assertTradingOpen: platform ? (coin) => platform.assertOpen(coin, 'trade-start') : undefined,
  };
}

/** The escrow hold of a trade in the ledger. */
export const escrowRef = (hash: string) => `trade:${hash}`;
