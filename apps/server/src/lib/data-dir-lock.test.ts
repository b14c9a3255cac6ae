import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, lockPath, readLiveLock } from './data-dir-lock.js';

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'p2p-lock-'));

describe('data folder lock', () => {
  it('is taken once, readable only by its owner, and refused to a second taker while held', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(statSync(lockPath(dir)).mode & 0o077).toBe(0);
    lock.update({ port: 4321, opsToken: 'secret' });
    expect(readLiveLock(dir)).toMatchObject({ pid: process.pid, port: 4321, opsToken: 'secret' });
    // Another process would find the lock held by a live pid (ours, here: pid 1 stands in below).
    writeFileSync(lockPath(dir), JSON.stringify({ pid: 1, port: 4321, opsToken: 't', startedAt: 'now' }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process 1 \(server on port 4321\)/);
  });

  it('replaces the lock of a process that no longer runs', () => {
    const dir = freshDir();
    writeFileSync(
      lockPath(dir),
      JSON.stringify({ pid: 2 ** 22 + 12345, port: 1, opsToken: 'x', startedAt: 'then' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(readLiveLock(dir)).toBeUndefined();
  });

  it('treats a corrupt lock file as stale', () => {
    const dir = freshDir();
    writeFileSync(lockPath(dir), '{ not json');
    expect(readLiveLock(dir)).toBeUndefined();
    acquireDataDirLock(dir).release();
  });
});
