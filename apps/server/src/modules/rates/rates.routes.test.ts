import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoToFiatMinor, formatAmount, multiplyScaled, parseDecimal, RATE_SCALE } from '@p2p/shared';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

const expectInvalid = async (url: string, field: string) => {
  const { status, body } = await get(url);
  expect(status, url).toBe(400);
  expect(body.error.code).toBe('ERROR_INPUT_VALIDATION');
  expect(Object.keys(body.error.details), url).toContain(field);
};

describe('GET /rest/v2/crypto-fiat-rates', () => {
  it('lists every reference currency with its rates and localized name', async () => {
    const { status, body } = await get('/rest/v2/crypto-fiat-rates?locale=ru');
    expect(status).toBe(200);
    expect(body.data.length).toBe(161);
    expect(body.meta).toMatchObject({ source: 'simulated', stale: false });
    const usd = body.data.find((rate: { code: string }) => rate.code === 'USD');
    expect(usd).toMatchObject({ id: 144, name: 'Доллар США', originalName: 'US Dollar', precision: 2 });
    expect(usd.rate.usd).toBe('1.00000000');
    const naira = body.data.find((rate: { code: string }) => rate.code === 'NGN');
    // Alt-coin rates: the fiat's USD rate times the coin's USD price.
    const coins = (await get('/rest/v2/wallet/crypto-currencies')).body.data as {
      code: string;
      rate: string;
    }[];
    const ethUsd = coins.find((coin) => coin.code === 'ETH')!.rate;
    const product = multiplyScaled(
      parseDecimal(naira.rate.usd, RATE_SCALE),
      parseDecimal(ethUsd, RATE_SCALE),
    );
    // Published rates are rounded from 18 decimals: recomputing from two published ones lands within a kobo.
    const difference = product - parseDecimal(naira.rate.eth, RATE_SCALE);
    expect(
      difference < parseDecimal('0.01', RATE_SCALE) && -difference < parseDecimal('0.01', RATE_SCALE),
    ).toBe(true);
    expect(Number(naira.rate.usd)).toBeGreaterThan(1300);
    expect(Number(naira.rate.usd)).toBeLessThan(1600);
  });

  it('validates its query keys', async () => {
    await expectInvalid('/rest/v2/crypto-fiat-rates?locale=de', 'locale');
    await expectInvalid('/rest/v2/crypto-fiat-rates?foo=1', 'foo');
    expect((await get('/rest/v2/crypto-fiat-rates?responseCase=snakeCase')).status).toBe(200);
  });
});

describe('GET /rest/v2/wallet/crypto-currencies', () => {
  it('gives the spec fields, BTC first', async () => {
    const { status, body } = await get('/rest/v2/wallet/crypto-currencies?responseCase=snakeCase');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({
      id: 1,
      code: 'BTC',
      full_name: 'Bitcoin',
      url_param: 'bitcoin',
      formatting_decimals_count: 8,
      is_stablecoin: false,
      is_blocked: false,
      icon: '/static/crypto/btc.svg',
    });
    expect(Number(body.data[0].rate)).toBeGreaterThan(80_000);
    expect(body.data.map((coin: { code: string }) => coin.code)).toEqual(['BTC', 'USDT', 'ETH']);
  });
});

describe('GET /rest/v2/wallet/crypto-currencies/rates', () => {
  it('answers in USD for a visitor, in the requested currency, and in the user’s own currency', async () => {
    const anonymous = await get('/rest/v2/wallet/crypto-currencies/rates');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data[0]).toMatchObject({
      cryptoCurrencyCode: 'BTC',
      fiatCurrencyCode: 'USD',
      fiatPrecision: 2,
    });

    const yen = (await get('/rest/v2/wallet/crypto-currencies/rates?currency=jpy')).body.data;
    expect(yen[0]).toMatchObject({ fiatCurrencyCode: 'JPY', fiatPrecision: 0 });

    const { client } = await registerUser(ctx.app);
    expect((await client.post('/rest/v1/users/settings', { fiat_currency_code: 'NGN' })).statusCode).toBe(
      200,
    );
    const own = (await client.get('/rest/v2/wallet/crypto-currencies/rates')).json().data;
    expect(own.map((rate: { fiatCurrencyCode: string }) => rate.fiatCurrencyCode)).toEqual([
      'NGN',
      'NGN',
      'NGN',
    ]);
    const asked = (await client.get('/rest/v2/wallet/crypto-currencies/rates?currency=EUR')).json().data;
    expect(asked[0].fiatCurrencyCode).toBe('EUR');
  });

  it('refuses an unknown or malformed currency on currency', async () => {
    await expectInvalid('/rest/v2/wallet/crypto-currencies/rates?currency=QQQ', 'currency');
    await expectInvalid('/rest/v2/wallet/crypto-currencies/rates?currency=US', 'currency');
  });
});

describe('GET /rest/v1/calculator', () => {
  it('defaults to USD over a month', async () => {
    const { status, body } = await get('/rest/v1/calculator');
    expect(status).toBe(200);
    const { data } = body;
    expect(data).toMatchObject({
      btcAmount: '1.00000000',
      chartRange: 'month',
      currency: { code: 'USD', name: 'US Dollar' },
    });
    expect(data.fiatAmount).toBe(
      formatAmount(cryptoToFiatMinor(100_000_000n, 8, data.currency.btcRate, 2), 2),
    );
    expect(data.chartPoints.length).toBeGreaterThanOrEqual(181);
    expect(data.chartPoints.at(-1).rate).toBe(data.currency.btcRate);
    expect(data.chartPoints[0].date < data.chartPoints.at(-1).date).toBe(true);
  });

  it.each([
    ['day', 97],
    ['week', 169],
    ['year', 366],
  ])('charts the %s range (%i whole steps, then now)', async (range, steps) => {
    const { body } = await get(`/rest/v1/calculator?range=${range}&currency=ngn&locale=es`);
    expect(body.data.chartRange).toBe(range);
    expect(body.data.currency).toMatchObject({ code: 'NGN', name: 'Naira nigeriano' });
    expect(body.data.chartPoints.length - steps).toBeGreaterThanOrEqual(0);
    expect(body.data.chartPoints.length - steps).toBeLessThanOrEqual(1);
  });

  it('converts BTC by default, keeping the BTC fields and naming the coin', async () => {
    const { body } = await get('/rest/v1/calculator?currency=eur&range=day');
    const { data } = body;
    expect(data).toMatchObject({
      cryptoCurrencyCode: 'BTC',
      cryptoAmount: '1.00000000',
      btcAmount: '1.00000000',
    });
    expect(data.currency.cryptoRate).toBe(data.currency.btcRate);
    expect(data.chartPoints.at(-1).rate).toBe(data.currency.btcRate);
  });

  it.each([
    ['ETH', 'eth', 'EUR', '1.000000000'],
    ['USDT', 'usdt', 'NGN', '1.000000'],
    ['BTC', 'BTC', 'NGN', '1.00000000'],
  ])('converts %s (asked as %s) to %s', async (coin, asked, fiat, oneCoin) => {
    const { status, body } = await get(
      `/rest/v1/calculator?crypto_currency_code=${asked}&currency=${fiat}&range=week`,
    );
    expect(status).toBe(200);
    const { data } = body;
    expect(data).toMatchObject({ cryptoCurrencyCode: coin, cryptoAmount: oneCoin, btcAmount: '1.00000000' });
    expect(data.currency.code).toBe(fiat);
    const rates = (await get(`/rest/v2/wallet/crypto-currencies/rates?currency=${fiat}`)).body.data as {
      cryptoCurrencyCode: string;
      fiatRate: string;
    }[];
    const rateOf = (code: string) => rates.find((rate) => rate.cryptoCurrencyCode === code)!.fiatRate;
    expect(data.currency.cryptoRate).toBe(rateOf(coin));
    expect(data.currency.btcRate).toBe(rateOf('BTC'));
    const decimals = oneCoin.split('.')[1]!.length;
    expect(data.fiatAmount).toBe(
      formatAmount(cryptoToFiatMinor(10n ** BigInt(decimals), decimals, data.currency.cryptoRate, 2), 2),
    );
    expect(data.chartPoints.length).toBeGreaterThanOrEqual(169);
    expect(data.chartPoints.at(-1).rate).toBe(data.currency.cryptoRate);
  });

  it('refuses an unknown coin, naming crypto_currency_code', async () => {
    const { status, body } = await get('/rest/v1/calculator?crypto_currency_code=XMR&currency=eur');
    expect(status).toBe(400);
    expect(body.error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(JSON.stringify(body.error.details.crypto_currency_code)).toContain('BTC, USDT or ETH');
    await expectInvalid('/rest/v1/calculator?crypto_currency_code=', 'crypto_currency_code');
  });

  it('names the bad query key', async () => {
    await expectInvalid('/rest/v1/calculator?currency=XXX', 'currency');
    await expectInvalid('/rest/v1/calculator?currency=12', 'currency');
    await expectInvalid('/rest/v1/calculator?currency=', 'currency');
    await expectInvalid('/rest/v1/calculator?range=decade', 'range');
    await expectInvalid('/rest/v1/calculator?range=day&range=week', 'range');
    await expectInvalid('/rest/v1/calculator?amount=5', 'amount');
  });

  it('answers in snake case on request', async () => {
    const { body } = await get('/rest/v1/calculator?range=day&responseCase=snakeCase');
    expect(body.data).toHaveProperty('chart_points');
    expect(body.data.currency).toHaveProperty('btc_rate');
    expect(body.data.currency).toHaveProperty('crypto_rate');
    expect(body.data).toHaveProperty('crypto_currency_code', 'BTC');
  });
});

describe('GET /rest/v1/calculator/currency', () => {
  it('lists popular currencies, all currencies and quick picks', async () => {
    const { status, body } = await get('/rest/v1/calculator/currency?locale=es');
    expect(status).toBe(200);
    expect(body.data.popular[0]).toMatchObject({
      code: 'USD',
      urlParam: 'usd',
      name: 'Dólar estadounidense',
    });
    expect(body.data.popular.map((c: { code: string }) => c.code)).toContain('NGN');
    expect(body.data.currencies).toHaveLength(161);
    expect(body.data.fastSearch).toEqual(['USD', 'EUR', 'GBP', 'NGN', 'INR', 'KES']);
    await expectInvalid('/rest/v1/calculator/currency?locale=de', 'locale');
  });
});

describe('openapi', () => {
  it('documents the rate routes', async () => {
    const doc = (await get('/rest/openapi.json')).body;
    for (const path of [
      '/rest/v2/crypto-fiat-rates',
      '/rest/v2/wallet/crypto-currencies',
      '/rest/v2/wallet/crypto-currencies/rates',
      '/rest/v1/calculator',
      '/rest/v1/calculator/currency',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
