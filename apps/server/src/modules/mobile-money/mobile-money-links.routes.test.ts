import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeRowStatus } from '@p2p/shared';
import { offers } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { insertTradeOnOffer } from '../../test/trades.js';
import { createOffer } from '../offer-search/offer-fixtures.js';
import { GHANA_WALLET, KENYA_WALLET, MPESA, MTN_MOMO } from './mobile-money-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const BASE = '/rest/v1/mobile-money-wallets';
const linkPath = (hash: string) => `/rest/v1/my-offers/${hash}/mobile-money-wallet`;
const tradePath = (hash: string) => `/rest/v1/trade/${hash}/mobile-money-wallet`;
/** Kenyan shillings. */
const KES = 68;

async function addWallet(user: User, body: object = KENYA_WALLET): Promise<number> {
  const response = await user.client.post(BASE, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** An M-Pesa sell offer in KES (overrides apply). */
function mpesaOffer(owner: User, overrides: Parameters<typeof createOffer>[2] = {}) {
  return createOffer(ctx.database.db, owner.user.id, {
    type: 'sell',
    fiatCurrencyId: KES,
    paymentMethodId: MPESA,
    paymentMethodGroupId: 8,
    ...overrides,
  });
}

const insertTrade = (offer: Awaited<ReturnType<typeof createOffer>>, taker: User, status?: TradeRowStatus) =>
  insertTradeOnOffer(ctx.database.db, offer, taker.user.id, status);

describe('a mobile money wallet on an offer', () => {
  it('attaches the owner’s wallet to a mobile money sell offer, answers it and removes it', async () => {
    const owner = await registerUser(ctx.app);
    const walletId = await addWallet(owner);
    const offer = await mpesaOffer(owner);
    expect((await owner.client.get(linkPath(offer.hash))).json().data).toEqual({
      offerHash: offer.hash,
      wallet: null,
    });
    const linked = await owner.client.send('PUT', linkPath(offer.hash), { wallet_id: walletId });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.wallet).toMatchObject({ id: walletId, phone: '+254712345678' });
    expect((await owner.client.get(linkPath(offer.hash))).json().data.wallet.id).toBe(walletId);
    const cleared = await owner.client.send('PUT', linkPath(offer.hash), { wallet_id: null });
    expect(cleared.json().data.wallet).toBeNull();
  });

  it('refuses buy offers, other methods, a wallet without the method, and other people’s things', async () => {
    const owner = await registerUser(ctx.app);
    const walletId = await addWallet(owner);
    const ghanaId = await addWallet(owner, GHANA_WALLET);
    const refused = async (hash: string, body: object) => {
      const response = await owner.client.send('PUT', linkPath(hash), body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.details.wallet_id;
    };
    expect(await refused((await mpesaOffer(owner, { type: 'buy' })).hash, { wallet_id: walletId })).toEqual([
      'offer_not_sell',
    ]);
    const paypal = await createOffer(ctx.database.db, owner.user.id, { type: 'sell' });
    expect(await refused(paypal.hash, { wallet_id: walletId })).toEqual(['offer_not_mobile_money']);
    const mpesa = await mpesaOffer(owner);
    // The Ghana wallet takes MTN Mobile Money only.
    expect(await refused(mpesa.hash, { wallet_id: ghanaId })).toEqual(['wallet_not_for_method']);
    expect(await refused(mpesa.hash, { wallet_id: 'x' })).toBeDefined();

    const stranger = await registerUser(ctx.app);
    const theirs = await addWallet(stranger);
    expect((await owner.client.send('PUT', linkPath(mpesa.hash), { wallet_id: theirs })).statusCode).toBe(
      404,
    );
    expect((await stranger.client.send('PUT', linkPath(mpesa.hash), { wallet_id: theirs })).statusCode).toBe(
      404,
    );
    expect((await stranger.client.get(linkPath(mpesa.hash))).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(linkPath(mpesa.hash))).statusCode).toBe(401);
    expect((await owner.client.get(linkPath(mpesa.hash))).json().data.wallet).toBeNull();
    // An MTN offer takes the Ghana wallet.
    const mtn = await mpesaOffer(owner, { paymentMethodId: MTN_MOMO });
    expect((await owner.client.send('PUT', linkPath(mtn.hash), { wallet_id: ghanaId })).statusCode).toBe(200);
  });

  it('keeps a wallet an enabled offer shows; a disabled offer loses it on delete', async () => {
    const owner = await registerUser(ctx.app);
    const walletId = await addWallet(owner);
    const offer = await mpesaOffer(owner);
    await owner.client.send('PUT', linkPath(offer.hash), { wallet_id: walletId });
    const refused = await owner.client.send('DELETE', `${BASE}/${walletId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'ERROR_MOBILE_MONEY_WALLET_IN_USE',
      details: { wallet: ['linked_to_enabled_offer'] },
    });
    await ctx.database.db.update(offers).set({ isEnabled: false }).where(eq(offers.id, offer.id));
    expect((await owner.client.send('DELETE', `${BASE}/${walletId}`)).statusCode).toBe(200);
    expect((await owner.client.get(linkPath(offer.hash))).json().data.wallet).toBeNull();
  });
});

describe('the wallet in a trade', () => {
  it('shows the seller’s wallet to the buyer once payment details are revealed, and to the seller', async () => {
    const seller = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const walletId = await addWallet(seller);
    const offer = await mpesaOffer(seller);
    await seller.client.send('PUT', linkPath(offer.hash), { wallet_id: walletId });
    const trade = await insertTrade(offer, buyer);
    const seen = await buyer.client.get(tradePath(trade.hash));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toEqual({
      tradeHash: trade.hash,
      hidden: false,
      wallet: {
        phone: '+254712345678',
        holderName: 'Wanjiru Kamau',
        countryIso: 'KE',
        countryName: 'Kenya',
        paymentMethods: [
          { id: MPESA, slug: 'm-pesa', name: 'M-Pesa' },
          { id: 242, slug: 'airtel-money', name: 'Airtel Money' },
        ],
      },
    });
    expect((await seller.client.get(tradePath(trade.hash))).json().data.wallet.phone).toBe('+254712345678');

    // While the trade is open the wallet stays, whatever the offer's switch says.
    await ctx.database.db.update(offers).set({ isEnabled: false }).where(eq(offers.id, offer.id));
    const inUse = await seller.client.send('DELETE', `${BASE}/${walletId}`);
    expect(inUse.json().error.details).toEqual({ wallet: ['linked_to_open_trade'] });

    // Before the escrow holds the crypto the buyer is not shown where to pay.
    const unfunded = await insertTrade(offer, buyer, 'not_funded');
    expect((await buyer.client.get(tradePath(unfunded.hash))).json().data).toEqual({
      tradeHash: unfunded.hash,
      hidden: true,
      wallet: null,
    });
  });

  it('answers no wallet for a buy offer or another method, 404 to strangers and 401 to guests', async () => {
    const vendor = await registerUser(ctx.app);
    const taker = await registerUser(ctx.app);
    await addWallet(vendor);
    const buyOffer = await mpesaOffer(vendor, { type: 'buy' });
    const trade = await insertTrade(buyOffer, taker);
    expect((await taker.client.get(tradePath(trade.hash))).json().data.wallet).toBeNull();
    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.get(tradePath(trade.hash))).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(tradePath(trade.hash))).statusCode).toBe(401);
  });
});
