import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '@p2p/shared';
import { CSRF_COOKIE } from '../../plugins/csrf.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const AVATAR = '/rest/v1/users/process-avatar';
const BOUNDARY = '----avatar-test-boundary';

function multipartBody(
  file: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'avatar.png'}"\r\nContent-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** TestClient sends text bodies only; a binary upload goes through inject with its cookies. */
async function upload(
  client: TestClient,
  payload: Buffer,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  const csrf = await client.fetchCsrf();
  const cookies = [`${CSRF_COOKIE}=${client.cookie(CSRF_COOKIE)}`];
  if (client.cookie('sid')) cookies.push(`sid=${client.cookie('sid')}`);
  return ctx.app.inject({
    method: 'POST',
    url: AVATAR,
    headers: { cookie: cookies.join('; '), 'x-csrf-token': csrf, 'content-type': contentType },
    payload,
  });
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('POST /rest/v1/users/process-avatar', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'turns a %s into a 256×256 WebP it serves',
    async (format) => {
      const { client } = await registerUser(ctx.app);
      const response = await upload(client, multipartBody(await image(format)));
      expect(response.statusCode).toBe(200);
      const { avatarUrl } = response.json().data;
      expect(avatarUrl).toMatch(/^\/static\/avatars\/[0-9a-f]{64}\.webp$/);
      expect((await client.get('/rest/v1/users/current_user')).json().data.avatarUrl).toBe(avatarUrl);
      const served = await ctx.app.inject({ method: 'GET', url: avatarUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    },
  );

  it('strips the metadata of the upload', async () => {
    const { client } = await registerUser(ctx.app);
    const tagged = await sharp(await image('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const response = await upload(client, multipartBody(tagged, { contentType: 'image/jpeg' }));
    const served = await ctx.app.inject({ method: 'GET', url: response.json().data.avatarUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
  });

  it('deletes the avatar it replaces', async () => {
    const { client } = await registerUser(ctx.app);
    const first = (await upload(client, multipartBody(await image('png')))).json().data.avatarUrl;
    const second = (await upload(client, multipartBody(await image('png')))).json().data.avatarUrl;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it.each([
    ['text posing as PNG', Buffer.from('definitely not an image'), 'image/png'],
    ['a TIFF (decodable, not allowed)', null, 'image/tiff'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'image/svg+xml',
    ],
    ['a truncated PNG', null, 'image/png'],
  ])('refuses %s with 400 on file', async (_name, content, contentType) => {
    const { client } = await registerUser(ctx.app);
    const file =
      content ?? (contentType === 'image/tiff' ? await image('tiff') : (await image('png')).subarray(0, 60));
    const response = await upload(client, multipartBody(file, { contentType }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'ERROR_INPUT_VALIDATION',
      details: { file: [expect.any(String)] },
    });
  });

  it('takes a file of several megabytes, above the 1 MB limit of JSON bodies', async () => {
    const { client } = await registerUser(ctx.app);
    const noise = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(noise.length).toBeLessThan(AVATAR_MAX_BYTES);
    expect((await upload(client, multipartBody(noise))).statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413 on file', async () => {
    const { client } = await registerUser(ctx.app);
    const big = Buffer.concat([await image('png'), Buffer.alloc(AVATAR_MAX_BYTES + 1)]);
    const response = await upload(client, multipartBody(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.details.file[0]).toContain('5 MB');
  });

  it('refuses a body that is not multipart with 415, and one with no file with 400, on file', async () => {
    const { client } = await registerUser(ctx.app);
    const json = await client.post(AVATAR, { fileUrl: '/somewhere/else.png' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.details).toHaveProperty('file');
    const empty = await upload(client, Buffer.from(`--${BOUNDARY}--\r\n`));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toHaveProperty('file');
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await upload(anonymous, multipartBody(await image('png')))).statusCode).toBe(401);
    const { client } = await registerUser(ctx.app);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: AVATAR,
      headers: {
        cookie: `sid=${client.cookie('sid')}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipartBody(await image('png')),
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("changes only the caller's avatar", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await upload(alice.client, multipartBody(await image('png')));
    expect((await bob.client.get('/rest/v1/users/current_user')).json().data.avatarUrl).toBeNull();
  });
});

describe('GET /static/avatars', () => {
  it('serves only processed avatar files of that folder', async () => {
    for (const url of [
      '/static/avatars/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp',
      '/static/avatars/0123456789abcdef0123456789abcdef.webp',
      '/static/avatars/../../package.json',
      '/static/avatars/%2e%2e%2fpackage.json',
      '/static/avatars/notes.txt',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
