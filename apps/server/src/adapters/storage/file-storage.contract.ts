import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newStorageKey, type FileStorage } from './file-storage.js';

/** Reads a whole object; undefined when there is none. */
export async function readObject(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const stored = await storage.open(key);
  return stored && buffer(stored.body);
}

/**
 * What every FileStorage adapter must do, written once and run against each (the local folder and
 * the S3-compatible store). `start` makes a fresh, empty store; `stop` releases it.
 */
export function fileStorageContract(
  start: () => Promise<{ storage: FileStorage; stop(): Promise<void> }>,
): void {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await start());
  });
  afterAll(() => stop());

  it('reads back what was written, as a stream with its length', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('secret document'), 'application/pdf');
    const stored = await storage.open(key);
    expect(stored?.body).toBeInstanceOf(Readable);
    expect(stored?.size).toBe(15);
    expect((await buffer(stored!.body)).toString()).toBe('secret document');
  });

  it('answers undefined for a key with nothing under it, and after a delete', async () => {
    const key = newStorageKey();
    expect(await storage.open(key)).toBeUndefined();
    await storage.put(key, Buffer.from('x'), 'image/png');
    await storage.delete(key);
    expect(await storage.open(key)).toBeUndefined();
    // Deleting what is not there is no error (a retried cleanup).
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('keeps objects apart and replaces one written again under its key', async () => {
    const first = newStorageKey();
    const second = newStorageKey();
    await storage.put(first, Buffer.from('one'), 'image/png');
    await storage.put(second, Buffer.from('two'), 'image/png');
    await storage.put(first, Buffer.from('one, again'), 'image/png');
    expect((await readObject(storage, first))?.toString()).toBe('one, again');
    expect((await readObject(storage, second))?.toString()).toBe('two');
    await storage.delete(first);
    expect((await readObject(storage, second))?.toString()).toBe('two');
  });

  it('keeps an empty object and every byte of a large one', async () => {
    const empty = newStorageKey();
    await storage.put(empty, Buffer.alloc(0), 'application/pdf');
    const opened = await storage.open(empty);
    expect(opened?.size).toBe(0);
    expect((await buffer(opened!.body)).length).toBe(0);

    const large = newStorageKey();
    const data = randomBytes(12 * 1024 * 1024);
    await storage.put(large, data, 'application/pdf');
    const stored = await storage.open(large);
    expect(stored?.size).toBe(data.length);
    const hash = createHash('sha256');
    let chunks = 0;
    for await (const chunk of stored!.body) {
      hash.update(chunk as Buffer);
      chunks += 1;
    }
    // It arrived in pieces, not as one buffer.
    expect(chunks).toBeGreaterThan(1);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
  });

  it('refuses keys it did not make, so no name can reach another folder or prefix', async () => {
    for (const key of [
      '../../etc/passwd',
      'abc',
      `${newStorageKey()}/..`,
      newStorageKey().toUpperCase(),
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('invalid storage key');
      await expect(storage.open(key)).rejects.toThrow('invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('invalid storage key');
    }
  });
}
