import {
  bankAccountSchema,
  offerBankAccountsSchema,
  type BankAccountView,
  type OfferBankAccounts,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

/**
 * The vendor's bank accounts (GET /rest/v1/bankaccounts), optionally only those in one fiat currency:
 * the ones an offer in that currency may show. Keyed under the bank accounts area's key, so adding or
 * deleting an account there refreshes these lists too.
 */
export async function getOwnBankAccounts(fiatCurrencyId?: number): Promise<BankAccountView[]> {
  return z.array(bankAccountSchema).parse(
    await api.get<unknown>('/rest/v1/bankaccounts', {
      params: fiatCurrencyId === undefined ? undefined : { fiat_currency_id: fiatCurrencyId },
    }),
  );
}

export function useOwnBankAccounts(fiatCurrencyId?: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['bank-accounts', 'list', 'currency', fiatCurrencyId ?? 'all'],
      queryFn: () => getOwnBankAccounts(fiatCurrencyId),
      enabled,
    }),
  );
}

/** Replaces the accounts an offer shows (PUT /rest/v1/my-offers/{hash}/bank-accounts). */
export async function setOfferBankAccounts({
  hash,
  bankAccountIds,
}: {
  hash: string;
  bankAccountIds: number[];
}): Promise<OfferBankAccounts> {
  return offerBankAccountsSchema.parse(
    await api.put<unknown>(`${MY_OFFERS_PATH}/${encodeURIComponent(hash)}/bank-accounts`, {
      bank_account_ids: bankAccountIds,
    }),
  );
}

export function useSetOfferBankAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferBankAccounts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
