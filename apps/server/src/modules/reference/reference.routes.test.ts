import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { countries, paymentMethods, tags } from '../../db/schema.js';
import { loadReferenceData } from '../../db/seed/load-reference-data.js';
import { createTestApp, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('currencies', () => {
  it('lists USD with id 144, popular currencies first', async () => {
    const { status, body } = await get('/rest/v2/currencies');
    expect(status).toBe(200);
    const usd = body.data.find((currency: { code: string }) => currency.code === 'USD');
    expect(usd).toMatchObject({ id: 144, code: 'USD', formattingDecimalsCount: 2, isPopular: true });
    expect(body.data[0].isPopular).toBe(true);
    expect(body.data.length).toBeGreaterThan(150);
    expect(body.data.some((currency: { code: string }) => currency.code === 'XMR')).toBe(false);
  });

  it('limits with count and lists popular codes with with-popular', async () => {
    const { body } = await get('/rest/v2/currencies?count=5&with-popular=true');
    expect(body.data).toHaveLength(5);
    expect(body.meta.popular).toContain('USD');
    expect(body.meta.popular).toContain('NGN');
  });

  it("carries the spec's rate: units per USD, per BTC and per USDT, from the rates service", async () => {
    const ngn = (await get('/rest/v2/currencies/NGN')).body.data;
    const { usd, btc, usdt } = ctx.app.rates.fiatRate('NGN');
    expect(ngn.rate).toEqual({ usd, btc, usdt });
    expect(Number(ngn.rate.usd)).toBeGreaterThan(1000);
    expect(Number(ngn.rate.btc)).toBeGreaterThan(Number(ngn.rate.usd) * 10_000);
    const dollar = (await get('/rest/v2/currencies/USD')).body.data;
    expect(dollar.rate.usd).toBe('1.00000000');
  });

  it('finds one currency by code in any case, 404 for an unknown one', async () => {
    expect((await get('/rest/v2/currencies/eur')).body.data.code).toBe('EUR');
    const missing = await get('/rest/v2/currencies/QQQ');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('ERROR_NOT_FOUND');
    const bad = await get('/rest/v2/currencies/EURO');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toHaveProperty('code');
  });
});

describe('countries', () => {
  it('v1 lists every country with WORLDWIDE (9999) first, page size 500', async () => {
    const { body } = await get('/rest/v1/countries');
    expect(body.data[0]).toMatchObject({ id: 9999, iso: null, code: 'WORLDWIDE' });
    expect(body.data.length).toBeGreaterThan(240);
    expect(body.meta).toMatchObject({ limit: 500, offset: 0 });
    const us = body.data.find((country: { iso: string }) => country.iso === 'US');
    expect(us).toMatchObject({ id: 840, code: 'USA', name: 'United States', originalName: 'United States' });
  });

  it('v2 filters by kyc, important and iso_null, and pages with limit and offset', async () => {
    const all = (await get('/rest/v2/countries')).body;
    expect(all.data.some((country: { id: number }) => country.id === 9999)).toBe(false);
    const withNull = (await get('/rest/v2/countries?iso_null=1')).body;
    expect(withNull.meta.total).toBe(all.meta.total + 1);
    const important = (await get('/rest/v2/countries?important=true')).body;
    expect(important.data.map((country: { iso: string }) => country.iso)).toEqual(
      expect.arrayContaining(['NG', 'US']),
    );
    expect(important.meta.total).toBeLessThan(40);
    const noKyc = (await get('/rest/v2/countries?kyc=false')).body;
    expect(noKyc.data.map((country: { iso: string }) => country.iso).sort()).toEqual([
      'CU',
      'IR',
      'KP',
      'SY',
    ]);
    const page = (await get('/rest/v2/countries?limit=2&offset=2')).body;
    expect(page.data).toEqual(all.data.slice(2, 4));
  });

  it('refuses a limit above 500 and a bad flag, naming the parameter', async () => {
    const tooMany = await get('/rest/v2/countries?limit=501');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toHaveProperty('limit');
    const badFlag = await get('/rest/v2/countries?kyc=maybe');
    expect(badFlag.body.error.details).toHaveProperty('kyc');
  });

  it('phone verification countries carry calling codes and exclude unsupported ones', async () => {
    const { body } = await get('/rest/v2/countries/phone-verification');
    const ng = body.data.find((country: { iso: string }) => country.iso === 'NG');
    expect(ng.phoneCode).toBe('234');
    expect(body.data.some((country: { iso: string }) => country.iso === 'KP')).toBe(false);
  });
});

describe('payment methods', () => {
  it('lists at least 150 methods in the short form with the spec keys', async () => {
    const { body } = await get('/rest/v2/payment-methods?mode=short&locale=en');
    expect(body.data.length).toBeGreaterThanOrEqual(150);
    const paypal = body.data.find((method: { slug: string }) => method.slug === 'paypal');
    expect(Object.keys(paypal).sort()).toEqual(
      [
        'buyOffersCount',
        'icon_url',
        'id',
        'isBinCodeEnabled',
        'name',
        'originalName',
        'payment_method_group_id',
        'slug',
      ].sort(),
    );
    expect(paypal.payment_method_group_id).toBe(3);
  });

  it('covers every group and the well-known methods', async () => {
    const { body } = await get('/rest/v2/payment-methods');
    const groups = new Set(body.data.map((method: { group: { id: number } }) => method.group.id));
    expect([...groups].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 43]);
    const slugs = body.data.map((method: { slug: string }) => method.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'paypal',
        'amazon-gift-card',
        'itunes-gift-card',
        'google-play-gift-card',
        'm-pesa',
      ]),
    );
  });

  it('answers one method by slug with its group and tags, 404 for unknown, 400 for unknown crypto', async () => {
    const { body } = await get('/rest/v2/payment-methods/amazon-gift-card?crypto=btc');
    expect(body.data).toMatchObject({ slug: 'amazon-gift-card', group: { id: 1, slug: 'gift-cards' } });
    expect(Array.isArray(body.data.tags)).toBe(true);
    expect((await get('/rest/v2/payment-methods/no-such-method')).status).toBe(404);
    const badCrypto = await get('/rest/v2/payment-methods/paypal?crypto=xmr');
    expect(badCrypto.status).toBe(400);
    expect(badCrypto.body.error.details).toHaveProperty('crypto');
  });

  it('lists popular methods per side, filtered by groups', async () => {
    const { body } = await get('/rest/v2/payment-methods/popular?groups=1&limit=5&country=NG');
    expect(body.data.buy).toHaveLength(5);
    expect(
      body.data.buy.every(
        (method: { payment_method_group_id: number }) => method.payment_method_group_id === 1,
      ),
    ).toBe(true);
    expect((await get('/rest/v2/payment-methods/popular?groups=gift')).status).toBe(400);
  });

  it('lists the groups with the spec ids and slugs', async () => {
    const { body } = await get('/rest/v2/payment-method-groups?locale=en');
    expect(body.data).toContainEqual({ id: 5, slug: 'bank-transfers', name: 'Bank transfers' });
    expect(body.data).toContainEqual({ id: 8, slug: 'mobile-money', name: 'Mobile money' });
    expect(body.data).toHaveLength(9);
  });
});

describe('tags and dispute reasons', () => {
  it('lists about 27 tags including the spec examples', async () => {
    const { body } = await get('/rest/v1/tags');
    expect(body.data).toHaveLength(27);
    const slugs = body.data.map((tag: { slug: string }) => tag.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['cash-only', 'no-id-needed', 'no-vpn', 'e-gift-card', 'guided-trade']),
    );
  });

  it('filters tags by payment method and by group', async () => {
    const byMethod = (await get('/rest/v1/tags?payment-method=amazon-gift-card')).body.data;
    const method = (await get('/rest/v2/payment-methods/amazon-gift-card')).body.data;
    expect(byMethod.map((tag: { slug: string }) => tag.slug).sort()).toEqual([...method.tags].sort());
    const byGroup = (await get('/rest/v1/tags?group=gift-cards')).body.data;
    expect(byGroup.length).toBeGreaterThanOrEqual(byMethod.length);
    expect((await get('/rest/v1/tags?group=nope')).body.error.details).toHaveProperty('group');
  });

  it('lists the dispute reasons, the paid buyer whose seller does not release among them', async () => {
    const { body } = await get('/rest/v1/dispute/reasons');
    expect(body.data.map((reason: { slug: string }) => reason.slug)).toEqual([
      'outside_escrow',
      'bad_offer_terms',
      'obvious_scam',
      'negotiation',
      'other',
      'seller_not_releasing',
    ]);
  });
});

describe('reference data loading', () => {
  it('is idempotent: loading again keeps the same rows', async () => {
    const counts = async () => {
      const db = ctx.database.db;
      const [[c], [m], [t]] = await Promise.all([
        db.select({ n: count() }).from(countries),
        db.select({ n: count() }).from(paymentMethods),
        db.select({ n: count() }).from(tags),
      ]);
      return [c?.n, m?.n, t?.n];
    };
    const before = await counts();
    await loadReferenceData(ctx.database.db);
    expect(await counts()).toEqual(before);
  });
});
