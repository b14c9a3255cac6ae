import { CRYPTO_CURRENCIES, type CryptoCode } from '@p2p/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { ChainAdapter } from './chain-adapter.js';
import { RpcChainAdapter } from './rpc-chain.js';
import { SimulatedChain } from './simulated-chain.js';

/** One adapter per coin, chosen by configuration. */
export type Chains = Record<CryptoCode, ChainAdapter>;

type ChainConfig = Pick<
  Config,
  | 'CHAIN_BTC'
  | 'BTC_RPC_URL'
  | 'BTC_NETWORK'
  | 'BTC_CONFIRMATIONS'
  | 'BTC_RPC_TIMEOUT_MS'
  | 'SIM_CONFIRMATIONS'
>;

/**
 * BTC runs on a JSON-RPC node when CHAIN_BTC=rpc; ETH and USDT (and BTC by default) on the
 * simulated chain. An Ethereum adapter is future work (see docs/decisions/009).
 */
export function createChains(db: Database, config: ChainConfig): Chains {
  const chains = {} as Chains;
  for (const { code } of CRYPTO_CURRENCIES) {
    chains[code] =
      code === 'BTC' && config.CHAIN_BTC === 'rpc'
        ? new RpcChainAdapter({
            coin: 'BTC',
            url: config.BTC_RPC_URL!,
            network: config.BTC_NETWORK!,
            requiredConfirmations: config.BTC_CONFIRMATIONS,
            timeoutMs: config.BTC_RPC_TIMEOUT_MS,
          })
        : new SimulatedChain(db, code, config.SIM_CONFIRMATIONS);
  }
  return chains;
}

/** The network name a chain's addresses belong to, for the deposit panel. */
export function chainNetwork(chain: ChainAdapter, config: Pick<Config, 'BTC_NETWORK'>): string {
  if (chain instanceof SimulatedChain) return chain.network;
  return chain.coin === 'BTC' ? (config.BTC_NETWORK ?? 'mainnet') : 'mainnet';
}
