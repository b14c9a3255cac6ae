import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TradeAttachment, TradeMessage, TradeUploadResult } from '@p2p/shared';
import { tradeRequirements, userEvents } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { insertChatTrade, makeModerator, setTradeStatus } from './trade-chat-test-fixtures.js';

let ctx: TestContext;
let png: Buffer;
let jpeg: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  // A small limit so that the size check can be tested without megabytes of data.
  ctx = await createTestApp({ TRADE_UPLOAD_MAX_BYTES: String(64 * 1024) });
  const image = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#a63' } });
  [png, jpeg] = await Promise.all([image().png().toBuffer(), image().jpeg().toBuffer()]);
});
afterAll(() => ctx.close());

interface Part {
  name?: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

function multipartBody(parts: Part[]) {
  const boundary = `trade${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name ?? 'field'}"`
        : `form-data; name="${part.name ?? 'file'}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(client: TestClient, hash: string, parts: Part[]) {
  const { payload, contentType } = multipartBody(parts);
  const csrfToken = await client.fetchCsrf();
  const cookies = ['sid', 'csrf_secret'].filter((name) => client.cookie(name) !== undefined);
  return ctx.app.inject({
    method: 'POST',
    url: `/rest/v1/trade/${hash}/upload`,
    headers: {
      'content-type': contentType,
      'x-csrf-token': csrfToken,
      cookie: cookies.map((name) => `${name}=${client.cookie(name)}`).join('; '),
    },
    payload,
  });
}

const file = (data: Buffer, filename = 'receipt.png'): Part => ({ data, filename, type: 'image/png' });

describe('POST /rest/v1/trade/{id}/upload', () => {
  it('stores an image checked by content, answers requirements of the uploader’s side, and posts a message', async () => {
    const { trade, buyer, seller, buyerRequirement, sellerRequirement } = await insertChatTrade(ctx.app);
    const response = await upload(buyer.client, trade.hash, [
      { name: 'requirements', data: String(buyerRequirement.id) },
      file(png, '../../etc/bank receipt.png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment, message } = (response.json() as { data: TradeUploadResult }).data;
    expect(attachment).toMatchObject({
      mimetype: 'image/png',
      name: 'bank receipt.png',
      requirement: { requirementId: buyerRequirement.id, status: 'UPLOADED', kind: 'receipt' },
      uploader: { username: buyer.user.username },
      isOwn: true,
      url: `/rest/v1/trade/${trade.hash}/uploads/${attachment.id}`,
    });
    expect(message).toMatchObject({ kind: 'attachment', attachment: { id: attachment.id } });

    const [requirement] = await ctx.app.db
      .select()
      .from(tradeRequirements)
      .where(eq(tradeRequirements.id, buyerRequirement.id));
    expect(requirement!.status).toBe('UPLOADED');
    const [untouched] = await ctx.app.db
      .select()
      .from(tradeRequirements)
      .where(eq(tradeRequirements.id, sellerRequirement.id));
    expect(untouched!.status).toBe('PENDING');

    const sellerEvents = await ctx.app.db
      .select()
      .from(userEvents)
      .where(eq(userEvents.userId, seller.user.id));
    expect(sellerEvents.map((event) => event.type)).toEqual(['trade.upload', 'trade.message']);

    // The seller sees it in the chat and in the uploads list, and can open the file.
    const chat = (await seller.client.get(`/rest/v1/trade/${trade.hash}/messages`)).json() as {
      data: TradeMessage[];
    };
    expect(chat.data.at(-1)).toMatchObject({
      kind: 'attachment',
      isOwn: false,
      attachment: { id: attachment.id },
    });
    const list = (await seller.client.get(`/rest/v1/trade/${trade.hash}/uploads`)).json() as {
      data: TradeAttachment[];
    };
    expect(list.data).toEqual([{ ...attachment, isOwn: false }]);

    const served = await seller.client.get(attachment.url);
    expect(served.statusCode).toBe(200);
    // Re-encoded: the same picture, a PNG again, and the size the list shows.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(served.rawPayload.length).toBe(attachment.size);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="bank receipt.png"/);
  });

  it('refuses files that are not what they claim, too large, missing or more than one', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases: [Part[], number][] = [
      [[file(html, 'receipt.png')], 400],
      [[file(png.subarray(0, png.length - 20))], 400],
      [[file(Buffer.alloc(0))], 400],
      [[file(Buffer.concat([pdf, randomBytes(70 * 1024)]), 'big.pdf')], 413],
      [[{ name: 'requirements', data: '1' }], 400],
      [[file(png), file(jpeg, 'b.jpg')], 400],
    ];
    for (const [parts, status] of cases) {
      const response = await upload(buyer.client, trade.hash, parts);
      expect(response.statusCode, response.body).toBe(status);
    }
    const notMultipart = await buyer.client.post(`/rest/v1/trade/${trade.hash}/upload`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const list = (await buyer.client.get(`/rest/v1/trade/${trade.hash}/uploads`)).json() as {
      data: unknown[];
    };
    expect(list.data).toEqual([]);
  });

  it('refuses requirements of the other side or another trade, and accepts a PDF with none', async () => {
    const { trade, buyer, sellerRequirement } = await insertChatTrade(ctx.app);
    const other = await insertChatTrade(ctx.app);
    for (const requirements of [String(sellerRequirement.id), String(other.buyerRequirement.id), 'abc']) {
      const response = await upload(buyer.client, trade.hash, [
        { name: 'requirements', data: requirements },
        file(png),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { details: { requirements: expect.any(Array) } } });
    }
    const response = await upload(buyer.client, trade.hash, [file(pdf, 'statement.pdf')]);
    expect(response.statusCode).toBe(201);
    const { attachment } = (response.json() as { data: TradeUploadResult }).data;
    expect(attachment).toMatchObject({ mimetype: 'application/pdf', requirement: null, requirements: [] });
    const served = await buyer.client.get(attachment.url);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="statement.pdf"/);
  });

  it('answers 401 to guests and 404 to strangers and to staff outside a dispute, for upload, list and file', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app, { status: 'paid' });
    const { attachment } = (
      (await upload(buyer.client, trade.hash, [file(png)])).json() as { data: TradeUploadResult }
    ).data;
    const guest = new TestClient(ctx.app);
    expect((await guest.get(attachment.url)).statusCode).toBe(401);
    expect((await guest.get(`/rest/v1/trade/${trade.hash}/uploads`)).statusCode).toBe(401);
    expect((await upload(guest, trade.hash, [file(png)])).statusCode).toBe(401);

    const stranger = await registerUser(ctx.app);
    const moderator = await registerUser(ctx.app);
    await makeModerator(ctx.app, moderator.user.id);
    for (const outsider of [stranger, moderator]) {
      expect((await outsider.client.get(attachment.url)).statusCode).toBe(404);
      expect((await outsider.client.get(`/rest/v1/trade/${trade.hash}/uploads`)).statusCode).toBe(404);
      expect((await upload(outsider.client, trade.hash, [file(png)])).statusCode).toBe(404);
    }
    // Another trade's upload id is not reachable through this trade.
    const other = await insertChatTrade(ctx.app);
    expect(
      (await other.buyer.client.get(`/rest/v1/trade/${other.trade.hash}/uploads/${attachment.id}`))
        .statusCode,
    ).toBe(404);

    await setTradeStatus(ctx.app, trade.id, { status: 'dispute_open' });
    expect((await moderator.client.get(attachment.url)).statusCode).toBe(200);
    expect((await stranger.client.get(attachment.url)).statusCode).toBe(404);
  });

  it('cleans names: no bidirectional overrides, cut between characters, header-safe', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app);
    const cases: [string, string][] = [
      // Shown as "receiptfdp.png" reversed to look like a PDF: the override is removed.
      ['receipt\u202egnp.exe.png', 'receiptgnp.exe.png'],
      ["o'brien (copy)*.png", "o'brien (copy)*.png"],
    ];
    for (const [sent, stored] of cases) {
      const response = await upload(buyer.client, trade.hash, [file(png, sent)]);
      expect(response.statusCode, response.body).toBe(201);
      const { attachment } = (response.json() as { data: TradeUploadResult }).data;
      expect(attachment.name).toBe(stored);
      const served = await buyer.client.get(attachment.url);
      expect(served.statusCode).toBe(200);
      const disposition = String(served.headers['content-disposition']);
      // RFC 8187: ' ( ) * are escaped in filename*, which a browser decodes back to the name.
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
      expect(encoded).not.toMatch(/['()*]/);
      expect(decodeURIComponent(encoded)).toBe(stored);
    }

    // 195 letters and two emoji: the name keeps 196 characters and ".png"; cutting at 196 UTF-16
    // units would leave half an emoji, which the download header cannot encode (a 500 for everyone
    // opening the file).
    const long = `${'a'.repeat(195)}\u{1F600}\u{1F600}.png`;
    const response = await upload(buyer.client, trade.hash, [file(png, long)]);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment } = (response.json() as { data: TradeUploadResult }).data;
    expect(attachment.name).toBe(`${'a'.repeat(195)}\u{1F600}.png`);
    expect((await buyer.client.get(attachment.url)).statusCode).toBe(200);
  });

  it('names the file by the type its content was detected as, whatever the client called it', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app);
    const cases: [Buffer, string, string, string][] = [
      [png, 'poly.html', 'poly.png', 'inline'],
      [jpeg, 'photo.JPEG', 'photo.jpeg', 'inline'],
      [jpeg, 'receipt.png', 'receipt.jpg', 'inline'],
      [png, 'scan', 'scan.png', 'inline'],
      [png, 'v1.2 statement', 'v1.2 statement.png', 'inline'],
      [pdf, 'statement.svg', 'statement.pdf', 'attachment'],
      [png, '.html', '.html.png', 'inline'],
    ];
    for (const [data, sent, stored, disposition] of cases) {
      const response = await upload(buyer.client, trade.hash, [file(data, sent)]);
      expect(response.statusCode, response.body).toBe(201);
      const { attachment } = (response.json() as { data: TradeUploadResult }).data;
      expect(attachment.name, sent).toBe(stored);
      const served = await buyer.client.get(attachment.url);
      expect(served.headers['content-disposition'], sent).toMatch(
        new RegExp(`^${disposition}; filename="${stored.replace(/\./g, '\\.')}"`),
      );
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('re-encodes images to at most 16 megapixels without their metadata', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app);
    // 20 megapixels of grey compress to a few kilobytes, under this file's 64 KB upload limit.
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#777' } })
      .toColourspace('b-w')
      .withExif({ IFD0: { Copyright: 'secret-gps-stand-in' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(64 * 1024);
    const response = await upload(buyer.client, trade.hash, [file(huge, 'wall.png')]);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment } = (response.json() as { data: TradeUploadResult }).data;
    const served = await buyer.client.get(attachment.url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.width! * metadata.height!).toBeLessThanOrEqual(16_000_000);
    expect(metadata.width! * metadata.height!).toBeGreaterThan(15_000_000);
    expect(metadata.width! / metadata.height!).toBeCloseTo(5000 / 4000, 2);
    expect(metadata.exif).toBeUndefined();
  });
});
