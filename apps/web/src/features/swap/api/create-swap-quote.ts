import { swapQuoteInputSchema, swapQuoteSchema, type SwapQuote, type SwapQuoteInput } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SWAP_PATH } from './get-swap-overview';

export { swapQuoteInputSchema, type SwapQuoteInput };

/** A quote at the live rate less the spread, held until its `expiresAt`. */
export async function createSwapQuote(input: SwapQuoteInput): Promise<SwapQuote> {
  return swapQuoteSchema.parse(
    await api.post<unknown>(`${SWAP_PATH}/quote`, swapQuoteInputSchema.parse(input)),
  );
}

export function useCreateSwapQuote() {
  return useMutation({ mutationFn: createSwapQuote });
}
