import fp from 'fastify-plugin';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import {
  runTradeExportRetention,
  runTradeExportWorker,
  startTradeExportLoop,
  type ExportWorkerReport,
} from './trade-export-worker.js';
import { tradeExportsRoutes } from './trade-exports.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    tradeExports: {
      /** One pass of the export worker on this node (tests and `npm run ops` call it). */
      runWorker(): Promise<ExportWorkerReport>;
      /** Deletes the files whose kept time is over; the ids of the reports now `missing`. */
      runRetention(): Promise<string[]>;
    };
  }
}

/** The worker's settings from the configuration. */
export function exportWorkerOptions(config: Config) {
  return {
    intervalMs: config.TRADE_EXPORT_INTERVAL_MS,
    leaseMs: config.TRADE_EXPORT_LEASE_MS,
    maxAttempts: config.TRADE_EXPORT_MAX_ATTEMPTS,
    retentionMs: config.TRADE_EXPORT_RETENTION_HOURS * 3_600_000,
  };
}

/**
 * Trade history exports (decision 042): the routes, and the worker loop every node runs against the
 * shared file storage (TRADE_EXPORT_INTERVAL_MS=0 turns it off; tests call `tradeExports.runWorker`).
 */
export const tradeExportsPlugin = fp(
  async (app, options: { config: Config; storage: FileStorage }) => {
    const settings = exportWorkerOptions(options.config);
    app.decorate('tradeExports', {
      runWorker: () => runTradeExportWorker(app.db, options.storage, settings),
      runRetention: () => runTradeExportRetention(app.db, options.storage),
    });
    await app.register(tradeExportsRoutes, { storage: options.storage });
    const stop = startTradeExportLoop(app.db, options.storage, app.log, settings);
    app.addHook('onClose', async () => stop());
  },
  { name: 'trade-exports', dependencies: ['db'] },
);
