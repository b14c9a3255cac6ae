import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { storedFiles } from '../../db/schema.js';
import { insertChatTrade } from '../../modules/trade-chat/trade-chat-test-fixtures.js';
import { createTestApp, registerUser, type TestClient, type TestContext } from '../../test/app.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { createS3Client } from './s3-storage.js';

let server: S3TestServer;
let client: S3Client;
let ctx: TestContext;
let png: Buffer;

beforeAll(async () => {
  server = await startS3TestServer();
  client = createS3Client(loadConfig(server.env));
  ctx = await createTestApp({ ...server.env, S3_PREFIX: 'node-test/' });
  png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  client.destroy();
  await server.stop();
});

/** Posts one file as a browser would: multipart, the session cookie and the CSRF token. */
async function postFile(user: TestClient, url: string, file: { data: Buffer; name: string; type: string }) {
  const boundary = `s3${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const csrfToken = await user.fetchCsrf();
  const cookies = ['sid', 'csrf_secret'].filter((name) => user.cookie(name) !== undefined);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrf-token': csrfToken,
      cookie: cookies.map((name) => `${name}=${user.cookie(name)}`).join('; '),
    },
    payload,
  });
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

describe('uploads with STORAGE=s3', () => {
  it('keeps a KYC document in the bucket and gives it back through the API; gone from the bucket is a 404', async () => {
    const { client: owner, user } = await registerUser(ctx.app);
    const started = await owner.post('/account/verification/start/id', {
      issue_country_iso3: 'USA',
      document_type: 'id_card',
      first_name_original: 'Ana',
      last_name_original: 'Silva',
      document_number: 'A1',
    });
    const uploaded = await postFile(owner, `/account/verification/${started.json().data.id}/files`, {
      data: png,
      name: 'passport.png',
      type: 'image/png',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().data.files[0].id as string;
    const [row] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
    expect(await bucketKeys('node-test/private/')).toContain(`node-test/private/${row!.storageKey}`);

    const read = await owner.get(`/rest/v1/verification/files/${fileId}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-length']).toBe(String(png.length));
    expect(read.rawPayload.equals(png)).toBe(true);

    await client.send(
      new DeleteObjectCommand({ Bucket: server.bucket, Key: `node-test/private/${row!.storageKey}` }),
    );
    const gone = await owner.get(`/rest/v1/verification/files/${fileId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('ERROR_NOT_FOUND');
  });

  it('keeps a trade attachment in the bucket and serves it to the parties only', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const uploaded = await postFile(buyer.client, `/rest/v1/trade/${trade.hash}/upload`, {
      data: pdf,
      name: 'receipt.pdf',
      type: 'application/pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json().data.attachment as { url: string };

    const read = await seller.client.get(url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-length']).toBe(String(pdf.length));
    expect(read.rawPayload.equals(pdf)).toBe(true);
    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.get(url)).statusCode).toBe(404);
  });

  it('keeps avatars under their own prefix, serves them publicly and deletes the one replaced', async () => {
    const { client: owner } = await registerUser(ctx.app);
    const first = await postFile(owner, '/rest/v1/users/process-avatar', {
      data: png,
      name: 'me.png',
      type: 'image/png',
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.avatarUrl as string;
    const firstKey = /([0-9a-f]{64})\.webp$/.exec(firstUrl)![1]!;
    expect(await bucketKeys('node-test/avatars/')).toContain(`node-test/avatars/${firstKey}`);

    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });

    const second = await postFile(owner, '/rest/v1/users/process-avatar', {
      data: png,
      name: 'me.png',
      type: 'image/png',
    });
    expect(await bucketKeys('node-test/avatars/')).not.toContain(`node-test/avatars/${firstKey}`);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second.json().data.avatarUrl })).statusCode).toBe(200);
  });

  it('deletes the avatar from the bucket when its owner closes the account', async () => {
    const { client: owner, account } = await registerUser(ctx.app);
    const uploaded = await postFile(owner, '/rest/v1/users/process-avatar', {
      data: png,
      name: 'me.png',
      type: 'image/png',
    });
    const url = uploaded.json().data.avatarUrl as string;
    const key = /([0-9a-f]{64})\.webp$/.exec(url)![1]!;
    expect(await bucketKeys('node-test/avatars/')).toContain(`node-test/avatars/${key}`);
    expect((await owner.post('/rest/v1/account/close', { password: account.password })).statusCode).toBe(200);
    expect(await bucketKeys('node-test/avatars/')).not.toContain(`node-test/avatars/${key}`);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
