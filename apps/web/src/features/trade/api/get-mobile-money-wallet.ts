import { MOBILE_MONEY_GROUP_ID, tradeMobileMoneyWalletSchema, type TradeView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradeKeys } from './keys';

/** The seller's mobile money wallet of a trade (GET /rest/v1/trade/{hash}/mobile-money-wallet). */
export async function getTradeMobileMoneyWallet(hash: string) {
  return tradeMobileMoneyWalletSchema.parse(
    await api.get<unknown>(`/rest/v1/trade/${encodeURIComponent(hash)}/mobile-money-wallet`),
  );
}

/**
 * Asked only for a trade paid by mobile money; asked again when the payment details become visible
 * (the same rule reveals the wallet to the buyer).
 */
export function useTradeMobileMoneyWallet(trade: TradeView) {
  const revealed = trade.paymentDetails !== null;
  return useQuery(
    queryOptions({
      queryKey: [...tradeKeys.trade(trade.tradeHash), 'mobile-money-wallet', revealed],
      queryFn: () => getTradeMobileMoneyWallet(trade.tradeHash),
      enabled: trade.paymentMethod.groupId === MOBILE_MONEY_GROUP_ID,
    }),
  );
}
