import type { Config } from '../config.js';
import { acquireDataDirLock, type DataDirLock } from '../lib/data-dir-lock.js';
import { UsageError } from './ops-command.js';

/**
 * The embedded database's data folder as operator commands meet it (lib/data-dir-lock): either a server
 * holds it and carries the command out, or the command takes the folder's lock and works on it directly.
 */

/** Refuses DATA_DIR=memory: there is no folder to work on, and nothing a command did would be kept. */
export function requireDataFolder(config: Config): void {
  if (config.inMemory)
    throw new UsageError('DATA_DIR=memory keeps nothing: operator commands need a data folder.');
}

/** The server that holds the folder, once it listens and takes commands; throws while it is still opening. */
export function readyServer(
  holder: DataDirLock,
  dataDir: string,
): { pid: number; port: number; opsToken: string } {
  if (!holder.port || !holder.opsToken) {
    throw new Error(`Process ${holder.pid} is opening ${dataDir}; try again when it has started.`);
  }
  return { pid: holder.pid, port: holder.port, opsToken: holder.opsToken };
}

/** Runs `work` holding the folder's lock, so that no server starts on it meanwhile. */
export async function withDataDirLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = acquireDataDirLock(dataDir);
  try {
    return await work();
  } finally {
    lock.release();
  }
}
