import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offerFeatureFlagId, type OfferView } from '@p2p/shared';
import { countries, userRelations, userRestrictions, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { createOffer, fund } from './offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function setUser(userId: number, set: Partial<typeof users.$inferInsert> & { countryIso?: string }) {
  const { countryIso, ...rest } = set;
  if (countryIso) {
    const [country] = await ctx.database.db.select().from(countries).where(eq(countries.iso, countryIso));
    rest.countryId = country!.id;
  }
  await ctx.database.db.update(users).set(rest).where(eq(users.id, userId));
}

async function view(hash: string, client = new TestClient(ctx.app), query = '') {
  return client.get(`/rest/v1/offers/${hash}${query ? `?${query}` : ''}`);
}

describe('GET /rest/v1/offers/{id}', () => {
  it('shows the offer with the spec fields to a guest, with the anonymous flag', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id, {
      fiatCurrencyId: 144,
      priceType: 'fixed',
      fixedPrice: 9_500_000n,
      offerTerms: 'Pay from your own account',
      tradeDetails: 'Send the receipt',
      tagIds: [3],
      newBuyerMaxAmount: 20_000n,
      dutyHours: [{ day: 1, start_time: '09:00', end_time: '17:00', active: true }],
      countriesDenied: ['NG'],
    });
    const response = await view(offer.hash, undefined, 'sourceId=listing&fiat-min=150');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as OfferView;
    expect(data).toMatchObject({
      id: offer.hash,
      idHashed: offer.hash,
      type: 'buy',
      isSell: false,
      ownerUsername: owner.user.username,
      paymentMethod: { id: 62, groupId: 3, slug: 'paypal' },
      cryptoCurrencyId: 1,
      cryptoCurrencyCode: 'BTC',
      fiatCurrency: { code: 'USD', precision: 2 },
      fiatPricePerCrypto: '95000.00',
      buySellPagePrice: '95000.00',
      fiatLimitMin: '10.00',
      fiatLimitMax: '500.00',
      newBuyerMaxFiatLimit: '200.00',
      offerTerms: 'Pay from your own account',
      tradeDetails: 'Send the receipt',
      tags: [{ id: 3, slug: 'no-vpn' }],
      altCoin: null,
      countriesDenied: ['NG'],
      dutyHours: [{ day: 1, startTime: '09:00', endTime: '17:00', active: true }],
      dutyHoursTimezone: 'UTC',
      isAnonymousUserRestricted: true,
      isFavorite: false,
      sourceId: 'listing',
      originalData: null,
      fees: { escrowFeePercent: '1', isManual: false },
      canTrade: false,
    });
    expect(data.featureFlags).toContain('anonymous_user_restricted');
    expect(data.featureFlags).toContain('owner_not_id_verified');
    expect(data.featureFlags).not.toContain('offer_owner');
    expect(offerFeatureFlagId('anonymous_user_restricted')).toBe(20);
  });

  it('ignores a non-numeric fiat-min and a sourceId outside the allowed set', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const response = await view(offer.hash, undefined, 'fiat-min=abc&sourceId=evil');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.sourceId).toBeNull();
  });

  it('flags the own offer for its owner and lets a verified stranger trade', async () => {
    const owner = await registerUser(ctx.app);
    await setUser(owner.user.id, { verificationLevel: 'L2' });
    const offer = await createOffer(ctx.database.db, owner.user.id, { requireVerifiedId: true });
    const own = (await view(offer.hash, owner.client)).json().data as OfferView;
    expect(own.featureFlags).toContain('offer_owner');
    expect(own.canTrade).toBe(false);

    const stranger = await registerUser(ctx.app);
    const unverified = (await view(offer.hash, stranger.client)).json().data as OfferView;
    expect(unverified.featureFlags).toEqual(expect.arrayContaining(['id_verification', 'max_trades_limit']));
    expect(unverified.canTrade).toBe(false);
    await setUser(stranger.user.id, { verificationLevel: 'L2' });
    // Selling into a buy offer needs the coin for the minimum: without it the visitor is told so.
    const empty = (await view(offer.hash, stranger.client)).json().data as OfferView;
    expect(empty.featureFlags).toEqual(['negative_balance']);
    await fund(ctx.database.db, stranger.user.id, 'BTC', 100_000_000n);
    const verified = (await view(offer.hash, stranger.client)).json().data as OfferView;
    expect(verified.featureFlags).toEqual([]);
    expect(verified.canTrade).toBe(true);
  });

  it('flags blocked users, trusted-only, min trades, country and restricted visitors', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    await setUser(visitor.user.id, { countryIso: 'NG' });
    const trustedOnly = await createOffer(db, owner.user.id, { trustedOnly: true, requireMinTrades: 5 });
    const first = (await view(trustedOnly.hash, visitor.client)).json().data as OfferView;
    expect(first.featureFlags).toEqual(expect.arrayContaining(['trusted_user', 'minimum_required_trades']));
    expect(first.isTrustedUser).toBe(false);
    await db
      .insert(userRelations)
      .values({ userId: owner.user.id, targetUserId: visitor.user.id, relation: 'trusted' });
    const trusted = (await view(trustedOnly.hash, visitor.client)).json().data as OfferView;
    expect(trusted.isTrustedUser).toBe(true);
    expect(trusted.featureFlags).not.toContain('trusted_user');

    const notInNigeria = await createOffer(db, owner.user.id, { countriesDenied: ['NG'] });
    const denied = (await view(notInNigeria.hash, visitor.client)).json().data as OfferView;
    expect(denied.isAvailableForCountry).toBe(false);
    expect(denied.featureFlags).toContain('not_available_in_your_country');
    // visitor_country_iso is a guest's: a signed-in visitor's stored country wins.
    const fromKenya = (await view(notInNigeria.hash, visitor.client, 'visitor_country_iso=ke')).json()
      .data as OfferView;
    expect(fromKenya.isAvailableForCountry).toBe(false);
    expect(fromKenya.featureFlags).toContain('not_available_in_your_country');
    const guestInNigeria = (await view(notInNigeria.hash, undefined, 'visitor_country_iso=ng')).json()
      .data as OfferView;
    expect(guestInNigeria.isAvailableForCountry).toBe(false);
    const guestInKenya = (await view(notInNigeria.hash, undefined, 'visitor_country_iso=ke')).json()
      .data as OfferView;
    expect(guestInKenya.isAvailableForCountry).toBe(true);

    await db
      .update(userRelations)
      .set({ relation: 'blocked' })
      .where(eq(userRelations.userId, owner.user.id));
    // Across a block the offer is hidden as on the listing: the same 404 as for no offer.
    expect((await view(notInNigeria.hash, visitor.client)).statusCode).toBe(404);
    await db.delete(userRelations).where(eq(userRelations.userId, owner.user.id));

    await db.insert(userRestrictions).values({ userId: visitor.user.id, kind: 'restrict', reason: 'test' });
    const restricted = (await view(notInNigeria.hash, visitor.client)).json().data as OfferView;
    expect(restricted.featureFlags).toContain('user_restricted');
  });

  it('answers 404 to a guest opening a trusted-only offer, and to both sides of a block', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const trustedOnly = await createOffer(db, owner.user.id, { trustedOnly: true });
    const guest = await view(trustedOnly.hash);
    expect(guest.statusCode).toBe(404);
    expect(guest.json().error.code).toBe((await view('nOsUcHoFfEr')).json().error.code);
    // A signed-in stranger sees it with the reason they cannot trade; the owner sees it as ever.
    const stranger = (await view(trustedOnly.hash, visitor.client)).json().data as OfferView;
    expect(stranger.featureFlags).toContain('trusted_user');
    expect((await view(trustedOnly.hash, owner.client)).statusCode).toBe(200);

    const open = await createOffer(db, owner.user.id);
    expect((await view(open.hash)).statusCode).toBe(200);
    expect((await view(open.hash, visitor.client)).statusCode).toBe(200);
    await db
      .insert(userRelations)
      .values({ userId: visitor.user.id, targetUserId: owner.user.id, relation: 'blocked' });
    expect((await view(open.hash, visitor.client)).statusCode).toBe(404);
    expect((await view(open.hash, owner.client)).statusCode).toBe(200);
    await db.delete(userRelations).where(eq(userRelations.userId, visitor.user.id));
    await db
      .insert(userRelations)
      .values({ userId: owner.user.id, targetUserId: visitor.user.id, relation: 'blocked' });
    expect((await view(open.hash, visitor.client)).statusCode).toBe(404);
    expect((await view(open.hash)).statusCode).toBe(200);
  });

  it('flags blocked, inactive, unfunded and bond-short offers, and the risky methods', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const blocked = await createOffer(db, owner.user.id, {
      isBlocked: true,
      paymentMethodId: 1,
      paymentMethodGroupId: 1,
    });
    const blockedView = (await view(blocked.hash, visitor.client)).json().data as OfferView;
    expect(blockedView.featureFlags).toEqual(
      expect.arrayContaining(['offer_is_blocked', 'risky_payment_method']),
    );
    expect(blockedView.isActive).toBe(false);
    expect(blockedView.fees.escrowFeePercent).toBe('3');

    const unfunded = await createOffer(db, owner.user.id, {
      type: 'sell',
      manualEscrowFeeBps: 50,
      priceType: 'fixed',
      fixedPrice: 10_000_000n,
    });
    const unfundedView = (await view(unfunded.hash, visitor.client)).json().data as OfferView;
    expect(unfundedView.featureFlags).toEqual(
      expect.arrayContaining(['offer_not_active', 'discounted_escrow_fee']),
    );
    expect(unfundedView).toMatchObject({ isActive: false, discountedEscrowFee: '0.5', canTrade: false });
    await fund(db, owner.user.id, 'BTC', 10_000n); // 10.00 USD at 100,000.00 = 0.0001 BTC
    const funded = (await view(unfunded.hash, visitor.client)).json().data as OfferView;
    expect(funded.featureFlags).not.toContain('offer_not_active');
    expect(funded.isActive).toBe(true);

    const bonded = await createOffer(db, owner.user.id, { bondRequired: true });
    const bondedView = (await view(bonded.hash, visitor.client)).json().data as OfferView;
    expect(bondedView.featureFlags).toEqual(expect.arrayContaining(['bond_required', 'offer_not_active']));

    const banned = await registerUser(ctx.app);
    const bannedOffer = await createOffer(db, banned.user.id);
    await db.insert(userRestrictions).values({ userId: banned.user.id, kind: 'ban', reason: 'test' });
    const bannedView = (await view(bannedOffer.hash, visitor.client)).json().data as OfferView;
    expect(bannedView).toMatchObject({ isActive: false, canTrade: false });
    expect(bannedView.featureFlags).toContain('offer_not_active');

    const capped = await createOffer(db, owner.user.id, {
      offerCapActive: true,
      offerCapAmount: 100_000n,
      offerCapRemaining: 0n,
    });
    const cappedView = (await view(capped.hash, visitor.client)).json().data as OfferView;
    expect(cappedView).toMatchObject({
      isReachedCap: true,
      isCapLessThanMin: false,
      isActive: false,
      offerCap: null, // the owner's only
    });
  });

  it('answers 404 for deleted and unknown offers and 400 for a malformed id or query', async () => {
    const owner = await registerUser(ctx.app);
    const deleted = await createOffer(ctx.database.db, owner.user.id, { deletedAt: new Date() });
    expect((await view(deleted.hash)).statusCode).toBe(404);
    expect((await view('nOsUcHoFfEr')).statusCode).toBe(404);
    const malformed = await view('bad%20id!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toHaveProperty('id');
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const badQuery = await view(offer.hash, undefined, 'visitor_country_iso=123');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.details).toHaveProperty('visitor_country_iso');
    const unknownKey = await view(offer.hash, undefined, 'foo=1');
    expect(unknownKey.statusCode).toBe(400);
  });
});

describe('GET /rest/v1/offers/{id}: the offer cap', () => {
  it('shows the cap to the owner only', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id, {
      offerCapAmount: 100_000n,
      offerCapRemaining: 40_000n,
      offerCapActive: true,
    });
    const other = await registerUser(ctx.app);
    expect(((await view(offer.hash)).json().data as OfferView).offerCap).toBeNull();
    expect(((await view(offer.hash, other.client)).json().data as OfferView).offerCap).toBeNull();
    expect(((await view(offer.hash, owner.client)).json().data as OfferView).offerCap).toEqual({
      initialValue: '1000.00',
      remainingValue: '400.00',
      active: true,
    });
  });
});

describe('GET /rest/v1/offers/{id}/recommended and /feedback', () => {
  it('recommends up to five similar offers on the market, never the offer itself', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const base = { fiatCurrencyId: 47, paymentMethodId: 66, paymentMethodGroupId: 3 };
    const offer = await createOffer(db, owner.user.id, base);
    const similar = [];
    for (let i = 0; i < 6; i += 1) similar.push(await createOffer(db, owner.user.id, base));
    await createOffer(db, owner.user.id, { ...base, paymentMethodId: 62 });
    await createOffer(db, owner.user.id, { ...base, isEnabled: false });
    const response = await new TestClient(ctx.app).get(`/rest/v1/offers/${offer.hash}/recommended`);
    expect(response.statusCode).toBe(200);
    const cards = response.json().data as { offerHash: string }[];
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.offerHash)).not.toContain(offer.hash);
    for (const card of cards) expect(similar.map((o) => o.hash)).toContain(card.offerHash);
    expect((await new TestClient(ctx.app).get('/rest/v1/offers/nOsUcHoFfEr/recommended')).statusCode).toBe(
      404,
    );
  });

  it("gives the owner's feedback as an empty paged list until trades exist", async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const response = await owner.client.get(`/rest/v1/offers/${offer.hash}/feedback?page=2`);
    expect(response.json()).toEqual({
      data: { items: [], positiveCount: 0, negativeCount: 0, totalCount: 0, nextPage: null },
      meta: { total: 0, currentPage: 2, perPage: 10, lastPage: 1 },
    });
    const bad = await owner.client.get(`/rest/v1/offers/${offer.hash}/feedback?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('page');
  });
});
