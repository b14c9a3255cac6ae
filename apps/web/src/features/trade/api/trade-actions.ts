import {
  tradeDisputeInputSchema,
  tradeReleaseInputSchema,
  tradeRequirementInputSchema,
  TWO_FACTOR_ERROR_CODES,
  tradeViewSchema,
  type TradeDisputeInput,
  type TradeRequirementReviewStatus,
  type TradeView,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import { tradeKeys, tradePath } from './keys';

/** The actions of the trade page and what each one posts. */
export type TradeActionRequest =
  | { action: 'mark_paid' }
  | { action: 'cancel' }
  | { action: 'fund' }
  | { action: 'reveal_card' }
  | { action: 'release'; twoFactorCode?: string }
  | { action: 'open_dispute'; input: TradeDisputeInput }
  | { action: 'review_requirement'; requirementId: number; status: TradeRequirementReviewStatus };

/** A missing or wrong two-factor code is the release dialog's business, not a reason to log out. */
const redirectUnlessCodeError = (error: ApiError) =>
  error.code !== TWO_FACTOR_ERROR_CODES.required && !error.details?.two_factor_code;

function pathAndBody(request: TradeActionRequest): { path: string; body: unknown } {
  switch (request.action) {
    case 'mark_paid':
      return { path: 'paid', body: {} };
    case 'cancel':
      return { path: 'cancel', body: {} };
    case 'fund':
      return { path: 'fund', body: {} };
    case 'reveal_card':
      return { path: 'reveal-card', body: {} };
    case 'release':
      return {
        path: 'release',
        body: tradeReleaseInputSchema.parse(
          request.twoFactorCode ? { two_factor_code: request.twoFactorCode } : {},
        ),
      };
    case 'open_dispute':
      return { path: 'dispute', body: tradeDisputeInputSchema.parse(request.input) };
    case 'review_requirement':
      return {
        path: 'requirement',
        body: tradeRequirementInputSchema.parse({
          requirement_id: request.requirementId,
          status: request.status,
        }),
      };
  }
}

/** Posts a trade action; answers the trade as it is afterwards when the server sends it. */
export async function postTradeAction(hash: string, request: TradeActionRequest): Promise<TradeView | null> {
  const { path, body } = pathAndBody(request);
  const data = await api.post<unknown>(`${tradePath(hash)}/${path}`, body, {
    redirectOnUnauthorized: request.action === 'release' ? redirectUnlessCodeError : true,
  });
  const parsed = tradeViewSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function useTradeAction(hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TradeActionRequest) => postTradeAction(hash, request),
    onSuccess: (trade) => {
      if (trade) queryClient.setQueryData(tradeKeys.view(hash), trade);
    },
    // Failures too: isReleaseError / isStatusChangeError may have been set by the server, and a 409
    // means the trade moved on meanwhile. Awaited, so the page shows the trade as it is now by the
    // time the error message appears.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeKeys.trade(hash) }),
  });
}
