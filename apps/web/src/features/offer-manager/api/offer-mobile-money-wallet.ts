import {
  mobileMoneyWalletSchema,
  offerMobileMoneyWalletSchema,
  type MobileMoneyWallet,
  type OfferMobileMoneyWallet,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

/**
 * The vendor's mobile money wallets (GET /rest/v1/mobile-money-wallets), keyed under the mobile money
 * area's key so that a wallet added or edited there refreshes the editor's list.
 */
export function useOwnMobileMoneyWallets(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['mobile-money', 'wallets'],
      queryFn: async (): Promise<MobileMoneyWallet[]> =>
        z.array(mobileMoneyWalletSchema).parse(await api.get<unknown>('/rest/v1/mobile-money-wallets')),
      enabled,
    }),
  );
}

const walletPath = (hash: string) => `${MY_OFFERS_PATH}/${encodeURIComponent(hash)}/mobile-money-wallet`;

/** The wallet an offer shows now (none for a new offer). */
export function useOfferMobileMoneyWallet(hash: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...offerManagerQueryKey, 'mobile-money-wallet', hash ?? ''],
      queryFn: async (): Promise<OfferMobileMoneyWallet> =>
        offerMobileMoneyWalletSchema.parse(await api.get<unknown>(walletPath(hash!))),
      enabled: hash !== undefined,
    }),
  );
}

/** Chooses the wallet an offer shows (PUT /rest/v1/my-offers/{hash}/mobile-money-wallet), null for none. */
export function useSetOfferMobileMoneyWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hash, walletId }: { hash: string; walletId: number | null }) =>
      offerMobileMoneyWalletSchema.parse(await api.put<unknown>(walletPath(hash), { wallet_id: walletId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
