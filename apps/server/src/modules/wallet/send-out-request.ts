import { coinPrecision, parseAmount, type CryptoCode, type Withdrawal } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import type { ChainAdapter } from '../chain/chain-adapter.js';
import { idempotent, type IdempotentAnswer } from '../idempotency/idempotency.js';
import * as wallet from './wallet.service.js';

/** "0.10" and "0.1" are the same request under one Idempotency-Key. */
function normalizedAmount(coin: CryptoCode, amount: string): string {
  const parsed = parseAmount(amount, coinPrecision(coin));
  return parsed.ok ? parsed.value.toString() : amount;
}

export interface SendOutRequest {
  userId: number;
  coin: CryptoCode;
  address: string;
  amount: string;
  /** The client's Idempotency-Key: a send-out cannot be taken back, so a retry must not pay twice. */
  key: string;
  /** Where the request came from (the web's route or an API method): keys of one scope replay. */
  scope: string;
  /** Asks for the second factor after the checks and before anything is debited. */
  secondFactor: () => Promise<void>;
}

/**
 * A send-out as the web and the API request it: checked against the address, the balance and the
 * limits, then the second factor, then debited with the withdrawal row in one transaction; the chain
 * call comes later (send-outs.ts). A repeated key answers the first result.
 */
export async function requestSendOut(
  db: Database,
  chain: ChainAdapter,
  request: SendOutRequest,
): Promise<IdempotentAnswer<{ data: Withdrawal }>> {
  const { userId, coin, address, amount } = request;
  let checked: { amount: bigint; fee: bigint } | undefined;
  return idempotent(
    db,
    {
      userId,
      key: request.key,
      scope: request.scope,
      request: { coin, address, amount: normalizedAmount(coin, amount) },
    },
    async (tx) => {
      const withdrawal = await wallet.createWithdrawal(tx, { userId, coin, address, ...checked! });
      return { status: 201, body: { data: withdrawal } };
    },
    async () => {
      checked = await wallet.checkSendOut(db, chain, { userId, address, amount });
      await request.secondFactor();
    },
  );
}
