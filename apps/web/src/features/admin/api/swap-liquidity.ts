import { liquidityTopUpInputSchema, swapLiquiditySchema, type SwapLiquidity } from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

export const SWAP_LIQUIDITY_PATH = '/rest/v1/admin/swap/liquidity';
const liquidityKey = ['admin', 'swap-liquidity'] as const;
export type LiquidityTopUpInput = z.infer<typeof liquidityTopUpInputSchema>;
export { liquidityTopUpInputSchema };

export async function getSwapLiquidity(): Promise<SwapLiquidity[]> {
  return z.array(swapLiquiditySchema).parse(await api.get<unknown>(SWAP_LIQUIDITY_PATH));
}

export function useSwapLiquidity() {
  return useQuery(queryOptions({ queryKey: liquidityKey, queryFn: getSwapLiquidity }));
}

/** Adds to a coin's swap liquidity from the operator's capital (admins; audited by the server). */
export async function topUpLiquidity({
  idempotencyKey,
  ...input
}: LiquidityTopUpInput & { idempotencyKey: string }): Promise<SwapLiquidity[]> {
  const data = await api.post<unknown>(SWAP_LIQUIDITY_PATH, liquidityTopUpInputSchema.parse(input), {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return z.array(swapLiquiditySchema).parse(data);
}

export function useTopUpLiquidity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topUpLiquidity,
    onSuccess: (data) => queryClient.setQueryData(liquidityKey, data),
  });
}

/**
 * Takes a coin's swap liquidity back into the operator's capital (admins; audited by the server). The
 * server refuses more than was put in or what open quotes promise, on `amount`.
 */
export async function withdrawLiquidity({
  idempotencyKey,
  ...input
}: LiquidityTopUpInput & { idempotencyKey: string }): Promise<SwapLiquidity[]> {
  const data = await api.post<unknown>(
    `${SWAP_LIQUIDITY_PATH}/withdraw`,
    liquidityTopUpInputSchema.parse(input),
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return z.array(swapLiquiditySchema).parse(data);
}

export function useWithdrawLiquidity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawLiquidity,
    onSuccess: (data) => queryClient.setQueryData(liquidityKey, data),
  });
}
