import {
  countrySchema,
  COUNTRY_PAGE_SIZE,
  offerViewSchema,
  tradeGiftCardCodeInputSchema,
  tradeViewSchema,
  type Country,
  type TradeGiftCardCodeInput,
  type TradeView,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { tradeKeys, tradePath } from './keys';

/**
 * POST /rest/v1/trade/{hash}/gift-card: the buyer of a manual gift-card trade submits the card's code
 * (and PIN, region). The server checks the offer's BIN codes, card regions and code check and answers
 * per field; on success it answers the trade as it is now.
 */
export async function submitGiftCardCode(hash: string, input: TradeGiftCardCodeInput): Promise<TradeView> {
  return tradeViewSchema.parse(
    await api.post<unknown>(`${tradePath(hash)}/gift-card`, tradeGiftCardCodeInputSchema.parse(input)),
  );
}

export function useSubmitGiftCardCode(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TradeGiftCardCodeInput) => submitGiftCardCode(hash, input),
    onSuccess: (trade) => client.setQueryData(tradeKeys.view(hash), trade),
    onSettled: () => client.invalidateQueries({ queryKey: tradeKeys.trade(hash) }),
  });
}

/** The card regions to choose from (countries with an ISO code; reference data, read once). */
async function getCardRegions(): Promise<Country[]> {
  const data = await api.get<unknown>('/rest/v1/countries', { params: { limit: COUNTRY_PAGE_SIZE } });
  return z
    .array(countrySchema)
    .parse(data)
    .filter((country) => country.iso !== null);
}

export function useCardRegions() {
  return useQuery(
    queryOptions({ queryKey: ['countries'], queryFn: getCardRegions, staleTime: Number.POSITIVE_INFINITY }),
  );
}

/** The offer's rules for the card: its BIN codes, card regions and code check (GET /rest/v1/offers/{hash}). */
const cardRulesSchema = offerViewSchema.pick({
  giftCardBinCodes: true,
  amazonGiftCardRegions: true,
  isGiftCodeCheckEnabled: true,
});

async function getCardRules(offerHash: string) {
  const offer = cardRulesSchema.parse(
    await api.get<unknown>(`/rest/v1/offers/${encodeURIComponent(offerHash)}`),
  );
  return {
    binCodes: offer.giftCardBinCodes,
    regions: offer.amazonGiftCardRegions,
    codeCheck: offer.isGiftCodeCheckEnabled,
  };
}

export function useCardRules(offerHash: string) {
  return useQuery(
    queryOptions({ queryKey: ['gift-card-rules', offerHash], queryFn: () => getCardRules(offerHash) }),
  );
}
