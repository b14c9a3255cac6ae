import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CSRF_COOKIE } from '../plugins/csrf.js';
import { insertChatTrade } from '../modules/trade-chat/trade-chat-test-fixtures.js';
import { createTestApp, registerUser, type TestClient, type TestContext } from '../test/app.js';

let ctx: TestContext;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const BOUNDARY = 'malformed-test-boundary';
const head =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';
const whole = () => Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

/** Bodies a fuzzer sends: each must be answered 400 (or 415), never 500. */
const malformed: { name: string; contentType: string; payload: () => Buffer }[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: whole },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: whole },
  {
    name: 'a part cut short',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: () => Buffer.concat([Buffer.from(head), png.subarray(0, 20)]),
  },
  {
    name: 'headers cut short',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: () => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
  },
  {
    name: 'another boundary than announced',
    contentType: 'multipart/form-data; boundary=somethingelse',
    payload: whole,
  },
  {
    name: 'an empty body',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: () => Buffer.alloc(0),
  },
  {
    name: 'garbage',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: () => Buffer.from('\u0000\u0001 not multipart at all'),
  },
  {
    name: 'a part without Content-Disposition',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: () => Buffer.from(`--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`),
  },
];

async function post(client: TestClient, url: string, contentType: string, payload: Buffer) {
  const csrf = await client.fetchCsrf();
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: `${CSRF_COOKIE}=${client.cookie(CSRF_COOKIE)}; sid=${client.cookie('sid')}`,
      'x-csrf-token': csrf,
      'content-type': contentType,
    },
    payload,
  });
}

async function uploadRoutes(): Promise<{ route: string; client: TestClient; url: string }[]> {
  const avatar = await registerUser(ctx.app);
  const kyc = await registerUser(ctx.app);
  const started = await kyc.client.post('/account/verification/start/id', {
    issue_country_iso3: 'USA',
    document_type: 'id_card',
    first_name_original: 'Ana',
    last_name_original: 'Silva',
    document_number: 'A1',
  });
  const { trade, buyer } = await insertChatTrade(ctx.app);
  return [
    { route: 'avatar', client: avatar.client, url: '/rest/v1/users/process-avatar' },
    {
      route: 'verification documents',
      client: kyc.client,
      url: `/account/verification/${started.json().data.id as string}/files`,
    },
    { route: 'trade chat', client: buyer.client, url: `/rest/v1/trade/${trade.hash}/upload` },
  ];
}

describe('malformed multipart bodies on every upload route', () => {
  it('answers 400 naming the file, never 500, and the routes still take a good upload', async () => {
    for (const { route, client, url } of await uploadRoutes()) {
      for (const body of malformed) {
        const response = await post(client, url, body.contentType, body.payload());
        expect(response.statusCode, `${route}, ${body.name}: ${response.body}`).toBe(400);
        expect(response.json(), `${route}, ${body.name}`).toMatchObject({
          error: { code: 'ERROR_INPUT_VALIDATION', details: { file: [expect.any(String)] } },
        });
      }
      const good = await post(client, url, `multipart/form-data; boundary=${BOUNDARY}`, whole());
      expect(good.statusCode, `${route}: ${good.body}`).toBeLessThan(300);
    }
  });
});
