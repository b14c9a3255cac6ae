import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import path from 'node:path';
import { prepareEmbeddedFolderApart } from './db/prepare-apart.js';
import { openConfiguredDatabase, prepareDatabase } from './db/setup.js';
import { acquireDataDirLock, DataDirBusyError } from './lib/data-dir-lock.js';
import { randomToken } from './lib/tokens.js';
import { opsRoutes } from './modules/ops/ops.routes.js';

async function start(config: Config): Promise<void> {
  const embedded = !config.DATABASE_URL && !config.inMemory;
  const lock = embedded ? acquireDataDirLock(config.DATA_DIR) : undefined;
  const opsToken = embedded ? randomToken() : undefined;

  if (embedded) await prepareEmbeddedFolderApart(path.join(config.DATA_DIR, 'pgdata'));
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const app = await buildApp({ config, database });
  if (opsToken) await app.register(opsRoutes, { opsToken });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    lock?.release();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  lock?.update({ port, opsToken: opsToken ?? null });
  app.log.info(
    {
      database: database.driver,
      dataDir: embedded ? config.DATA_DIR : undefined,
      files: config.STORAGE === 's3' ? `s3://${config.S3_BUCKET}/${config.S3_PREFIX}` : 'local',
    },
    `marketplace ready at http://localhost:${port}`,
  );
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
