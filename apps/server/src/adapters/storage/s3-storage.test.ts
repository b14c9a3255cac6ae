import type { S3Client } from '@aws-sdk/client-s3';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { fileStorageContract, readObject } from './file-storage.contract.js';
import { newStorageKey } from './file-storage.js';
import { openFileStores } from './open-file-storage.js';
import { createS3Client, createS3Storage } from './s3-storage.js';

let server: S3TestServer;
let client: S3Client;
beforeAll(async () => {
  server = await startS3TestServer();
  client = createS3Client(loadConfig(server.env));
});
afterAll(async () => {
  client.destroy();
  await server.stop();
});

describe('S3-compatible storage: the FileStorage contract', () => {
  fileStorageContract(async () => ({
    storage: createS3Storage({
      client,
      bucket: server.bucket,
      prefix: `contract-${newStorageKey().slice(0, 8)}/`,
    }),
    stop: async () => undefined,
  }));
});

describe('S3-compatible storage', () => {
  it('names each object by its prefix and key and records its content type', async () => {
    const storage = createS3Storage({ client, bucket: server.bucket, prefix: 'p2p/private/' });
    const key = newStorageKey();
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: server.bucket, Prefix: 'p2p/private/' }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toContain(`p2p/private/${key}`);
    const raw = await client.send(new GetObjectCommand({ Bucket: server.bucket, Key: `p2p/private/${key}` }));
    expect(raw.ContentType).toBe('application/pdf');
    expect(raw.ContentLength).toBe(8);
    await raw.Body?.transformToByteArray();
  });

  it("keeps the installation's private files and avatars under separate prefixes", async () => {
    const stores = openFileStores(loadConfig({ ...server.env, DATA_DIR: 'memory', S3_PREFIX: 'site-a/' }));
    try {
      const key = newStorageKey();
      await stores.private.put(key, Buffer.from('passport scan'), 'image/jpeg');
      expect((await readObject(stores.private, key))?.toString()).toBe('passport scan');
      // An avatar address can never name a private file.
      expect(await stores.avatars.open(key)).toBeUndefined();
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: server.bucket, Prefix: 'site-a/' }),
      );
      expect(listed.Contents?.map((object) => object.Key)).toEqual([`site-a/private/${key}`]);
    } finally {
      await stores.close();
    }
  });

  it('gives up on a store that accepts connections and never answers', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const stuck = createS3Client(loadConfig({ ...server.env, S3_ENDPOINT: `http://127.0.0.1:${port}` }), {
      connectionMs: 200,
      idleMs: 200,
    });
    try {
      const storage = createS3Storage({ client: stuck, bucket: server.bucket, prefix: '' });
      await expect(storage.open(newStorageKey())).rejects.toThrow();
    } finally {
      stuck.destroy();
      silent.close();
    }
  });

  it('reports a missing bucket as an error, never as a missing file', async () => {
    const storage = createS3Storage({ client, bucket: 'no-such-bucket', prefix: '' });
    await expect(storage.open(newStorageKey())).rejects.toThrow();
    await expect(storage.put(newStorageKey(), Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
