import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { oauthProviderLoader } from './oauth-provider-loader.js';

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
let database: Handle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const options = () => ({ db: database.db, issuer: 'https://p2p.test', trustProxy: false });

describe('oauthProviderLoader', () => {
  it('builds nothing until asked, then one provider for concurrent first uses', async () => {
    const built: unknown[] = [];
    const load = oauthProviderLoader(options(), (provider) => built.push(provider));
    expect(built).toEqual([]);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(built).toEqual([first]);
    expect(first.issuer).toBe('https://p2p.test');
  });

  it('tries again after a failed build instead of keeping the failure', async () => {
    let failing = true;
    // The first build reads its keys from a database that refuses; the next from the real one.
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (failing && property === 'insert') throw new Error('database unreachable');
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    const load = oauthProviderLoader({ ...options(), db }, () => undefined);
    await expect(load()).rejects.toThrow('database unreachable');
    failing = false;
    await expect(load()).resolves.toMatchObject({ issuer: 'https://p2p.test' });
  });
});
