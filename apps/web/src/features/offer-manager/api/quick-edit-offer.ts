import {
  offerAmountInputSchema,
  offerCapUpdateInputSchema,
  offerFixedPriceInputSchema,
  offerManualEscrowFeeInputSchema,
  offerMarginInputSchema,
  type OfferAmountInput,
  type OfferCapUpdateInput,
  type OfferFixedPriceInput,
  type OfferManualEscrowFeeInput,
  type OfferMarginInput,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

/** The quick edits of my offers (trading.md §7), each with its own body. */
export type QuickEdit =
  | { kind: 'margin'; body: OfferMarginInput }
  | { kind: 'fixed-price'; body: OfferFixedPriceInput }
  | { kind: 'amount'; body: OfferAmountInput }
  | { kind: 'offer-cap'; body: OfferCapUpdateInput }
  | { kind: 'manual-escrow-fee'; body: OfferManualEscrowFeeInput };

const bodySchemas = {
  margin: offerMarginInputSchema,
  'fixed-price': offerFixedPriceInputSchema,
  amount: offerAmountInputSchema,
  'offer-cap': offerCapUpdateInputSchema,
  'manual-escrow-fee': offerManualEscrowFeeInputSchema,
} as const;

/**
 * PUT /rest/v1/my-offers/{hash}/margin, /fixed-price, /amount or /manual-escrow-fee (staff), and
 * POST /rest/v1/offers/{hash}/offer-cap.
 */
export async function quickEditOffer({ hash, edit }: { hash: string; edit: QuickEdit }): Promise<unknown> {
  const body = bodySchemas[edit.kind].parse(edit.body);
  const id = encodeURIComponent(hash);
  if (edit.kind === 'offer-cap') return api.post<unknown>(`/rest/v1/offers/${id}/offer-cap`, body);
  return api.put<unknown>(`${MY_OFFERS_PATH}/${id}/${edit.kind}`, body);
}

export function useQuickEditOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickEditOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
