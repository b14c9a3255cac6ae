import type { TradeFeeRates } from '@p2p/shared';
import type { Config } from '../../config.js';

/**
 * The operator's escrow fee rates from the config: the ones trades charge (modules/trades reads the
 * same TRADE_FEE_BPS_* settings), so offers show the fee a trade will take.
 */
export function offerFeeRates(
  config: Pick<Config, 'TRADE_FEE_BPS_BANK_TRANSFERS' | 'TRADE_FEE_BPS_GIFT_CARDS' | 'TRADE_FEE_BPS_DEFAULT'>,
): TradeFeeRates {
  return {
    bankTransfersBps: config.TRADE_FEE_BPS_BANK_TRANSFERS,
    giftCardsBps: config.TRADE_FEE_BPS_GIFT_CARDS,
    defaultBps: config.TRADE_FEE_BPS_DEFAULT,
  };
}
