import {
  sendOutInputSchema,
  TWO_FACTOR_ERROR_CODES,
  withdrawalSchema,
  type SendOutInput,
  type Withdrawal,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';
import { WALLET_PATH, walletQueryKey } from './keys';

export { sendOutInputSchema, type SendOutInput };

export interface SendOutRequest {
  input: SendOutInput;
  /** The same key for every try of one confirmed send-out, so a retry never sends twice. */
  idempotencyKey: string;
}

/** A missing or wrong two-factor code is the form's business; any other 401 means the session ended. */
const redirectUnlessCodeError = (error: ApiError) =>
  error.code !== TWO_FACTOR_ERROR_CODES.required && !error.details?.two_factor_code;

/** Sends crypto out of the wallet to an address; answers the withdrawal, pending at first. */
export async function sendOut({ input, idempotencyKey }: SendOutRequest): Promise<Withdrawal> {
  const data = await api.post<unknown>(`${WALLET_PATH}/send-out`, sendOutInputSchema.parse(input), {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    redirectOnUnauthorized: redirectUnlessCodeError,
  });
  return withdrawalSchema.parse(data);
}

export function useSendOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
