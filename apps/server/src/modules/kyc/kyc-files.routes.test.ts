import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { storedFiles, verificationRequests } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { setRole } from '../users/users.service.js';

let ctx: TestContext;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestApp();
  const image = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } });
  [jpeg, png, webp] = await Promise.all([
    image().jpeg().toBuffer(),
    image().png().toBuffer(),
    image().webp().toBuffer(),
  ]);
});
afterAll(() => ctx.close());

interface Part {
  data: Buffer;
  filename?: string;
  type?: string;
}

function multipartBody(parts: Part[]) {
  const boundary = `kyc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  parts.forEach((part, index) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file${index}"; filename="${part.filename ?? 'doc.jpg'}"\r\n` +
          `Content-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads as the client's browser would: its cookies, its CSRF token, a multipart body. */
async function upload(client: TestClient, requestId: string, parts: Part[]) {
  const { payload, contentType } = multipartBody(parts);
  const csrfToken = await client.fetchCsrf();
  const cookies = ['sid', 'csrf_secret'].filter((name) => client.cookie(name) !== undefined);
  const headers = {
    'content-type': contentType,
    'x-csrf-token': csrfToken,
    cookie: cookies.map((name) => `${name}=${client.cookie(name)}`).join('; '),
  };
  return ctx.app.inject({
    method: 'POST',
    url: `/account/verification/${requestId}/files`,
    headers,
    payload,
  });
}

async function idRequest() {
  const registered = await registerUser(ctx.app);
  const response = await registered.client.post('/account/verification/start/id', {
    issue_country_iso3: 'USA',
    document_type: 'id_card',
    first_name_original: 'Ana',
    last_name_original: 'Silva',
    document_number: 'A1',
  });
  return { ...registered, requestId: response.json().data.id as string };
}

describe('POST /account/verification/{requestId}/files', () => {
  it('stores JPEG, PNG and PDF documents by content under random keys it never shows', async () => {
    const { client, requestId, user } = await idRequest();
    const first = await upload(client, requestId, [
      { data: jpeg },
      { data: png, filename: 'scan.png', type: 'image/png' },
      { data: pdf, filename: 'x.bin', type: 'application/octet-stream' },
    ]);
    expect(first.statusCode).toBe(201);
    const files = first.json().data.files;
    expect(files.map((file: { contentType: string }) => file.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
    ]);
    expect(files[0].sizeBytes).toBe(jpeg.length);
    const rows = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.storageKey).toMatch(/^[0-9a-f]{64}$/);
      expect(row.purpose).toBe('kyc-document');
      expect(row.verificationRequestId).toBe(requestId);
    }
    // Storage keys never leave the server: files are read through the checked route only.
    for (const row of rows) expect(first.body).not.toContain(row.storageKey);
  });

  it('accepts WebP, and at most three files per request in all', async () => {
    const { client, requestId } = await idRequest();
    expect((await upload(client, requestId, [{ data: webp }, { data: jpeg }])).statusCode).toBe(201);
    const over = await upload(client, requestId, [{ data: png }, { data: png }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details).toHaveProperty('file');
  });

  it('keeps the three-file limit when two uploads arrive at once', async () => {
    const { client, requestId, user } = await idRequest();
    const answers = await Promise.all([
      upload(client, requestId, [{ data: jpeg }, { data: jpeg }]),
      upload(client, requestId, [{ data: png }, { data: png }]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const rows = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses four files in one upload, and an empty one', async () => {
    const { client, requestId } = await idRequest();
    const four = await upload(client, requestId, [
      { data: jpeg },
      { data: jpeg },
      { data: jpeg },
      { data: jpeg },
    ]);
    expect(four.statusCode).toBe(400);
    expect(four.json().error.details).toHaveProperty('file');
    const none = await upload(client, requestId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toHaveProperty('file');
  });

  it('refuses content that is not what it claims, damaged images and empty files', async () => {
    const { client, requestId, user } = await idRequest();
    const cases = [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      png.subarray(0, png.length - 20),
      Buffer.alloc(0),
    ];
    for (const data of cases) {
      const response = await upload(client, requestId, [{ data, type: 'image/jpeg' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('file');
    }
    const rows = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { client, requestId } = await idRequest();
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(client, requestId, [{ data: big, type: 'application/pdf' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.details).toHaveProperty('file');
  });

  it('wants multipart, a request id, and a pending ID or address request', async () => {
    const { client, requestId } = await idRequest();
    const json = await client.post(`/account/verification/${requestId}/files`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const badId = await upload(client, 'not-a-uuid', [{ data: jpeg }]);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details).toHaveProperty('requestId');
    const video = await client.post('/account/verification/video/upload', { url: 'https://example.com/v' });
    const toVideo = await upload(client, video.json().data.id, [{ data: jpeg }]);
    expect(toVideo.statusCode).toBe(409);
    await ctx.database.db
      .update(verificationRequests)
      .set({ status: 'approved' })
      .where(eq(verificationRequests.id, requestId));
    const reviewed = await upload(client, requestId, [{ data: jpeg }]);
    expect(reviewed.statusCode).toBe(409);
  });

  it("is a 404 on someone else's request and a 401 without a session", async () => {
    const { requestId } = await idRequest();
    const stranger = await registerUser(ctx.app);
    const response = await upload(stranger.client, requestId, [{ data: jpeg }]);
    expect(response.statusCode).toBe(404);
    expect((await upload(new TestClient(ctx.app), requestId, [{ data: jpeg }])).statusCode).toBe(401);
  });
});

describe('GET /rest/v1/verification/files/{fileId}', () => {
  async function uploadedFile() {
    const owner = await idRequest();
    const response = await upload(owner.client, owner.requestId, [{ data: png, type: 'image/png' }]);
    return { ...owner, fileId: response.json().data.files[0].id as string };
  }

  it('gives the owner the bytes as an attachment that browsers will not run', async () => {
    const { client, fileId } = await uploadedFile();
    const response = await client.get(`/rest/v1/verification/files/${fileId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileId}.png"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('lets moderators, supermoderators and admins read it; anyone else gets 404', async () => {
    const { fileId } = await uploadedFile();
    for (const role of ['moderator', 'supermoderator', 'admin'] as const) {
      const reviewer = await registerUser(ctx.app);
      await setRole(ctx.database.db, reviewer.user.id, role);
      expect((await reviewer.client.get(`/rest/v1/verification/files/${fileId}`)).statusCode).toBe(200);
    }
    const stranger = await registerUser(ctx.app);
    const response = await stranger.client.get(`/rest/v1/verification/files/${fileId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ERROR_NOT_FOUND');
  });

  it('is a 401 without a session, a 404 for an unknown file and a 400 for a malformed id', async () => {
    const { client, fileId } = await uploadedFile();
    expect((await new TestClient(ctx.app).get(`/rest/v1/verification/files/${fileId}`)).statusCode).toBe(401);
    const unknown = await client.get('/rest/v1/verification/files/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await client.get('/rest/v1/verification/files/..%2F..%2Fetc%2Fpasswd');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toHaveProperty('fileId');
  });
});
