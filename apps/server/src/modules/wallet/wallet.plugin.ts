import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createChains, type Chains } from '../chain/chains.js';
import { ChainUnavailableError, RpcChainAdapter } from '../chain/rpc-chain.js';
import { pruneIdempotencyKeys } from '../idempotency/idempotency.js';
import { syncChains } from './chain-sync.js';
import { walletRoutes } from './wallet.routes.js';
import type { WalletPrices } from './wallet.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    chains: Chains;
    /** One pass of the chain watcher (deposits, credits, send-out recovery, send-outs, confirmations). */
    syncChains(): Promise<void>;
    /** How long a send-out may stay `sending` before recovery (or an operator) may settle it. */
    sendOutGraceMs: number;
  }
}

/**
 * The wallet: chain adapters, the routes, and the watcher loop each node runs (see chain-sync; it is
 * safe with several nodes). WALLET_SYNC_INTERVAL_MS=0 turns the loop off (tests call syncChains).
 */
export const walletPlugin = fp(
  async (app, options: { config: Config; prices: WalletPrices }) => {
    const chains = createChains(app.db, options.config);
    app.decorate('chains', chains);
    const sendRecoveryGraceMs = options.config.WALLET_SEND_RECOVERY_GRACE_MS;
    app.decorate('sendOutGraceMs', sendRecoveryGraceMs);
    app.decorate('syncChains', async () => {
      const reports = await syncChains(
        app.db,
        chains,
        (coin, error) =>
          app.log.error({ err: error, coin }, 'chain sync failed; it is retried on the next pass'),
        { sendRecoveryGraceMs },
      );
      for (const [coin, report] of Object.entries(reports)) {
        for (const problem of report.errors) app.log.warn({ coin }, problem);
      }
    });
    await app.register(walletRoutes, { config: options.config, chains, prices: options.prices });
    // A node on another network than configured would hand out addresses users cannot pay: refuse to start.
    app.addHook('onReady', async () => {
      for (const chain of Object.values(chains)) {
        if (!(chain instanceof RpcChainAdapter)) continue;
        try {
          await chain.assertNetwork();
        } catch (error) {
          if (error instanceof ChainUnavailableError) {
            app.log.warn(
              { coin: chain.coin, err: error },
              'chain node unreachable at start; deposits and send-outs wait',
            );
          } else throw error;
        }
      }
    });

    const interval = options.config.WALLET_SYNC_INTERVAL_MS;
    if (interval === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    let passes = 0;
    const pass = async () => {
      await app.syncChains();
      passes += 1;
      if (passes % 1000 === 0) await pruneIdempotencyKeys(app.db);
    };
    const schedule = (delay: number) => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = pass()
          .catch((error: unknown) => app.log.error({ err: error }, 'wallet sync pass failed'))
          .finally(() => schedule(interval));
      }, delay);
      timer.unref();
    };
    // The first pass runs at start: send-outs a crash left in `sending` are recovered (once past the
    // grace period) without waiting for an interval.
    app.addHook('onReady', async () => schedule(0));
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'wallet', dependencies: ['db'] },
);
