import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, marginPriceMinor } from '@p2p/shared';
import { offers as offersTable } from '../../db/schema.js';
import { createTestApp, registerUser, type TestClient, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { verifyEmail, verifyPhone } from '../../test/two-factor.js';
import { recomputeLevel } from '../kyc/kyc.service.js';
import { getOfferView, offerReference, toListingCard } from './offers.service.js';
import { findOfferByHash, findUserFacts } from './offers.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const deps = () => ({ db: ctx.database.db, rates: ctx.app.rates });

/** A unique account (the shared generator can repeat a name within one run). */
function account() {
  const tag = `of_${randomBytes(6).toString('hex')}`;
  return { username: tag, email: `${tag}@offers.test` };
}

async function vendor() {
  const registered = await registerUser(ctx.app, account());
  await verifyEmail(ctx.database.db, registered.user.id);
  await verifyPhone(
    ctx.database.db,
    registered.user.id,
    `+4479222${String(registered.user.id).padStart(5, '0')}`,
  );
  await recomputeLevel(ctx.database.db, registered.user.id);
  return registered;
}

async function createOffer(client: TestClient, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await client.post('/rest/v1/my-offers', {
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'paypal',
    margin: '2.5',
    range_min: '50',
    range_max: '500',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return (response.json() as { data: { hash: string } }).data.hash;
}

async function setCountry(userId: number, iso: string) {
  await ctx.database.db.execute(
    sql`update users set country_id = (select id from countries where iso = ${iso}) where id = ${userId}`,
  );
}

describe('toOfferView (getOfferView)', () => {
  it('prices a margin offer from the live rate, half-up to cents', async () => {
    const owner = await vendor();
    const hash = await createOffer(owner.client);
    const view = await getOfferView(deps(), { hash });
    const rate = ctx.app.rates.fiatPerCoin('BTC', 'USD');
    expect(view.marketRate).toBe(rate);
    expect(view.fiatPricePerCrypto).toBe(formatAmount(marginPriceMinor(rate, 250, 2), 2));
    expect(view).toMatchObject({
      id: hash,
      idHashed: hash,
      type: 'sell',
      isSell: true,
      ownerUsername: owner.user.username,
      cryptoCurrencyId: 1,
      cryptoCurrencyCode: 'BTC',
      fiatCurrency: { code: 'USD', precision: 2 },
      margin: '2.5',
      fiatLimitMin: '50.00',
      fiatLimitMax: '500.00',
      paymentMethod: { slug: 'paypal', groupId: 3 },
      offerFee: '1',
      altCoin: null,
      originalData: null,
    });
  });

  it('anonymous visitors get anonymous_user_restricted and cannot trade', async () => {
    const owner = await vendor();
    await fund(ctx.database.db, owner.user.id, 'BTC', 10_000_000n);
    const view = await getOfferView(deps(), { hash: await createOffer(owner.client) });
    expect(view.featureFlags).toContain('anonymous_user_restricted');
    expect(view.isAnonymousUserRestricted).toBe(true);
    expect(view.canTrade).toBe(false);
    expect(view.isActive).toBe(true);
  });

  it('the owner sees offer_owner and the editor data', async () => {
    const owner = await vendor();
    const hash = await createOffer(owner.client, { tags: ['no-vpn'], offer_terms: 'Terms' });
    const view = await getOfferView(deps(), { hash, viewerId: owner.user.id });
    expect(view.featureFlags).toContain('offer_owner');
    expect(view.canTrade).toBe(false);
    expect(view.originalData).toMatchObject({
      type: 'sell',
      payment_method_slug: 'paypal',
      margin: '2.5',
      range_min: '50.00',
      range_max: '500.00',
      tags: ['no-vpn'],
      offer_terms: 'Terms',
    });
  });

  it('a sell offer whose owner lacks the coin is not active (offer_not_active)', async () => {
    const owner = await vendor();
    const hash = await createOffer(owner.client);
    const visitor = await vendor();
    const view = await getOfferView(deps(), { hash, viewerId: visitor.user.id });
    expect(view.isActive).toBe(false);
    expect(view.featureFlags).toContain('offer_not_active');
    expect(view.canTrade).toBe(false);
  });

  it('a verified visitor from an allowed country can trade a funded offer', async () => {
    const owner = await vendor();
    await fund(ctx.database.db, owner.user.id, 'BTC', 10_000_000n);
    const hash = await createOffer(owner.client, { countries_allowed: ['US'] });
    const visitor = await vendor();
    await setCountry(visitor.user.id, 'US');
    const view = await getOfferView(deps(), { hash, viewerId: visitor.user.id, sourceId: 'listing' });
    expect(view.isAvailableForCountry).toBe(true);
    expect(view.canTrade).toBe(true);
    expect(view.sourceId).toBe('listing');
    expect(view.isNewBuyer).toBe(true);
  });

  it('requirements give their flags: country, verified ID, trusted only, min trades', async () => {
    const owner = await vendor();
    await fund(ctx.database.db, owner.user.id, 'BTC', 10_000_000n);
    const hash = await createOffer(owner.client, {
      countries_denied: ['DE'],
      require_verified_id: true,
      trusted_only: true,
      require_min_trades: 5,
    });
    const visitor = await vendor();
    await setCountry(visitor.user.id, 'DE');
    const view = await getOfferView(deps(), { hash, viewerId: visitor.user.id });
    expect(view.featureFlags).toEqual(
      expect.arrayContaining([
        'id_verification',
        'minimum_required_trades',
        'trusted_user',
        'not_available_in_your_country',
      ]),
    );
    expect(view.isAvailableForCountry).toBe(false);
    expect(view.canTrade).toBe(false);
  });

  it('a trusted visitor passes trusted-only; a blocked one is flagged', async () => {
    const owner = await vendor();
    await fund(ctx.database.db, owner.user.id, 'BTC', 10_000_000n);
    const hash = await createOffer(owner.client, { trusted_only: true });
    const friend = await vendor();
    await owner.client.send('PUT', `/rest/v1/users/${friend.user.username}/relations`, { action: 'trusted' });
    const trusted = await getOfferView(deps(), { hash, viewerId: friend.user.id });
    expect(trusted.isTrustedUser).toBe(true);
    expect(trusted.featureFlags).not.toContain('trusted_user');
    expect(trusted.canTrade).toBe(true);
    const foe = await vendor();
    await foe.client.send('PUT', `/rest/v1/users/${owner.user.username}/relations`, { action: 'blocked' });
    expect((await getOfferView(deps(), { hash, viewerId: foe.user.id })).featureFlags).toContain(
      'opponent_is_blocked',
    );
  });

  it('merges duty hours and flags critical margins and risky methods', async () => {
    const owner = await vendor();
    const hash = await createOffer(owner.client, {
      payment_method_slug: 'visa-gift-card',
      margin: '30',
      duty_hours: [
        { day: 1, start_time: '09:00', end_time: '12:00', active: true },
        { day: 1, start_time: '12:00', end_time: '18:00', active: true },
        { day: 2, start_time: '09:00', end_time: '10:00', active: false },
      ],
      timezone: 'Europe/London',
    });
    const view = await getOfferView(deps(), { hash });
    expect(view.dutyHours).toEqual([
      { day: 1, startTime: '09:00', endTime: '18:00', active: true },
      { day: 2, startTime: '09:00', endTime: '10:00', active: false },
    ]);
    expect(view.dutyHoursTimezone).toBe('Europe/London');
    expect(view.featureFlags).toEqual(expect.arrayContaining(['critical_margin', 'risky_payment_method']));
    expect(view.offerFee).toBe('3');
    expect(view.hasGiftCards).toBe(true);
  });

  it('a fixed-price offer shows the margin its price stands at', async () => {
    const owner = await vendor();
    const rate = ctx.app.rates.fiatPerCoin('BTC', 'USD');
    const price = formatAmount(marginPriceMinor(rate, -500, 2), 2);
    const hash = await createOffer(owner.client, {
      price_type: 'fixed',
      fixed_price: price,
      margin: undefined,
    });
    const view = await getOfferView(deps(), { hash });
    expect(view.fiatPricePerCrypto).toBe(price);
    expect(view.margin).toBe('-5');
  });

  it('404 for a deleted or unknown offer', async () => {
    const owner = await vendor();
    const hash = await createOffer(owner.client);
    await owner.client.send('DELETE', `/rest/v1/my-offers/${hash}`);
    await expect(getOfferView(deps(), { hash })).rejects.toMatchObject({ status: 404 });
    await expect(getOfferView(deps(), { hash: 'nosuchoffer' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('toListingCard', () => {
  it('builds the card from a row and the owner facts', async () => {
    const owner = await vendor();
    await setCountry(owner.user.id, 'GB');
    const hash = await createOffer(owner.client, { tags: ['no-vpn'], require_verified_id: true });
    await ctx.database.db.update(offersTable).set({ isFeatured: true }).where(eq(offersTable.hash, hash));
    const row = (await findOfferByHash(ctx.database.db, hash))!;
    const card = toListingCard(row, {
      rates: ctx.app.rates,
      reference: await offerReference(ctx.database.db),
      now: new Date(),
      owner: (await findUserFacts(ctx.database.db, owner.user.id))!,
      available: 0n,
      bond: 0n,
    });
    expect(card).toMatchObject({
      offerHash: hash,
      type: 'sell',
      status: 'inactive',
      isAvailable: false,
      isFeatured: true,
      requireVerifiedId: true,
      margin: '2.5',
      fiatLimitMin: '50.00',
      tags: [{ slug: 'no-vpn' }],
      owner: { username: owner.user.username, country: { iso: 'GB' } },
      location: { country: expect.any(String) },
    });
    const funded = toListingCard(row, {
      rates: ctx.app.rates,
      reference: await offerReference(ctx.database.db),
      now: new Date(),
      owner: (await findUserFacts(ctx.database.db, owner.user.id))!,
      available: 10_000_000n,
      bond: 0n,
    });
    expect(funded).toMatchObject({ status: 'active', isAvailable: true });
  });
});
