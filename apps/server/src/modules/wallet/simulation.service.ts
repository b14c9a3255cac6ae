import { z } from 'zod';
import { cryptoCodeSchema, coinPrecision, parseAmount, type CryptoCode } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Chains } from '../chain/chains.js';
import { SimulatedChain } from '../chain/simulated-chain.js';
import * as users from '../users/users.service.js';
import { getDepositAddress, maxAmount } from './wallet.service.js';

/** Operator and test commands that drive the simulated chains: a deposit arrives, blocks are mined. */

export const simulatedDepositInputSchema = z.strictObject({
  username: z.string().trim().min(1).max(50),
  coin: cryptoCodeSchema,
  amount: z.string().trim().min(1).max(40),
});
export type SimulatedDepositInput = z.infer<typeof simulatedDepositInputSchema>;

export const mineInputSchema = z.strictObject({
  coin: cryptoCodeSchema.optional(),
  blocks: z.coerce.number().int().min(1).max(1000).default(1),
});
export type MineInput = z.infer<typeof mineInputSchema>;

function simulated(chains: Chains, coin: CryptoCode): SimulatedChain {
  const chain = chains[coin];
  if (!(chain instanceof SimulatedChain)) {
    throw AppError.validation('coin', `${coin} runs on a real node here; deposits come from the chain`);
  }
  return chain;
}

/** Puts a deposit to the user's address into the simulated mempool (seen as incoming until mined). */
export async function simulateDeposit(
  db: Database,
  chains: Chains,
  input: SimulatedDepositInput,
): Promise<{ username: string; coin: CryptoCode; address: string; txid: string; amount: string }> {
  const chain = simulated(chains, input.coin);
  const parsed = parseAmount(input.amount, coinPrecision(input.coin));
  if (!parsed.ok || parsed.value === 0n || parsed.value > maxAmount(input.coin)) {
    throw AppError.validation(
      'amount',
      `Give a positive ${input.coin} amount with at most ${coinPrecision(input.coin)} decimals`,
    );
  }
  const user = await users.findUserByLogin(db, input.username);
  if (!user) throw AppError.validation('username', `No user called ${input.username}`);
  const { address } = await getDepositAddress(db, chain, chain.network, user.id);
  const txid = await chain.inject(address, parsed.value);
  return { username: user.username, coin: input.coin, address, txid, amount: input.amount };
}

/** Mines blocks on one simulated chain or on all of them; answers the new heights. */
export async function mineBlocks(
  chains: Chains,
  input: MineInput,
): Promise<Partial<Record<CryptoCode, number>>> {
  const heights: Partial<Record<CryptoCode, number>> = {};
  const targets = input.coin
    ? [simulated(chains, input.coin)]
    : Object.values(chains).filter((c) => c instanceof SimulatedChain);
  for (const chain of targets) heights[chain.coin] = await chain.mine(input.blocks);
  return heights;
}
