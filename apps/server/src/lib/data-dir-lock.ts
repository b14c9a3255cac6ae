import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * PGlite is a single-process database: two processes opening one data folder would corrupt it.
 * The process that owns the folder holds this lock file; operator commands read it to reach the
 * running server instead of opening the folder a second time.
 */
const lockSchema = z.object({
  pid: z.number().int(),
  port: z.number().int().nullable(),
  opsToken: z.string().nullable(),
  startedAt: z.string(),
});
export type DataDirLock = z.infer<typeof lockSchema>;

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock of a live process on this folder, or undefined (a stale lock is removed). */
export function readLiveLock(dataDir: string): DataDirLock | undefined {
  let raw: string;
  try {
    raw = readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  let content: unknown;
  try {
    content = JSON.parse(raw);
  } catch {
    content = undefined;
  }
  const parsed = lockSchema.safeParse(content);
  if (parsed.success && parsed.data.pid !== process.pid && isAlive(parsed.data.pid)) return parsed.data;
  if (parsed.success && parsed.data.pid === process.pid) return parsed.data;
  rmSync(lockPath(dataDir), { force: true });
  return undefined;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirLock,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid}` +
        (holder.port ? ` (server on port ${holder.port})` : '') +
        '. Stop it first, or use another DATA_DIR.',
    );
  }
}

/** Takes the folder for this process, or throws DataDirBusyError naming the process that has it. */
export function acquireDataDirLock(dataDir: string): {
  update(fields: Partial<DataDirLock>): void;
  release(): void;
} {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  let lock: DataDirLock = {
    pid: process.pid,
    port: null,
    opsToken: null,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, JSON.stringify(lock));
      closeSync(fd);
      return {
        update(fields) {
          lock = { ...lock, ...fields };
          writeFileSync(file, JSON.stringify(lock), { mode: 0o600 });
        },
        release() {
          const current = readLiveLock(dataDir);
          if (current?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLiveLock(dataDir);
      if (holder) throw new DataDirBusyError(dataDir, holder);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
