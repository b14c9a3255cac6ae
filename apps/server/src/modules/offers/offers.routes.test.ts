import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_BOND_AMOUNTS } from '@p2p/shared';
import { offers as offersTable } from '../../db/schema.js';
import type { TestClient } from '../../test/app.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { depositBond } from '../ledger/ledger.service.js';
import { restrict } from '../restrictions/restrictions.service.js';
import { setRole } from '../users/users.service.js';
import { offersTestKit } from './offers-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { account, vendor, body, createOffer, rowOf, anonymous } = offersTestKit(() => ctx);

function listOf(client: TestClient, type?: string) {
  return client.get(`/rest/v1/my-offers/list${type ? `?type=${type}` : ''}`);
}

describe('POST /rest/v1/my-offers', () => {
  it('creates an offer with an 11-character URL-safe hash and stores minor units', async () => {
    const { client, user } = await vendor();
    const response = await client.post('/rest/v1/my-offers', body());
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.hash).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(data.idHashed).toBe(data.hash);
    expect(data.offer).toMatchObject({
      type: 'sell',
      isEnabled: true,
      priceType: 'margin',
      margin: '2.5',
      rangeMin: '50.00',
      rangeMax: '500.00',
      fiatCurrencyCode: 'USD',
      cryptoCurrencyCode: 'BTC',
      paymentMethod: { slug: 'paypal' },
      tags: [{ slug: 'no-vpn' }],
    });
    const row = await rowOf(data.hash);
    expect(row).toMatchObject({
      ownerId: user.id,
      marginBps: 250,
      rangeMin: 5_000n,
      rangeMax: 50_000n,
      paymentWindowMinutes: 30,
      timezone: 'UTC',
    });
  });

  it('stores predefined amounts sorted with the range spanning them, and a fixed price', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, {
      amount_type: 'predefined',
      range_min: undefined,
      range_max: undefined,
      predefined_amounts: ['100', '25.5', '50'],
      price_type: 'fixed',
      fixed_price: '95000.10',
      margin: undefined,
    });
    expect(await rowOf(hash)).toMatchObject({
      amountType: 'predefined',
      predefinedAmounts: ['2550', '5000', '10000'],
      rangeMin: 2_550n,
      rangeMax: 10_000n,
      priceType: 'fixed',
      fixedPrice: 9_500_010n,
    });
  });

  it('uses the currency digits: JPY takes no decimals', async () => {
    const { client } = await vendor();
    const response = await client.post(
      '/rest/v1/my-offers',
      body({ fiat_currency_code: 'JPY', range_min: '1000.5', range_max: '50000' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({
      range_min: ['Use at most 0 decimals for this currency'],
    });
    const hash = await createOffer(client, {
      fiat_currency_code: 'JPY',
      range_min: '1000',
      range_max: '50000',
    });
    expect(await rowOf(hash)).toMatchObject({ rangeMin: 1_000n, rangeMax: 50_000n });
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await anonymous().post('/rest/v1/my-offers', body());
    expect(response.statusCode).toBe(401);
  });

  it('refuses a level that blocks create-offer (L0)', async () => {
    const { client } = await registerUser(ctx.app, account());
    const response = await client.post('/rest/v1/my-offers', body());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.details.general).toEqual(['Verify your account to create offers']);
  });

  it('refuses a restricted account', async () => {
    const { client, user } = await vendor();
    const admin = await registerUser(ctx.app, account());
    await setRole(ctx.database.db, admin.user.id, 'admin');
    await restrict(
      ctx.database.db,
      { userId: admin.user.id, role: 'admin' },
      {
        userId: user.id,
        kind: 'restrict',
        reason: 'test',
      },
    );
    const response = await client.post('/rest/v1/my-offers', body());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ERROR_ACCOUNT_RESTRICTED');
  });

  it.each([
    [{ payment_method_slug: 'no-such-method' }, 'payment_method_slug'],
    [{ payment_method_slug: undefined, payment_method_id: 999_999 }, 'payment_method_id'],
    [{ fiat_currency_code: 'XXX' }, 'fiat_currency_code'],
    [{ tags: ['no-such-tag'] }, 'tags.0'],
    [{ countries_allowed: ['QQ'] }, 'countries_allowed.0'],
    [{ countries_denied: ['ZZ'] }, 'countries_denied.0'],
    [{ card_regions: [987_654] }, 'card_regions.0'],
    [{ bin_codes: ['411111'] }, 'bin_codes'],
  ])('400 on unknown reference data %j', async (overrides, field) => {
    const { client } = await vendor();
    const response = await client.post('/rest/v1/my-offers', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(Object.keys(response.json().error.details)).toEqual([field]);
  });

  it('accepts BIN codes on a card method', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { payment_method_slug: 'visa-gift-card', bin_codes: ['411111'] });
    expect((await rowOf(hash)).binCodes).toEqual(['411111']);
  });

  it.each([
    [{ range_min: '600' }, 'range_max'],
    [{ margin: '1000.01' }, 'margin'],
    [{ margin: '-99.5' }, 'margin'],
    [{ offer_terms: 'x'.repeat(2501) }, 'offer_terms'],
    [{ trade_details: 'x'.repeat(2501) }, 'trade_details'],
    [{ payment_window_minutes: 10 }, 'payment_window_minutes'],
    [{ payment_window_minutes: 181 }, 'payment_window_minutes'],
    [{ bin_codes: ['12345'] }, 'bin_codes.0'],
    [
      { duty_hours: [{ day: 1, start_time: '25:00', end_time: '26:00', active: true }] },
      'duty_hours.0.start_time',
    ],
    [{ tags: ['a', 'b', 'c', 'd'] }, 'tags'],
    [{ type: 'rent' }, 'type'],
    [{ crypto_currency_code: 'XMR' }, 'crypto_currency_code'],
    [{ price_type: 'fixed', fixed_price: undefined }, 'fixed_price'],
    [{ amount_type: 'predefined', predefined_amounts: [] }, 'predefined_amounts'],
    [{ new_buyer_max_amount: '501' }, 'new_buyer_max_amount'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ section: 'vip' }, 'section'],
    [{ colour: 'red' }, 'colour'],
    // gcc-auto hands out the vendor's cards: only on a buy offer paid with gift cards.
    [{ flow_type: 'gcc-auto' }, 'flow_type'],
    [{ type: 'buy', flow_type: 'gcc-auto' }, 'flow_type'],
  ])('400 with the field for %j', async (overrides, field) => {
    const { client } = await vendor();
    const response = await client.post('/rest/v1/my-offers', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty([field]);
  });

  it('starts a bond-required offer switched off when the bond is missing', async () => {
    const { client } = await vendor();
    const response = await client.post('/rest/v1/my-offers', body({ bond_required: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.offer).toMatchObject({
      isEnabled: false,
      isActive: false,
      depositInfo: { bondRequired: true, isBondInsufficient: true, bondAmount: '0.00100000' },
    });
  });
});

describe('PUT /rest/v1/my-offers/{hash}', () => {
  it('replaces the offer for its owner', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const response = await client.send(
      'PUT',
      `/rest/v1/my-offers/${hash}`,
      body({ margin: '-1.25', range_max: '900' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.offer).toMatchObject({ margin: '-1.25', rangeMax: '900.00' });
    expect(await rowOf(hash)).toMatchObject({ marginBps: -125, rangeMax: 90_000n });
  });

  it('keeps the used part of the offer cap', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { offer_cap: { amount: '1000', active: true } });
    await ctx.database.db
      .update(offersTable)
      .set({ offerCapRemaining: 70_000n })
      .where(eq(offersTable.hash, hash));
    await client.send(
      'PUT',
      `/rest/v1/my-offers/${hash}`,
      body({ offer_cap: { amount: '2000', active: true } }),
    );
    expect(await rowOf(hash)).toMatchObject({ offerCapAmount: 200_000n, offerCapRemaining: 170_000n });
  });

  it('404 for a non-owner, 401 for anonymous, 400 for a bad body', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const other = await vendor();
    expect((await other.client.send('PUT', `/rest/v1/my-offers/${hash}`, body())).statusCode).toBe(404);
    expect((await anonymous().send('PUT', `/rest/v1/my-offers/${hash}`, body())).statusCode).toBe(401);
    const bad = await client.send('PUT', `/rest/v1/my-offers/${hash}`, body({ range_min: '0' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('range_min');
    expect((await client.send('PUT', '/rest/v1/my-offers/nosuchhash00', body())).statusCode).toBe(404);
  });
});

describe('GET /rest/v1/my-offers/{hash}', () => {
  it("answers the editor's input, which saves back unchanged", async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, {
      amount_type: 'predefined',
      range_min: undefined,
      range_max: undefined,
      predefined_amounts: ['25', '100'],
      countries_denied: ['DE'],
      duty_hours: [{ day: 3, start_time: '08:00', end_time: '20:00', active: true }],
      timezone: 'Europe/Madrid',
      offer_cap: { amount: '900', active: false },
      new_buyer_max_amount: '50',
    });
    const response = await client.get(`/rest/v1/my-offers/${hash}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.hash).toBe(hash);
    expect(data.offer.hash).toBe(hash);
    expect(data.input).toMatchObject({
      type: 'sell',
      payment_method_slug: 'paypal',
      margin: '2.5',
      amount_type: 'predefined',
      predefined_amounts: ['25.00', '100.00'],
      countries_denied: ['DE'],
      timezone: 'Europe/Madrid',
      offer_cap: { amount: '900.00', active: false },
      new_buyer_max_amount: '50.00',
      tags: ['no-vpn'],
    });
    const before = await rowOf(hash);
    const saved = await client.send('PUT', `/rest/v1/my-offers/${hash}`, data.input);
    expect(saved.statusCode).toBe(200);
    const after = await rowOf(hash);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('404 for a non-owner, 401 anonymous', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const other = await vendor();
    expect((await other.client.get(`/rest/v1/my-offers/${hash}`)).statusCode).toBe(404);
    expect((await anonymous().get(`/rest/v1/my-offers/${hash}`)).statusCode).toBe(401);
  });
});

describe('GET /rest/v1/my-offers/list', () => {
  it('lists the owner offers of a side with counts and meta', async () => {
    const { client } = await vendor();
    const sellHash = await createOffer(client);
    const buyHash = await createOffer(client, { type: 'buy' });
    await createOffer(client, { type: 'buy', margin: '1' });
    const other = await vendor();
    await createOffer(other.client);

    const response = await listOf(client, 'buy');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data.counts).toEqual({ buy: 2, sell: 1 });
    expect(data.offers.map((offer: { hash: string }) => offer.hash)).toContain(buyHash);
    expect(data.offers.every((offer: { type: string }) => offer.type === 'buy')).toBe(true);
    expect(data).toMatchObject({ promoteTotal: 3, promoteAvailable: 3, offerErrors: {}, marginErrors: {} });
    // The sell offer has no BTC behind it: it is enabled but not active; the buy offers are active.
    expect(meta).toEqual({ isNotSellActiveOffers: true, isNotBuyActiveOffers: false });
    const all = (await listOf(client)).json().data.offers;
    expect(all).toHaveLength(3);
    expect(all.find((offer: { hash: string }) => offer.hash === sellHash)).toMatchObject({
      isEnabled: true,
      isActive: false,
      status: 'inactive',
    });
  });

  it('a funded sell offer is active and shows its live price', async () => {
    const { client, user } = await vendor();
    await fund(ctx.database.db, user.id, 'BTC', 10_000_000n);
    const hash = await createOffer(client, { margin: '0' });
    const { data, meta } = (await listOf(client, 'sell')).json();
    const offer = data.offers.find((item: { hash: string }) => item.hash === hash);
    expect(offer).toMatchObject({ isActive: true, status: 'active' });
    const rate = ctx.app.rates.fiatPerCoin('BTC', 'USD');
    const [whole, fraction = ''] = rate.split('.');
    // Half-up to cents of the published rate.
    const cents = BigInt(whole! + fraction.padEnd(8, '0')) + 500_000n;
    const expected = (cents / 1_000_000n).toString();
    expect(offer.rate).toBe(`${expected.slice(0, -2)}.${expected.slice(-2)}`);
    expect(meta.isNotSellActiveOffers).toBe(false);
  });

  it('asks for the bond deposit when a bond-required offer is short', async () => {
    const { client } = await vendor();
    await createOffer(client, { bond_required: true, crypto_currency_code: 'USDT' });
    const { data } = (await listOf(client)).json();
    expect(data.depositData).toEqual({
      makeDeposit: { currencyCode: 'USDT', missingAmount: '100.000000' },
      isDepositEnabled: true,
      isWithdrawEnabled: false,
    });
  });

  it('401 anonymous; 400 on a bad type', async () => {
    expect((await listOf(anonymous())).statusCode).toBe(401);
    const { client } = await vendor();
    const response = await listOf(client, 'rent');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('type');
  });
});

describe('pinned info and promote', () => {
  it('shows and uses promote slots; non-owner 404, anonymous 401', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const info = await client.get(`/rest/v1/my-offers/${hash}/pinned-info`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual({
      offerHash: hash,
      isFeatured: false,
      isStickied: false,
      isPinned: false,
      stickiedUntil: null,
      listingPosition: expect.any(Number),
      promoteAvailable: 3,
    });
    expect((await client.post(`/rest/v1/my-offers/${hash}/promote`)).statusCode).toBe(200);
    expect((await client.get(`/rest/v1/my-offers/${hash}/pinned-info`)).json().data).toMatchObject({
      isStickied: true,
      isPinned: true,
      promoteAvailable: 2,
    });
    expect((await listOf(client)).json().data.promoteAvailable).toBe(2);
    const other = await vendor();
    expect((await other.client.get(`/rest/v1/my-offers/${hash}/pinned-info`)).statusCode).toBe(404);
    expect((await other.client.post(`/rest/v1/my-offers/${hash}/promote`)).statusCode).toBe(404);
    expect((await anonymous().get(`/rest/v1/my-offers/${hash}/pinned-info`)).statusCode).toBe(401);
    expect((await anonymous().post(`/rest/v1/my-offers/${hash}/promote`)).statusCode).toBe(401);
  });

  it('ranks the offer in its listing: promoted first, then the best price; null when off', async () => {
    const { client } = await vendor();
    const currency = { fiat_currency_code: 'KWD', payment_method_slug: 'western-union', type: 'buy' };
    const cheap = await createOffer(client, { ...currency, margin: '1' });
    const dear = await createOffer(client, { ...currency, margin: '5' });
    const position = async (hash: string) =>
      (await client.get(`/rest/v1/my-offers/${hash}/pinned-info`)).json().data.listingPosition;
    // Buy offers: the highest price serves the taker (a seller) best.
    expect(await position(dear)).toBe(1);
    expect(await position(cheap)).toBe(2);
    await client.post(`/rest/v1/my-offers/${cheap}/promote`);
    expect(await position(cheap)).toBe(1);
    await client.send('PUT', `/rest/v1/my-offers/${dear}/status`, { new_status: false });
    expect(await position(dear)).toBeNull();
  });

  it('concurrent promotions never take more than the slots', async () => {
    const { client } = await vendor();
    const hashes: string[] = [];
    for (let index = 0; index < 5; index += 1) hashes.push(await createOffer(client));
    const answers = await Promise.all(
      hashes.map((hash) => client.post(`/rest/v1/my-offers/${hash}/promote`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    expect((await listOf(client)).json().data.promoteAvailable).toBe(0);
  });

  it('refuses a fourth promotion', async () => {
    const { client } = await vendor();
    const hashes = [await createOffer(client), await createOffer(client), await createOffer(client)];
    for (const hash of hashes)
      expect((await client.post(`/rest/v1/my-offers/${hash}/promote`)).statusCode).toBe(200);
    const fourth = await createOffer(client);
    const response = await client.post(`/rest/v1/my-offers/${fourth}/promote`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toMatchObject({
      general: [expect.any(String)],
      offerHash: [fourth],
    });
  });
});

describe('PUT /rest/v1/my-offers/{hash}/status', () => {
  it('switches off and on', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { type: 'buy' });
    const off = await client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ isEnabled: false, isActive: false });
    expect((await rowOf(hash)).isEnabled).toBe(false);
    const on = await client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: true });
    expect(on.json().data).toMatchObject({ isEnabled: true, isActive: true });
  });

  it('refuses to switch on with the bond short (isBondInsufficient), then allows after the deposit', async () => {
    const { client, user } = await vendor();
    const hash = await createOffer(client, { type: 'buy', bond_required: true });
    const refused = await client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details).toEqual({
      general: ['Deposit the BTC bond first: 0.00100000 BTC missing'],
      offerHash: [hash],
    });
    expect((await rowOf(hash)).isEnabled).toBe(false);

    await fund(ctx.database.db, user.id, 'BTC', OFFER_BOND_AMOUNTS.BTC);
    await ctx.database.db.transaction((tx) =>
      depositBond(tx, { userId: user.id, coin: 'BTC', amount: OFFER_BOND_AMOUNTS.BTC }),
    );
    const on = await client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({
      isEnabled: true,
      isActive: true,
      depositInfo: { isBondInsufficient: false, bondBalance: '0.00100000' },
    });
  });

  it('refuses a level that blocks activate-offer', async () => {
    const { client, user } = await vendor();
    const hash = await createOffer(client);
    await client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: false });
    await ctx.database.db.execute(
      (await import('drizzle-orm')).sql`update users set verification_level = 'L0' where id = ${user.id}`,
    );
    const response = await client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.details).toEqual({
      general: ['Verify your account to turn offers on'],
      offerHash: [hash],
    });
  });

  it('refuses a blocked or penalized offer', async () => {
    const { client } = await vendor();
    const blocked = await createOffer(client, { type: 'buy' });
    await ctx.database.db
      .update(offersTable)
      .set({ isBlocked: true, isEnabled: false })
      .where(eq(offersTable.hash, blocked));
    expect(
      (await client.send('PUT', `/rest/v1/my-offers/${blocked}/status`, { new_status: true })).statusCode,
    ).toBe(403);
    const penalized = await createOffer(client, { type: 'buy' });
    await ctx.database.db
      .update(offersTable)
      .set({ penaltyUntil: new Date(Date.now() + 3_600_000), isEnabled: false })
      .where(eq(offersTable.hash, penalized));
    const response = await client.send('PUT', `/rest/v1/my-offers/${penalized}/status`, { new_status: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details.offerHash).toEqual([penalized]);
  });

  it('400 with the area on a bad body; 404 non-owner; 401 anonymous', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const bad = await client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: 'on' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject({
      new_status: [expect.any(String)],
      general: [expect.any(String)],
      offerHash: [hash],
    });
    const other = await vendor();
    expect(
      (await other.client.send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: false })).statusCode,
    ).toBe(404);
    expect(
      (await anonymous().send('PUT', `/rest/v1/my-offers/${hash}/status`, { new_status: false })).statusCode,
    ).toBe(401);
    expect((await rowOf(hash)).isEnabled).toBe(true);
  });
});

describe('POST /offer-manager/toggle-all-offers-state', () => {
  it('switches all offers of one side, leaving bond-short ones off', async () => {
    const { client } = await vendor();
    const buyA = await createOffer(client, { type: 'buy' });
    const buyB = await createOffer(client, { type: 'buy' });
    const sell = await createOffer(client);
    const off = await client.post('/offer-manager/toggle-all-offers-state', {
      new_status: false,
      type: 'buy',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.changed.sort()).toEqual([buyA, buyB].sort());
    expect((await rowOf(sell)).isEnabled).toBe(true);
    const bondShort = await createOffer(client, { type: 'buy', bond_required: true });
    const on = await client.post('/offer-manager/toggle-all-offers-state', { new_status: true });
    expect(on.json().data.changed.sort()).toEqual([buyA, buyB].sort());
    expect(Object.keys(on.json().data.refused)).toEqual([bondShort]);
    expect((await rowOf(bondShort)).isEnabled).toBe(false);
  });

  it('only touches the caller offers; 401 anonymous; 400 bad body', async () => {
    const owner = await vendor();
    const hash = await createOffer(owner.client, { type: 'buy' });
    const other = await vendor();
    const response = await other.client.post('/offer-manager/toggle-all-offers-state', { new_status: false });
    expect(response.json().data.changed).toEqual([]);
    expect((await rowOf(hash)).isEnabled).toBe(true);
    expect(
      (await anonymous().post('/offer-manager/toggle-all-offers-state', { new_status: false })).statusCode,
    ).toBe(401);
    const bad = await owner.client.post('/offer-manager/toggle-all-offers-state', { new_status: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('new_status');
  });
});

describe('quick edits', () => {
  it('margin: updates a margin offer; errors carry the area and hash', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const response = await client.send('PUT', `/rest/v1/my-offers/${hash}/margin`, { new_margin: '3.75' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.margin).toBe('3.75');
    expect((await rowOf(hash)).marginBps).toBe(375);

    const bad = await client.send('PUT', `/rest/v1/my-offers/${hash}/margin`, { new_margin: '5000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({
      new_margin: ['The margin must be between -99 % and 1000 %'],
      margin: ['The margin must be between -99 % and 1000 %'],
      offerHash: [hash],
    });
    const fixed = await createOffer(client, { price_type: 'fixed', fixed_price: '90000', margin: undefined });
    const wrongKind = await client.send('PUT', `/rest/v1/my-offers/${fixed}/margin`, { new_margin: '1' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.details).toMatchObject({
      margin: [expect.any(String)],
      offerHash: [fixed],
    });
  });

  it('fixed price: updates and checks the currency digits', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { price_type: 'fixed', fixed_price: '90000', margin: undefined });
    const response = await client.send('PUT', `/rest/v1/my-offers/${hash}/fixed-price`, {
      new_fixed_price: '91000.5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ fixedPrice: '91000.50', rate: '91000.50' });
    const bad = await client.send('PUT', `/rest/v1/my-offers/${hash}/fixed-price`, {
      new_fixed_price: '1.005',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({
      fixedPrice: ['Use at most 2 decimals for this currency'],
      new_fixed_price: ['Use at most 2 decimals for this currency'],
      offerHash: [hash],
    });
    const margin = await createOffer(client);
    expect(
      (await client.send('PUT', `/rest/v1/my-offers/${margin}/fixed-price`, { new_fixed_price: '1' })).json()
        .error.details,
    ).toMatchObject({ fixedPrice: [expect.any(String)] });
  });

  it('amount: a range or predefined amounts, errors in limits', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const range = await client.send('PUT', `/rest/v1/my-offers/${hash}/amount`, {
      range_min: '10',
      range_max: '20',
    });
    expect(range.statusCode).toBe(200);
    expect(range.json().data).toMatchObject({ amountType: 'min_max', rangeMin: '10.00', rangeMax: '20.00' });
    const predefined = await client.send('PUT', `/rest/v1/my-offers/${hash}/amount`, {
      predefined_amount: ['30', '10'],
    });
    expect(predefined.json().data).toMatchObject({
      amountType: 'predefined',
      predefinedAmounts: ['10.00', '30.00'],
      rangeMin: '10.00',
      rangeMax: '30.00',
    });
    const bad = await client.send('PUT', `/rest/v1/my-offers/${hash}/amount`, {
      range_min: '50',
      range_max: '20',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({
      range_max: ['The maximum must be at least the minimum'],
      limits: ['The maximum must be at least the minimum'],
      offerHash: [hash],
    });
    const both = await client.send('PUT', `/rest/v1/my-offers/${hash}/amount`, {
      range_min: '1',
      range_max: '2',
      predefined_amount: ['1'],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.details).toHaveProperty('limits');
  });

  it('manual escrow fee: staff only', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const own = await client.send('PUT', `/rest/v1/my-offers/${hash}/manual-escrow-fee`, {
      new_manual_escrow_fee: '0.5',
    });
    expect(own.statusCode).toBe(403);
    const stranger = await vendor();
    expect(
      (
        await stranger.client.send('PUT', `/rest/v1/my-offers/${hash}/manual-escrow-fee`, {
          new_manual_escrow_fee: '0.5',
        })
      ).statusCode,
    ).toBe(404);
    const moderator = await registerUser(ctx.app, account());
    await setRole(ctx.database.db, moderator.user.id, 'moderator');
    const set = await moderator.client.send('PUT', `/rest/v1/my-offers/${hash}/manual-escrow-fee`, {
      new_manual_escrow_fee: '0.5',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.manualEscrowFee).toBe('0.5');
    expect((await rowOf(hash)).manualEscrowFeeBps).toBe(50);
    const bad = await moderator.client.send('PUT', `/rest/v1/my-offers/${hash}/manual-escrow-fee`, {
      new_manual_escrow_fee: '11',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('new_manual_escrow_fee');
    const cleared = await moderator.client.send('PUT', `/rest/v1/my-offers/${hash}/manual-escrow-fee`, {
      new_manual_escrow_fee: null,
    });
    expect(cleared.json().data.manualEscrowFee).toBeNull();
  });

  it('reset penalty lifts it', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { type: 'buy' });
    await ctx.database.db
      .update(offersTable)
      .set({ penaltyUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(offersTable.hash, hash));
    expect((await listOf(client)).json().data.offers[0].status).toBe('penalized');
    const response = await client.send('PUT', `/rest/v1/my-offers/${hash}/reset-penalty`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'active', penaltyUntil: null });
  });

  it.each([
    ['margin', { new_margin: '1' }],
    ['fixed-price', { new_fixed_price: '1' }],
    ['amount', { range_min: '1', range_max: '2' }],
    ['reset-penalty', undefined],
  ])('%s: 404 for a non-owner, 401 anonymous', async (path, payload) => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const other = await vendor();
    expect((await other.client.send('PUT', `/rest/v1/my-offers/${hash}/${path}`, payload)).statusCode).toBe(
      404,
    );
    expect((await anonymous().send('PUT', `/rest/v1/my-offers/${hash}/${path}`, payload)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /rest/v1/offers/{id}/offer-cap', () => {
  it('sets the cap, keeps the used part, and refuses a cap below the minimum', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const response = await client.post(`/rest/v1/offers/${hash}/offer-cap`, {
      offer_cap: { amount: '1000', active: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.offerCap).toEqual({
      initialValue: '1000.00',
      remainingValue: '1000.00',
      active: true,
    });
    await ctx.database.db
      .update(offersTable)
      .set({ offerCapRemaining: 60_000n })
      .where(eq(offersTable.hash, hash));
    const raised = await client.post(`/rest/v1/offers/${hash}/offer-cap`, {
      range_min: '20',
      range_max: '300',
      offer_cap: { amount: '1500', active: true },
    });
    expect(raised.json().data).toMatchObject({
      rangeMin: '20.00',
      rangeMax: '300.00',
      offerCap: { initialValue: '1500.00', remainingValue: '1100.00', active: true },
    });
    const low = await client.post(`/rest/v1/offers/${hash}/offer-cap`, {
      offer_cap: { amount: '10', active: true },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.details.limits[0]).toMatch(
      /^The cap 10\.00 USD is below the minimum 20\.00 USD \(rate \d+\.\d\d USD\)$/,
    );
    expect(low.json().error.details.offerHash).toEqual([hash]);
  });

  it('400 bad body with the area; 404 non-owner; 401 anonymous', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const bad = await client.post(`/rest/v1/offers/${hash}/offer-cap`, {
      offer_cap: { amount: 'lots', active: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject({
      'offer_cap.amount': [expect.any(String)],
      offerHash: [hash],
    });
    const other = await vendor();
    const payload = { offer_cap: { amount: '100', active: true } };
    expect((await other.client.post(`/rest/v1/offers/${hash}/offer-cap`, payload)).statusCode).toBe(404);
    expect((await anonymous().post(`/rest/v1/offers/${hash}/offer-cap`, payload)).statusCode).toBe(401);
  });
});

describe('DELETE /rest/v1/my-offers/{hash}', () => {
  it('soft-deletes for the owner only', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const other = await vendor();
    expect((await other.client.send('DELETE', `/rest/v1/my-offers/${hash}`)).statusCode).toBe(404);
    expect((await anonymous().send('DELETE', `/rest/v1/my-offers/${hash}`)).statusCode).toBe(401);
    const response = await client.send('DELETE', `/rest/v1/my-offers/${hash}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ hash, deleted: true });
    const row = await rowOf(hash);
    expect(row.deletedAt).not.toBeNull();
    expect(row.isEnabled).toBe(false);
    expect((await listOf(client)).json().data.counts).toEqual({ buy: 0, sell: 0 });
    expect((await client.send('DELETE', `/rest/v1/my-offers/${hash}`)).statusCode).toBe(404);
    expect((await client.get(`/rest/v1/my-offers/${hash}/pinned-info`)).statusCode).toBe(404);
  });
});

describe('offer review fixes', () => {
  it('400 on control characters in the offer terms and trade details, on create and edit', async () => {
    const { client } = await vendor();
    for (const [field, value] of [
      ['offer_terms', 'a\u0000b'],
      ['trade_details', 'x\u0007'],
    ] as const) {
      const created = await client.post('/rest/v1/my-offers', body({ [field]: value }));
      expect(created.statusCode).toBe(400);
      expect(created.json().error.details[field]).toEqual(['Control characters are not allowed']);
    }
    const hash = await createOffer(client, { offer_terms: 'Line one\nLine two\twith a tab' });
    const edited = await client.send('PUT', `/rest/v1/my-offers/${hash}`, body({ trade_details: 'x\u0000' }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.details.trade_details).toEqual(['Control characters are not allowed']);
    expect((await rowOf(hash)).offerTerms).toBe('Line one\nLine two\twith a tab');
  });

  it('offer-cap refuses an empty predefined list and keeps the limits', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    const response = await client.post(`/rest/v1/offers/${hash}/offer-cap`, {
      predefined_amount: [],
      offer_cap: { amount: '100', active: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('predefined_amount');
    const row = await rowOf(hash);
    expect([row.amountType, row.predefinedAmounts, row.rangeMin, row.rangeMax]).toEqual([
      'min_max',
      [],
      5000n,
      50000n,
    ]);
  });

  it('offer-cap refuses a maximum below the new-buyer maximum, as the amount edit does', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { new_buyer_max_amount: '400' });
    const response = await client.post(`/rest/v1/offers/${hash}/offer-cap`, {
      range_min: '10',
      range_max: '20',
      offer_cap: { amount: '100', active: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.range_max).toEqual([
      'The maximum cannot be below the new-buyer maximum (400.00)',
    ]);
    const row = await rowOf(hash);
    expect([row.rangeMin, row.rangeMax, row.offerCapAmount]).toEqual([5000n, 50000n, null]);
  });

  it('the amount edit refuses a minimum above the active cap, as the cap edit does', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { offer_cap: { amount: '100', active: true } });
    const response = await client.send('PUT', `/rest/v1/my-offers/${hash}/amount`, {
      range_min: '300',
      range_max: '500',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.range_min).toEqual([
      'The minimum cannot be above the active offer cap (100.00)',
    ]);
    expect((await rowOf(hash)).rangeMin).toBe(5000n);
    const within = await client.send('PUT', `/rest/v1/my-offers/${hash}/amount`, {
      range_min: '100',
      range_max: '500',
    });
    expect(within.statusCode).toBe(200);
    expect((await rowOf(hash)).rangeMin).toBe(10000n);
  });

  it('refuses a currency change once part of the cap is used; allows it while unused', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { offer_cap: { amount: '1000', active: true } });
    const toJpy = body({
      fiat_currency_code: 'JPY',
      range_min: '5000',
      range_max: '50000',
      offer_cap: { amount: '100000', active: true },
    });
    await ctx.database.db
      .update(offersTable)
      .set({ offerCapRemaining: 50_000n })
      .where(eq(offersTable.hash, hash));
    const refused = await client.send('PUT', `/rest/v1/my-offers/${hash}`, toJpy);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fiat_currency_code).toEqual([
      'Part of the offer cap is used: the currency cannot change',
    ]);
    const row = await rowOf(hash);
    expect([row.offerCapAmount, row.offerCapRemaining, row.rangeMin]).toEqual([100_000n, 50_000n, 5000n]);

    const fresh = await createOffer(client, { offer_cap: { amount: '1000', active: true } });
    const changed = await client.send('PUT', `/rest/v1/my-offers/${fresh}`, toJpy);
    expect(changed.statusCode).toBe(200);
    const freshRow = await rowOf(fresh);
    expect([freshRow.offerCapAmount, freshRow.offerCapRemaining]).toEqual([100_000n, 100_000n]);
  });
});
