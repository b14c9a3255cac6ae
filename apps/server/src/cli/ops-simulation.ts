import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createChains, type Chains } from '../modules/chain/chains.js';
import { syncChains } from '../modules/wallet/chain-sync.js';
import {
  mineBlocks,
  mineInputSchema,
  simulateDeposit,
  simulatedDepositInputSchema,
  type MineInput,
  type SimulatedDepositInput,
} from '../modules/wallet/simulation.service.js';
import { optionErrors, optionText, UsageError, type OpsCommand, type OpsFailure } from './ops-command.js';

/** The simulated chains' commands: a deposit arrives, blocks are mined, the chain watcher runs once. */

/** Runs `act` on the configured chains, then the chain watcher once, as the server does after it. */
async function thenSync(
  db: Database,
  config: Config,
  act: (chains: Chains) => Promise<object>,
): Promise<object> {
  const chains = createChains(db, config);
  const result = await act(chains);
  const chainErrors: string[] = [];
  const sync = await syncChains(
    db,
    chains,
    (coin, error) => chainErrors.push(`${coin}: ${error instanceof Error ? error.message : String(error)}`),
    { sendRecoveryGraceMs: config.WALLET_SEND_RECOVERY_GRACE_MS },
  );
  const errors = [...chainErrors, ...Object.values(sync).flatMap((report) => report.errors)];
  return { ...result, sync, ...(errors.length > 0 ? { syncErrors: errors } : {}) };
}

function syncFailure(result: unknown): OpsFailure | undefined {
  return (result as { syncErrors?: string[] }).syncErrors
    ? { code: 1, message: 'The chain watcher could not finish everything (see syncErrors above).' }
    : undefined;
}

export const depositCommand: OpsCommand<'deposit', SimulatedDepositInput> = {
  name: 'deposit',
  usage: `  deposit --user NAME --coin BTC|USDT|ETH --amount 0.5
                                  a deposit to the user's address arrives on the simulated chain
                                  (incoming until mined)`,
  options: ['user', 'coin', 'amount'],
  parse(_word, values) {
    const parsed = simulatedDepositInputSchema.safeParse({
      username: optionText(values, 'user'),
      coin: optionText(values, 'coin')?.toUpperCase(),
      amount: optionText(values, 'amount'),
    });
    if (!parsed.success) throw new UsageError(`deposit: ${optionErrors(parsed.error, { username: 'user' })}`);
    return parsed.data;
  },
  run: (db, config, input) => thenSync(db, config, (chains) => simulateDeposit(db, chains, input)),
  failure: syncFailure,
};

export const mineCommand: OpsCommand<'mine', MineInput> = {
  name: 'mine',
  usage: `  mine [--coin BTC|USDT|ETH] [--blocks N]
                                  mine N blocks (default 1) on the simulated chains; deposits with
                                  enough confirmations are credited`,
  options: ['coin', 'blocks'],
  parse(_word, values) {
    const parsed = mineInputSchema.safeParse({
      coin: optionText(values, 'coin')?.toUpperCase(),
      blocks: optionText(values, 'blocks') ?? '1',
    });
    if (!parsed.success) throw new UsageError(`mine: ${optionErrors(parsed.error)}`);
    return parsed.data;
  },
  run: (db, config, input) =>
    thenSync(db, config, async (chains) => ({ heights: await mineBlocks(chains, input) })),
  failure: syncFailure,
};
