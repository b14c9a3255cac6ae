import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { openConfiguredDatabase, prepareDatabase } from '../db/setup.js';
import { readLiveLock } from '../lib/data-dir-lock.js';
import { UsageError } from './ops-command.js';
import { commandModule, inputOf, type Command } from './ops-commands.js';
import { readyServer, requireDataFolder, withDataDirLock } from './ops-data-dir.js';

/** Carries out a command on an open database (exported for tests). */
export async function runOnDatabase(db: Database, config: Config, command: Command): Promise<unknown> {
  const module = commandModule(command);
  if (!module.run) throw new UsageError(`${command.name} works on the data folder, not on an open database`);
  return module.run(db, config, inputOf(command));
}

async function runDirectly(config: Config, command: Command): Promise<unknown> {
  const handle = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(handle);
    return await runOnDatabase(handle.db, config, command);
  } finally {
    await handle.close();
  }
}

async function runThroughServer(port: number, token: string, command: Command): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/internal/ops/${command.name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify('input' in command ? command.input : {}),
  });
  const body = (await response.json()) as { data?: unknown; error?: { message: string; details?: unknown } };
  if (!response.ok) {
    throw new Error(
      `The server refused: ${body.error?.message ?? response.status} ${JSON.stringify(body.error?.details ?? '')}`,
    );
  }
  const fromServer = commandModule(command).fromServer;
  return fromServer ? fromServer(body.data) : body.data;
}

/**
 * Carries a command out where it belongs: with DATABASE_URL directly; with the embedded database by the
 * server that holds DATA_DIR, or directly under the folder's lock when none does.
 */
export async function executeCommand(config: Config, command: Command): Promise<unknown> {
  const module = commandModule(command);
  if (module.runOnDataFolder) return module.runOnDataFolder(config, inputOf(command));
  if (config.DATABASE_URL) return runDirectly(config, command);
  requireDataFolder(config);
  const holder = readLiveLock(config.DATA_DIR);
  if (holder) {
    const server = readyServer(holder, config.DATA_DIR);
    const refusal = module.refusedByServer?.({ pid: server.pid, dataDir: config.DATA_DIR });
    if (refusal) throw new Error(refusal);
    console.log(`A server (pid ${server.pid}) runs on ${config.DATA_DIR}: sending the command to it.`);
    return runThroughServer(server.port, server.opsToken, command);
  }
  return withDataDirLock(config.DATA_DIR, () => runDirectly(config, command));
}
