import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cryptoForFiatMinor, marginPriceMinor, type OfferListingCard } from '@p2p/shared';
import {
  countries,
  fiatCurrencies,
  offerFavorites,
  userRelations,
  userRestrictions,
  users,
} from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { createOffer, fund, setLastSeen } from './offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const USD = 144;
const EUR = 44;
const GBP = 47;
const NGN = 98;
const KES = 68;
const INR = 61;
const GHS = 49;
const CAD = 26;
const BRL = 20;
const ZAR = 159;

async function vendor(overrides: { country?: string; level?: string } = {}) {
  const registered = await registerUser(ctx.app);
  const set: Partial<typeof users.$inferInsert> = {};
  if (overrides.country) {
    const [country] = await ctx.database.db
      .select()
      .from(countries)
      .where(eq(countries.iso, overrides.country));
    set.countryId = country!.id;
  }
  if (overrides.level) set.verificationLevel = overrides.level;
  if (Object.keys(set).length > 0)
    await ctx.database.db.update(users).set(set).where(eq(users.id, registered.user.id));
  return registered;
}

async function list(query: string, client = new TestClient(ctx.app)) {
  const response = await client.get(`/rest/v1/offers?${query}`);
  return response;
}

const hashes = (cards: OfferListingCard[]) => cards.map((card) => card.offerHash);

describe('GET /rest/v1/offers', () => {
  it('lists buy offers for sellers and funded sell offers for buyers, with the card fields', async () => {
    const owner = await vendor({ country: 'NG', level: 'L2' });
    const db = ctx.database.db;
    const buy = await createOffer(db, owner.user.id, {
      type: 'buy',
      fiatCurrencyId: NGN,
      priceType: 'fixed',
      fixedPrice: 13_000_000_000n, // 130,000,000.00 NGN per BTC
      rangeMin: 5_000_000n,
      rangeMax: 50_000_000n,
      tagIds: [1, 5],
      isFeatured: true,
    });
    const sell = await createOffer(db, owner.user.id, {
      type: 'sell',
      fiatCurrencyId: NGN,
      priceType: 'fixed',
      fixedPrice: 13_000_000_000n,
      rangeMin: 5_000_000n, // 50,000.00 NGN = 0.00038462 BTC at 130,000,000
      rangeMax: 50_000_000n,
    });

    const sellers = await list('type=sell&currency=ngn');
    expect(sellers.statusCode).toBe(200);
    const [card] = sellers.json().data as OfferListingCard[];
    expect(hashes(sellers.json().data)).toEqual([buy.hash]);
    expect(card).toMatchObject({
      offerHash: buy.hash,
      type: 'buy',
      status: 'active',
      cryptoCurrencyCode: 'BTC',
      fiatCurrencyCode: 'NGN',
      priceType: 'fixed',
      fiatPricePerCrypto: '130000000.00',
      fiatLimitMin: '50000.00',
      fiatLimitMax: '500000.00',
      paymentMethod: { id: 62, slug: 'paypal', groupId: 3 },
      tags: [
        { id: 1, slug: 'cash-only' },
        { id: 5, slug: 'guided-trade' },
      ],
      isFeatured: true,
      isFavorite: false,
      isAvailable: true,
      cashback: { withCashback: false },
      location: { city: null, country: 'Nigeria' },
      owner: {
        username: owner.user.username,
        badge: 'no_badge',
        verifiedId: true,
        feedback: { positive: 0, negative: 0 },
        country: { iso: 'NG' },
      },
    });
    expect(sellers.json().meta).toEqual({
      total: 1,
      currentPage: 1,
      perPage: 20,
      lastPage: 1,
      searchId: null,
    });

    // The sell offer needs 0.00038462 BTC (half-up) in the owner's available balance.
    const needed = cryptoForFiatMinor(5_000_000n, 13_000_000_000n, 8);
    expect(needed).toBe(38_462n);
    expect(hashes((await list('type=buy&currency=NGN')).json().data)).toEqual([]);
    await fund(db, owner.user.id, 'BTC', needed - 1n);
    expect(hashes((await list('type=buy&currency=NGN')).json().data)).toEqual([]);
    await fund(db, owner.user.id, 'BTC', 1n);
    expect(hashes((await list('type=buy&currency=NGN')).json().data)).toEqual([sell.hash]);
  });

  it('prices margin offers at the live rate with the margin, rounded half-up', async () => {
    const owner = await vendor();
    const offer = await createOffer(ctx.database.db, owner.user.id, { fiatCurrencyId: EUR, marginBps: 255 });
    const before = ctx.app.rates.fiatPerCoin('BTC', 'EUR');
    const response = await list('type=sell&currency=EUR');
    const after = ctx.app.rates.fiatPerCoin('BTC', 'EUR');
    const [card] = response.json().data as OfferListingCard[];
    expect(card!.offerHash).toBe(offer.hash);
    expect(card!.margin).toBe('2.55');
    const expected = [before, after].map((rate) => {
      const minor = marginPriceMinor(rate, 255, 2).toString();
      return `${minor.slice(0, -2)}.${minor.slice(-2)}`;
    });
    expect(expected).toContain(card!.fiatPricePerCrypto);
  });

  it('hides disabled, blocked, deleted, penalized, capped offers and those of banned owners', async () => {
    const db = ctx.database.db;
    const owner = await vendor();
    const visible = await createOffer(db, owner.user.id, { fiatCurrencyId: GBP });
    await createOffer(db, owner.user.id, { fiatCurrencyId: GBP, isEnabled: false });
    await createOffer(db, owner.user.id, { fiatCurrencyId: GBP, isBlocked: true });
    await createOffer(db, owner.user.id, { fiatCurrencyId: GBP, deletedAt: new Date() });
    await createOffer(db, owner.user.id, {
      fiatCurrencyId: GBP,
      penaltyUntil: new Date(Date.now() + 3_600_000),
    });
    await createOffer(db, owner.user.id, {
      fiatCurrencyId: GBP,
      offerCapActive: true,
      offerCapAmount: 100_000n,
      offerCapRemaining: 500n,
    });
    const banned = await vendor();
    await createOffer(db, banned.user.id, { fiatCurrencyId: GBP });
    await db.insert(userRestrictions).values({ userId: banned.user.id, kind: 'ban', reason: 'test' });

    const response = await list('type=sell&currency=GBP');
    expect(hashes(response.json().data)).toEqual([visible.hash]);
  });

  it('filters by payment method (slug or id), group, amounts, tags, BIN code, card region and newbie limit', async () => {
    const db = ctx.database.db;
    const owner = await vendor();
    const paypal = await createOffer(db, owner.user.id, {
      fiatCurrencyId: KES,
      rangeMin: 10_000n,
      rangeMax: 20_000n,
      tagIds: [1, 2],
      newBuyerMaxAmount: 15_000n,
    });
    const mpesa = await createOffer(db, owner.user.id, {
      fiatCurrencyId: KES,
      paymentMethodId: 240,
      paymentMethodGroupId: 8,
      rangeMin: 50_000n,
      rangeMax: 90_000n,
      tagIds: [2],
    });
    const giftCard = await createOffer(db, owner.user.id, {
      fiatCurrencyId: KES,
      paymentMethodId: 1,
      paymentMethodGroupId: 1,
      rangeMin: 100_000n,
      rangeMax: 200_000n,
      binCodes: ['411111'],
      cardRegionIds: [7],
    });
    const all = [paypal.hash, mpesa.hash, giftCard.hash].sort();
    const found = async (query: string) =>
      hashes((await list(`type=sell&currency=KES&${query}`)).json().data).sort();

    expect(await found('')).toEqual(all);
    expect(await found('payment-method=paypal')).toEqual([paypal.hash]);
    expect(await found('payment-method=240')).toEqual([mpesa.hash]);
    expect(await found('group=mobile-money')).toEqual([mpesa.hash]);
    expect(await found('group=8')).toEqual([mpesa.hash]);
    expect(await found('group=all-payment-methods')).toEqual(all);
    expect(await found('fiat-min=150')).toEqual([paypal.hash]);
    expect(await found('fiat-min=600')).toEqual([mpesa.hash]);
    expect(await found('amount_range_min=210&amount_range_max=400')).toEqual([]);
    expect(await found('amount_range_min=150&amount_range_max=600')).toEqual(
      [paypal.hash, mpesa.hash].sort(),
    );
    expect(await found('tags=no-id-needed')).toEqual([paypal.hash, mpesa.hash].sort());
    expect(await found('tags=cash-only,no-id-needed')).toEqual([paypal.hash]);
    expect(await found('binCode=411111')).toEqual([giftCard.hash]);
    expect(await found('cardRegion=7')).toEqual([giftCard.hash]);
    expect(await found('newbieOffers=true')).toEqual([paypal.hash]);
    expect(await found('user_badges=no_badge')).toEqual(all);
    expect(await found('user_badges=power_trader')).toEqual([]);
  });

  it('applies country allow and deny lists, the vendor country, online and verified vendors', async () => {
    const db = ctx.database.db;
    const ghanaian = await vendor({ country: 'GH', level: 'L2' });
    const kenyan = await vendor({ country: 'KE' });
    const onlyGh = await createOffer(db, ghanaian.user.id, { fiatCurrencyId: GHS, countriesAllowed: ['GH'] });
    const notNg = await createOffer(db, kenyan.user.id, { fiatCurrencyId: GHS, countriesDenied: ['NG'] });
    await setLastSeen(db, ghanaian.user.id, new Date());
    await setLastSeen(db, kenyan.user.id, new Date(Date.now() - 2 * 3_600_000));
    const found = async (query: string) =>
      hashes((await list(`type=sell&currency=GHS&${query}`)).json().data).sort();

    expect(await found('visitor_country_iso=gh')).toEqual([onlyGh.hash, notNg.hash].sort());
    expect(await found('visitor_country_iso=NG')).toEqual([]);
    expect(await found('visitor_country_iso=KE')).toEqual([notNg.hash]);
    expect(await found('users_country_iso=KE')).toEqual([notNg.hash]);
    const [ghana] = await db.select().from(countries).where(eq(countries.iso, 'GH'));
    expect(await found(`location_id=${ghana!.id}`)).toEqual([onlyGh.hash]);
    expect(await found('online_users=true')).toEqual([onlyGh.hash]);
    expect(await found('isVerifiedOffers=true')).toEqual([onlyGh.hash]);
    const cards = (await list('type=sell&currency=GHS')).json().data as OfferListingCard[];
    expect(cards.find((card) => card.offerHash === onlyGh.hash)!.owner.status).toBe('online');
    expect(cards.find((card) => card.offerHash === notNg.hash)!.owner.status).toBe('offline');
  });

  it('sorts by USD price and puts stickied and featured offers first by default', async () => {
    const db = ctx.database.db;
    const owner = await vendor();
    const cheap = await createOffer(db, owner.user.id, {
      fiatCurrencyId: CAD,
      priceType: 'fixed',
      fixedPrice: 5_000_000n,
    });
    const dear = await createOffer(db, owner.user.id, {
      fiatCurrencyId: CAD,
      priceType: 'fixed',
      fixedPrice: 9_000_000n,
    });
    const mid = await createOffer(db, owner.user.id, {
      fiatCurrencyId: CAD,
      priceType: 'fixed',
      fixedPrice: 7_000_000n,
      isStickied: true,
      stickiedUntil: new Date(Date.now() + 86_400_000),
    });
    const sorted = async (sort: string) =>
      hashes((await list(`type=sell&currency=CAD&sort=${sort}`)).json().data);
    expect(await sorted('crypto_usd_price_asc')).toEqual([cheap.hash, mid.hash, dear.hash]);
    expect(await sorted('crypto_usd_price_desc')).toEqual([dear.hash, mid.hash, cheap.hash]);
    // Buy offers (the visitor sells): the stickied one first, then the highest price.
    expect(await sorted('default')).toEqual([mid.hash, dear.hash, cheap.hash]);
    const cards = (await list('type=sell&currency=CAD&sort=crypto_usd_price_asc')).json()
      .data as OfferListingCard[];
    expect(Number(cards[0]!.usdPricePerCrypto)).toBeLessThan(Number(cards[2]!.usdPricePerCrypto));
    const quick = await vendor();
    const slow = await vendor();
    await setLastSeen(db, quick.user.id, new Date());
    await setLastSeen(db, slow.user.id, new Date(Date.now() - 86_400_000));
    const fast = await createOffer(db, quick.user.id, { fiatCurrencyId: BRL });
    const lazy = await createOffer(db, slow.user.id, { fiatCurrencyId: BRL });
    const release = async (sort: string) =>
      hashes((await list(`type=sell&currency=BRL&sort=${sort}`)).json().data);
    expect(await release('release_time_asc')).toEqual([fast.hash, lazy.hash]);
    expect(await release('release_time_desc')).toEqual([lazy.hash, fast.hash]);
  });

  it('pages on the server with limit and page or offset', async () => {
    const db = ctx.database.db;
    const owner = await vendor();
    const created = [];
    for (let i = 0; i < 5; i += 1)
      created.push(
        await createOffer(db, owner.user.id, {
          fiatCurrencyId: ZAR,
          priceType: 'fixed',
          fixedPrice: BigInt(1_000_000 + i),
        }),
      );
    const page2 = await list('type=sell&currency=ZAR&sort=crypto_usd_price_asc&limit=2&page=2&searchId=s1');
    expect(hashes(page2.json().data)).toEqual([created[2]!.hash, created[3]!.hash]);
    expect(page2.json().meta).toEqual({ total: 5, currentPage: 2, perPage: 2, lastPage: 3, searchId: 's1' });
    const byOffset = await list('type=sell&currency=ZAR&sort=crypto_usd_price_asc&limit=2&offset=4');
    expect(hashes(byOffset.json().data)).toEqual([created[4]!.hash]);
    const beyond = await list('type=sell&currency=ZAR&limit=2&page=9');
    expect(beyond.json()).toMatchObject({ data: [], meta: { total: 5, currentPage: 9 } });
  });

  it('flags favourites for a signed-in visitor who asks withFavorites, never for guests', async () => {
    const db = ctx.database.db;
    const owner = await vendor();
    const offer = await createOffer(db, owner.user.id, { fiatCurrencyId: INR });
    const visitor = await registerUser(ctx.app);
    await db.insert(offerFavorites).values({ userId: visitor.user.id, offerId: offer.id });
    const signed = await list('type=sell&currency=INR&withFavorites=true', visitor.client);
    expect(signed.json().data[0]).toMatchObject({ offerHash: offer.hash, isFavorite: true });
    const without = await list('type=sell&currency=INR', visitor.client);
    expect(without.json().data[0].isFavorite).toBe(false);
    const guest = await list('type=sell&currency=INR&withFavorites=true');
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data[0].isFavorite).toBe(false);
  });

  it('acceptableOnly leaves out own offers and offers whose requirements the visitor does not meet', async () => {
    const db = ctx.database.db;
    const owner = await vendor();
    const open = await createOffer(db, owner.user.id, { fiatCurrencyId: 1 });
    await createOffer(db, owner.user.id, { fiatCurrencyId: 1, requireVerifiedId: true });
    await createOffer(db, owner.user.id, { fiatCurrencyId: 1, trustedOnly: true });
    await createOffer(db, owner.user.id, { fiatCurrencyId: 1, requireMinTrades: 3 });
    const visitor = await registerUser(ctx.app);
    const accepted = await list('type=sell&currency=AED&acceptableOnly=true', visitor.client);
    expect(hashes(accepted.json().data)).toEqual([open.hash]);
    const own = await list('type=sell&currency=AED&acceptableOnly=true', owner.client);
    expect(hashes(own.json().data)).toEqual([]);
    // Without acceptableOnly a guest still never sees a trusted-only offer.
    expect((await list('type=sell&currency=AED')).json().data).toHaveLength(3);
  });

  it('selects the coin by crypto_currency_id or code and accepts the informational keys', async () => {
    const owner = await vendor();
    const usdt = await createOffer(ctx.database.db, owner.user.id, { fiatCurrencyId: 15, coin: 'USDT' });
    const btc = await createOffer(ctx.database.db, owner.user.id, { fiatCurrencyId: 15 });
    const code = ctx.app.rates.cryptoFiatRates().find((currency) => currency.id === 15)!.code;
    const byId = await list(`type=sell&currency=${code}&crypto_currency_id=4`);
    expect(hashes(byId.json().data)).toEqual([usdt.hash]);
    expect(byId.json().data[0].cryptoCurrencyCode).toBe('USDT');
    const byCode = await list(`type=sell&currency=${code}&crypto_currency_code=USDT`);
    expect(hashes(byCode.json().data)).toEqual([usdt.hash]);
    const informational = await list(
      `type=sell&currency=${code}&is_payment_method_localized=true&page_id=home&searchId=abc`,
    );
    expect(hashes(informational.json().data)).toEqual([btc.hash]);
    expect(informational.json().meta.searchId).toBe('abc');
  });

  it('drops empty, null and undefined keys', async () => {
    const response = await list('type=buy&currency=&tags=null&payment-method=undefined&limit=&group=');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.perPage).toBe(20);
  });

  it.each([
    ['type=rent', 'type'],
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['fiat-min=abc', 'fiat-min'],
    ['fiat-min=10', 'currency'],
    ['currency=USD&fiat-min=10.001', 'fiat-min'],
    ['currency=XXX', 'currency'],
    ['payment-method=no-such-method', 'payment-method'],
    ['group=nothing', 'group'],
    ['tags=not-a-tag', 'tags'],
    ['tags=Bad Tag', 'tags'],
    ['user_badges=emperor', 'user_badges'],
    ['binCode=12', 'binCode'],
    ['visitor_country_iso=USA', 'visitor_country_iso'],
    ['crypto_currency_id=99', 'crypto_currency_id'],
    ['crypto_currency_code=DOGE', 'crypto_currency_code'],
    ['online_users=maybe', 'online_users'],
    ['unknown_key=1', 'unknown_key'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(Object.keys(response.json().error.details ?? {}).join(',')).toContain(field);
  });
});

describe('GET /rest/v1/users/{username}/active-offers', () => {
  it("lists a user's offers on the market, by type and coin, 10 from offset, for guests and others", async () => {
    const db = ctx.database.db;
    const owner = await vendor();
    const buyBtc = await createOffer(db, owner.user.id, { fiatCurrencyId: USD });
    const buyUsdt = await createOffer(db, owner.user.id, { fiatCurrencyId: USD, coin: 'USDT' });
    await createOffer(db, owner.user.id, { fiatCurrencyId: USD, isEnabled: false });
    await createOffer(db, owner.user.id, { type: 'sell', fiatCurrencyId: USD }); // unfunded: not on the market
    const path = `/rest/v1/users/${owner.user.username}/active-offers`;
    const guest = await new TestClient(ctx.app).get(path);
    expect(guest.statusCode).toBe(200);
    expect(hashes(guest.json().data).sort()).toEqual([buyBtc.hash, buyUsdt.hash].sort());
    expect(guest.json().meta).toMatchObject({ total: 2, perPage: 10, currentPage: 1 });
    const other = await registerUser(ctx.app);
    const usdt = await other.client.get(`${path}?type=buy&crypto_currency_code=USDT`);
    expect(hashes(usdt.json().data)).toEqual([buyUsdt.hash]);
    expect((await other.client.get(`${path}?type=sell`)).json().data).toEqual([]);
    expect((await other.client.get(`${path}?offset=1`)).json().data).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 400 for bad input', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.get('/rest/v1/users/nobody_here_x/active-offers')).statusCode).toBe(404);
    const owner = await vendor();
    for (const [query, field] of [
      ['type=both', 'type'],
      ['offset=-1', 'offset'],
      ['crypto_currency_code=XMR', 'crypto_currency_code'],
      ['sort=random', 'sort'],
      ['page=2', 'page'],
    ]) {
      const response = await client.get(`/rest/v1/users/${owner.user.username}/active-offers?${query}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.details)).toContain(field);
    }
  });
});

describe('listing review fixes', () => {
  async function currencyId(code: string) {
    const [row] = await ctx.database.db.select().from(fiatCurrencies).where(eq(fiatCurrencies.code, code));
    return row!.id;
  }
  async function relate(userId: number, targetUserId: number, relation: 'trusted' | 'blocked') {
    await ctx.database.db.insert(userRelations).values({ userId, targetUserId, relation });
  }
  const activeOf = (username: string, client = new TestClient(ctx.app)) =>
    client.get(`/rest/v1/users/${username}/active-offers`);

  it('hides trusted-only offers from guests and untrusted users, and offers across a block', async () => {
    const db = ctx.database.db;
    const chf = await currencyId('CHF');
    const owner = await vendor();
    const trusted = await vendor();
    const stranger = await vendor();
    const blockedByOwner = await vendor();
    const blocker = await vendor();
    await relate(owner.user.id, trusted.user.id, 'trusted');
    await relate(owner.user.id, blockedByOwner.user.id, 'blocked');
    await relate(blocker.user.id, owner.user.id, 'blocked');
    const open = await createOffer(db, owner.user.id, { fiatCurrencyId: chf });
    const trustedOnly = await createOffer(db, owner.user.id, { fiatCurrencyId: chf, trustedOnly: true });
    const query = 'type=sell&currency=CHF&limit=100';
    const seen = async (client?: TestClient) => ({
      listing: hashes((await list(query, client)).json().data).sort(),
      active: hashes((await activeOf(owner.user.username, client)).json().data).sort(),
    });
    const both = [open.hash, trustedOnly.hash].sort();
    expect(await seen()).toEqual({ listing: [open.hash], active: [open.hash] });
    expect(await seen(stranger.client)).toEqual({ listing: [open.hash], active: [open.hash] });
    expect(await seen(trusted.client)).toEqual({ listing: both, active: both });
    expect(await seen(owner.client)).toEqual({ listing: both, active: both });
    expect(await seen(blockedByOwner.client)).toEqual({ listing: [], active: [] });
    expect(await seen(blocker.client)).toEqual({ listing: [], active: [] });

    const other = await vendor();
    const anchor = await createOffer(db, other.user.id, { fiatCurrencyId: chf });
    const recommended = async (client = new TestClient(ctx.app)) =>
      hashes((await client.get(`/rest/v1/offers/${anchor.hash}/recommended`)).json().data).sort();
    expect(await recommended()).toEqual([open.hash]);
    expect(await recommended(trusted.client)).toEqual(both);
    expect(await recommended(blocker.client)).toEqual([]);
  });

  it('uses visitor_country_iso for guests only; a signed-in viewer is filtered by the stored country', async () => {
    const db = ctx.database.db;
    const sek = await currencyId('SEK');
    const owner = await vendor();
    const offer = await createOffer(db, owner.user.id, { fiatCurrencyId: sek, countriesDenied: ['NG'] });
    const query = 'type=sell&currency=SEK&limit=100';
    expect(hashes((await list(`${query}&visitor_country_iso=NG`)).json().data)).toEqual([]);
    expect(hashes((await list(`${query}&visitor_country_iso=US`)).json().data)).toEqual([offer.hash]);
    const nigerian = await vendor({ country: 'NG' });
    const american = await vendor({ country: 'US' });
    const acceptable = `${query}&acceptableOnly=true`;
    expect(hashes((await list(`${acceptable}&visitor_country_iso=US`, nigerian.client)).json().data)).toEqual(
      [],
    );
    expect(hashes((await list(`${acceptable}&visitor_country_iso=NG`, american.client)).json().data)).toEqual(
      [offer.hash],
    );
    expect(hashes((await list(`${query}&visitor_country_iso=NG`, american.client)).json().data)).toEqual([
      offer.hash,
    ]);
  });

  it('matches a predefined offer on its listed amounts only', async () => {
    const db = ctx.database.db;
    const nok = await currencyId('NOK');
    const owner = await vendor();
    const predefined = await createOffer(db, owner.user.id, {
      fiatCurrencyId: nok,
      amountType: 'predefined',
      predefinedAmounts: ['10000', '50000'],
      rangeMin: 10_000n,
      rangeMax: 50_000n,
    });
    const range = await createOffer(db, owner.user.id, {
      fiatCurrencyId: nok,
      rangeMin: 10_000n,
      rangeMax: 50_000n,
    });
    const at = async (amount: string) =>
      hashes((await list(`type=sell&currency=NOK&limit=100&fiat-min=${amount}`)).json().data).sort();
    expect(await at('300')).toEqual([range.hash]);
    expect(await at('500')).toEqual([predefined.hash, range.hash].sort());
    expect(await at('100.00')).toEqual([predefined.hash, range.hash].sort());
  });

  it.each([
    ['location_id=2147483648', 'location_id'],
    ['cardRegion=9999999999', 'cardRegion'],
    ['currency=USD&fiat-min=1000000001', 'fiat-min'],
    ['currency=USD&amount_range_min=99999999999999999999', 'amount_range_min'],
    ['currency=USD&amount_range_max=99999999999999999999', 'amount_range_max'],
  ])('refuses the out-of-range %s with a 400 naming %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details)).toEqual([field]);
  });

  it('400 for a username that cannot exist', async () => {
    for (const name of ['%00', 'a%00b', 'x'.repeat(21)]) {
      const response = await new TestClient(ctx.app).get(`/rest/v1/users/${name}/active-offers`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.details)).toEqual(['username']);
    }
  });
});
