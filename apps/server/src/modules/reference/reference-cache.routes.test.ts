import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../../lib/answer-cache.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('reference answers built and serialized once', () => {
  it('answers the same bytes every time, compressed once per encoding, without the database', async () => {
    const first = await get('/rest/v2/countries?limit=20');
    const { result: again, statements } = await countStatements(() => get('/rest/v2/countries?limit=20'));
    expect(statements).toHaveLength(0);
    expect(again.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().data).toHaveLength(20);

    const br = await get('/rest/v2/countries?limit=20', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await get('/rest/v2/countries?limit=20', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('keeps answers apart by query: another page, other filters, defaults and snake case', async () => {
    const page1 = (await get('/rest/v2/countries?limit=5')).json();
    const page2 = (await get('/rest/v2/countries?limit=5&offset=5')).json();
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    expect(page2.meta).toEqual({ total: page1.meta.total, limit: 5, offset: 5 });
    // The same validated query written differently is the same answer.
    expect((await get('/rest/v2/countries?limit=05&offset=0')).json()).toEqual(page1);
    const withWorldwide = (await get('/rest/v2/countries?limit=5&iso_null=true')).json();
    expect(withWorldwide.data[0].id).toBe(9999);
    const snake = (await get('/rest/v2/payment-methods?mode=short&responseCase=snakeCase')).json();
    const camel = (await get('/rest/v2/payment-methods?mode=short')).json();
    expect(snake.data[0]).toHaveProperty('original_name');
    expect(camel.data[0]).toHaveProperty('originalName');
  });

  it('does not keep errors: an unknown payment method stays a 404', async () => {
    expect((await get('/rest/v2/payment-methods/no-such-method')).statusCode).toBe(404);
    expect((await get('/rest/v2/payment-methods/no-such-method')).statusCode).toBe(404);
    expect((await get('/rest/v2/payment-methods/paypal')).json().data.slug).toBe('paypal');
  });
});

describe('acceptedEncoding', () => {
  it('prefers Brotli, honours q=0 and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
