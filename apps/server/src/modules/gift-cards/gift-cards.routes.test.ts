import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@p2p/shared';
import { countries, giftCards, tradeRequirements, trades } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { balanceOf, fund } from '../../test/ledger.js';
import { createTestOffer, startTradeAs, tradeRow, tradingUser, type TestParty } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { runTradeExpiry } from '../trades/trade-expiry.js';
import {
  addCard,
  cardRow,
  createGccOffer,
  giftCardBrand,
  randomCode,
  revealAudits,
} from './gift-card-test-kit.js';

let ctx: TestContext;
let brand: { id: number; slug: string };
let stranger: TestParty;
let guest: TestClient;
beforeAll(async () => {
  ctx = await createTestApp();
  brand = await giftCardBrand(ctx.database.db);
  stranger = await tradingUser(ctx.app);
  guest = new TestClient(ctx.app);
});
afterAll(async () => {
  expect((await verifyLedger(ctx.database.db)).ok).toBe(true);
  await ctx.close();
});

const db = () => ctx.database.db;
const tradeUrl = (hash: string, action: string) => `/rest/v1/trade/${hash}/${action}`;
type Json = { data: Record<string, unknown>; error?: { code: string; details: Record<string, string[]> } };

describe('gift-card inventory', () => {
  it('adds a card with its code sealed, lists it without the code, and shows it only to its owner (audited)', async () => {
    const owner = await tradingUser(ctx.app);
    const { id, code } = await addCard(owner.client, brand.slug, { face_value: '25.50' });
    const row = await cardRow(db(), id);
    expect(row.status).toBe('free');
    expect(row.faceValue).toBe(2550n);
    expect(row.codeSealed).not.toContain(code.replace(/-/g, ''));
    expect(row.codeDigest).toMatch(/^[0-9a-f]{64}$/);

    const list = await owner.client.get('/rest/v1/gift-cards');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(code.replace(/-/g, ''));
    expect((list.json() as Json).data).toMatchObject({
      inStock: 1,
      cards: [
        {
          id,
          faceValue: '25.50',
          currency: 'USD',
          type: 'e-card',
          status: 'free',
          hasCode: true,
          hasPin: true,
        },
      ],
    });

    const before = (await revealAudits(db())).length;
    const reveal = await owner.client.post(`/rest/v1/gift-cards/${id}/reveal`, {});
    expect(reveal.statusCode).toBe(200);
    expect((reveal.json() as Json).data).toEqual({
      code: code.replace(/-/g, ''),
      pin: '1234',
      photoUrl: null,
    });
    const audits = await revealAudits(db());
    expect(audits.length).toBe(before + 1);
    expect(audits.at(-1)).toMatchObject({ actorId: owner.id, targetUserId: owner.id });

    expect((await stranger.client.post(`/rest/v1/gift-cards/${id}/reveal`, {})).statusCode).toBe(404);
    expect((await guest.post(`/rest/v1/gift-cards/${id}/reveal`, {})).statusCode).toBe(401);
    expect((await stranger.client.get('/rest/v1/gift-cards')).json()).toMatchObject({ data: { cards: [] } });
  });

  it('refuses a code already stocked, a bad brand, value or currency, and an e-card without code', async () => {
    const owner = await tradingUser(ctx.app);
    const other = await tradingUser(ctx.app);
    const { code } = await addCard(owner.client, brand.slug);
    const post = (body: Record<string, unknown>) =>
      other.client.post('/rest/v1/gift-cards', {
        payment_method: brand.slug,
        currency: 'USD',
        face_value: '10.00',
        type: 'e-card',
        code: randomCode(),
        ...body,
      });
    const expectField = async (body: Record<string, unknown>, field: string) => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys((response.json() as Json).error!.details)).toContain(field);
    };
    // The same code typed differently is the same card.
    await expectField({ code: code.toLowerCase().replace(/-/g, ' ') }, 'code');
    await expectField({ payment_method: 'paypal' }, 'payment_method');
    await expectField({ face_value: '0' }, 'face_value');
    await expectField({ face_value: '1.234' }, 'face_value');
    await expectField({ currency: 'ZZZ' }, 'currency');
    await expectField({ code: undefined }, 'code');
    await expectField({ type: 'physical', code: undefined }, 'code');
    await expectField({ region_id: 999999 }, 'region_id');
  });

  it('takes a physical card with a photo only, re-encoded and served privately to the owner', async () => {
    const owner = await tradingUser(ctx.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const card = JSON.stringify({
      payment_method: brand.slug,
      currency: 'USD',
      face_value: '50.00',
      type: 'physical',
    });
    const boundary = 'gcboundary42';
    const rawBody = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="card"\r\n\r\n${card}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await owner.client.post('/rest/v1/gift-cards/photo', undefined, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      rawBody,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as { data: { id: number; hasPhoto: boolean; hasCode: boolean } }).data;
    expect(id).toMatchObject({ hasPhoto: true, hasCode: false });
    const photo = await owner.client.get(`/rest/v1/gift-cards/${id.id}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await stranger.client.get(`/rest/v1/gift-cards/${id.id}/photo`)).statusCode).toBe(404);
  });

  it('deletes a free card but not one a trade holds', async () => {
    const owner = await tradingUser(ctx.app);
    const { id } = await addCard(owner.client, brand.slug);
    const removed = await owner.client.send('DELETE', `/rest/v1/gift-cards/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await cardRow(db(), id)).status).toBe('deleted');
    expect((await owner.client.post(`/rest/v1/gift-cards/${id}/reveal`, {})).statusCode).toBe(404);
    const held = await addCard(owner.client, brand.slug);
    await db().update(giftCards).set({ status: 'in_use' }).where(eq(giftCards.id, held.id));
    expect((await owner.client.send('DELETE', `/rest/v1/gift-cards/${held.id}`)).statusCode).toBe(409);
  });
});

/** A vendor with a gcc-auto buy offer and one 100.00 card, and a funded taker (the trade's seller). */
async function gccSetup() {
  const vendor = await tradingUser(ctx.app);
  const taker = await tradingUser(ctx.app);
  await fund(db(), taker.id, 'BTC', 10n ** 9n);
  const offer = await createGccOffer(db(), vendor.id);
  const card = await addCard(vendor.client, brand.slug);
  return { vendor, taker, offer, card };
}

describe('gcc-auto trades', () => {
  it('takes a card at start, shows it to the seller on reveal, and marks it used on release', async () => {
    const { vendor, taker, offer, card } = await gccSetup();
    const hash = await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    expect(await tradeRow(db(), hash)).toMatchObject({ giftCardId: card.id, status: 'active_funded' });
    expect((await cardRow(db(), card.id)).status).toBe('in_use');
    // No photo or receipt asked of the vendor: the card is the payment.
    expect(
      await db()
        .select()
        .from(tradeRequirements)
        .where(eq(tradeRequirements.tradeId, (await tradeRow(db(), hash)).id)),
    ).toEqual([]);

    const sellerView = (await taker.client.get(`/rest/v1/trade/${hash}`)).json() as Json;
    expect(sellerView.data).toMatchObject({
      role: 'seller',
      actions: ['reveal_card'],
      giftCard: {
        faceValue: '100.00',
        currency: 'USD',
        canReveal: false,
        status: 'in_use',
        source: 'inventory',
      },
    });
    expect(JSON.stringify(sellerView)).not.toContain(card.code.replace(/-/g, ''));
    // Not yet shown to the seller; the vendor cannot mark paid instead of handing the card over.
    const early = await taker.client.post(tradeUrl(hash, 'gift-card/reveal'), {});
    expect(early.statusCode, early.body).toBe(409);
    const paid = await vendor.client.post(tradeUrl(hash, 'paid'));
    expect(paid.statusCode).toBe(409);
    expect((paid.json() as Json).error!.details.guard).toEqual(['manualPayment']);
    expect((await vendor.client.post(tradeUrl(hash, 'reveal-card'))).statusCode).toBe(409);

    const revealed = await taker.client.post(tradeUrl(hash, 'reveal-card'));
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect((revealed.json() as Json).data).toMatchObject({
      status: 'paid',
      giftCard: { canReveal: true, status: 'revealed' },
    });
    expect((await cardRow(db(), card.id)).status).toBe('revealed');
    const code = await taker.client.post(tradeUrl(hash, 'gift-card/reveal'), {});
    expect((code.json() as Json).data).toMatchObject({ code: card.code.replace(/-/g, ''), pin: '1234' });
    expect((await stranger.client.post(tradeUrl(hash, 'gift-card/reveal'), {})).statusCode).toBe(404);
    expect((await guest.post(tradeUrl(hash, 'gift-card/reveal'), {})).statusCode).toBe(401);
    const audits = await revealAudits(db());
    expect(audits.at(-1)).toMatchObject({
      actorId: taker.id,
      targetUserId: vendor.id,
      details: { tradeHash: hash, as: 'seller' },
    });

    const released = await taker.client.post(tradeUrl(hash, 'release'), {});
    expect(released.statusCode, released.body).toBe(200);
    expect((await cardRow(db(), card.id)).status).toBe('used');
    expect(await balanceOf(db(), vendor.id, 'BTC')).toBe((await tradeRow(db(), hash)).cryptoAmount);
  });

  it('refuses a start when no card of the value is in stock, and never gives one card to two trades', async () => {
    const { taker, offer } = await gccSetup();
    const other = await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    expect(other).toBeTruthy();
    for (const fiatAmount of ['100.00', '50.00']) {
      const response = await taker.client.post('/rest/v1/trade/start', { offerHash: offer.hash, fiatAmount });
      expect(response.statusCode).toBe(403);
      expect((response.json() as Json).error!.details.reason).toEqual(['no_gift_cards']);
    }
  });

  it('gives the card back on cancel, expiry and fallback, but never once revealed', async () => {
    const { vendor, taker, offer, card } = await gccSetup();
    const cancelled = await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    expect((await vendor.client.post(tradeUrl(cancelled, 'cancel'))).statusCode).toBe(200);
    expect((await cardRow(db(), card.id)).status).toBe('free');
    expect((await tradeRow(db(), cancelled)).giftCardId).toBeNull();

    const expiring = await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    await runTradeExpiry(db(), new Date(Date.now() + 24 * 3600_000));
    expect((await tradeRow(db(), expiring)).status).toBe('expired');
    expect((await cardRow(db(), card.id)).status).toBe('free');

    const fallback = await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    expect((await taker.client.post(tradeUrl(fallback, 'fallback'))).statusCode).toBe(200);
    expect((await cardRow(db(), card.id)).status).toBe('free');
    const fellBack = await tradeRow(db(), fallback);
    expect(fellBack).toMatchObject({ giftCardId: null, flowType: 'default' });
    expect(
      (await db().select().from(tradeRequirements).where(eq(tradeRequirements.tradeId, fellBack.id))).length,
    ).toBe(2);
    expect((await vendor.client.post(tradeUrl(fallback, 'cancel'))).statusCode).toBe(200);

    const shown = await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    expect((await taker.client.post(tradeUrl(shown, 'reveal-card'))).statusCode).toBe(200);
    expect((await vendor.client.post(tradeUrl(shown, 'cancel'))).statusCode).toBe(200);
    expect((await cardRow(db(), card.id)).status).toBe('revealed');
  });

  it('keeps a gcc-auto offer without cards off (flagged) and lets it on once cards are in stock', async () => {
    const vendor = await tradingUser(ctx.app);
    const offer = await createGccOffer(db(), vendor.id, { isEnabled: false });
    const on = () =>
      vendor.client.send('PUT', `/rest/v1/my-offers/${offer.hash}/status`, { new_status: true });
    const refused = await on();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('gift cards');
    const view = async () =>
      ((await stranger.client.get(`/rest/v1/offers/${offer.hash}`)).json() as Json).data;
    expect(await view()).toMatchObject({ hasGiftCards: false, flowType: 'gcc-auto' });
    // My offers flags it: no card its trades may take.
    const mine = async () => {
      const list = (await vendor.client.get('/rest/v1/my-offers/list')).json() as Json;
      return (list.data.offers as { hash: string; giftCardsInStock: number | null }[]).find(
        (row) => row.hash === offer.hash,
      )?.giftCardsInStock;
    };
    expect(await mine()).toBe(0);
    await addCard(vendor.client, brand.slug);
    expect(await mine()).toBe(1);
    const switched = await on();
    expect(switched.statusCode).toBe(200);
    expect((switched.json() as Json).data.giftCardsInStock).toBe(1);
    expect(await view()).toMatchObject({ hasGiftCards: true });
  });
});

describe('manual gift-card trades', () => {
  it('takes the buyer code with the offer BIN codes and card regions, and shows it to both parties only', async () => {
    const vendor = await tradingUser(ctx.app);
    const buyer = await tradingUser(ctx.app);
    await fund(db(), vendor.id, 'BTC', 10n ** 9n);
    const regions = (
      await db().select({ id: countries.id }).from(countries).orderBy(countries.id).limit(2)
    ).map((row) => row.id);
    const offer = await createTestOffer(db(), vendor.id, {
      offerType: 'sell',
      paymentGroup: 1,
      offer: { binCodes: ['411111'], cardRegionIds: [regions[0]!] },
    });
    const hash = await startTradeAs(buyer.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    const submit = (body: Record<string, unknown>, client = buyer.client) =>
      client.post(tradeUrl(hash, 'gift-card'), {
        code: '4111 1111 1111 1111',
        region_id: regions[0],
        ...body,
      });
    const bin = await submit({ code: '5500 0000 0000 0004' });
    expect(bin.statusCode).toBe(400);
    expect((bin.json() as Json).error!.details.code).toBeDefined();
    const region = await submit({ region_id: regions[1] });
    expect((region.json() as Json).error!.details.region_id).toBeDefined();
    expect((await submit({}, vendor.client)).statusCode).toBe(403);
    expect((await submit({}, stranger.client)).statusCode).toBe(404);

    const ok = await submit({ pin: '99' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).not.toContain('4111111111111111');
    const trade = await tradeRow(db(), hash);
    const requirements = await db()
      .select()
      .from(tradeRequirements)
      .where(eq(tradeRequirements.tradeId, trade.id));
    expect(requirements.find((r) => r.kind === 'gift_card_photo')?.status).toBe('UPLOADED');
    const seen = await vendor.client.post(tradeUrl(hash, 'gift-card/reveal'), {});
    expect((seen.json() as Json).data).toMatchObject({ code: '4111111111111111', pin: '99' });
    expect((await stranger.client.post(tradeUrl(hash, 'gift-card/reveal'), {})).statusCode).toBe(404);
  });

  it('with the code check (gcc-auto offer) refuses a code of no card shape or one seen before', async () => {
    const vendor = await tradingUser(ctx.app);
    const buyer = await tradingUser(ctx.app);
    await fund(db(), vendor.id, 'BTC', 10n ** 9n);
    const stocked = await addCard(vendor.client, brand.slug);
    const offer = await createTestOffer(db(), vendor.id, {
      offerType: 'sell',
      paymentGroup: 1,
      offer: { flowType: 'gcc-auto' },
    });
    const hash = await startTradeAs(buyer.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    const submit = (code: string) => buyer.client.post(tradeUrl(hash, 'gift-card'), { code });
    expect((await submit('AB*1')).statusCode).toBe(400);
    expect((await submit(stocked.code)).statusCode).toBe(400);
    expect((await submit(randomCode())).statusCode).toBe(200);
    expect((await db().select().from(trades).where(eq(trades.hash, hash)))[0]!.status).toBe('active_funded');
  });
});

describe('gift-card store', () => {
  it('lists cards in stock by offer and value with price, fee and discount, and sells one through a trade', async () => {
    const vendor = await tradingUser(ctx.app);
    const buyer = await tradingUser(ctx.app);
    await fund(db(), buyer.id, 'BTC', 10n ** 8n);
    const offer = await createGccOffer(db(), vendor.id, { marginBps: 500 });
    await addCard(vendor.client, brand.slug);
    await addCard(vendor.client, brand.slug);
    await addCard(vendor.client, brand.slug, { face_value: '50.00' });
    // Out of the offer's range: not sold through it.
    await addCard(vendor.client, brand.slug, { face_value: '900.00' });
    const empty = await createGccOffer(db(), (await tradingUser(ctx.app)).id);

    const store = await guest.get(`/rest/v1/gift-card-store?brand=${brand.slug}&min_discount=4`);
    expect(store.statusCode, store.body).toBe(200);
    const items = (store.json() as { data: { items: Record<string, unknown>[] } }).data.items;
    const mine = items.filter((item) => item.offerHash === offer.hash);
    expect(mine.map((item) => [item.faceValue, item.inStock, item.discountPercent])).toEqual([
      ['100.00', 2, '4.76'],
      ['50.00', 1, '4.76'],
    ]);
    expect(items.some((item) => item.offerHash === empty.hash)).toBe(false);
    expect(store.body).not.toMatch(/"code"|"pin"/);
    const noMatch = await guest.get(`/rest/v1/gift-card-store?brand=${brand.slug}&min_discount=10`);
    const none = (noMatch.json() as { data: { items: { offerHash: string }[] } }).data.items;
    expect(none.some((item) => item.offerHash === offer.hash)).toBe(false);
    expect((await guest.get('/rest/v1/gift-card-store?min_discount=lots')).statusCode).toBe(400);

    const item = mine[0]!;
    const hash = await startTradeAs(buyer.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    const trade = await tradeRow(db(), hash);
    expect(trade.sellerId).toBe(buyer.id);
    expect(formatAmount(trade.cryptoAmount, 8)).toBe(item.cryptoAmount);
    expect(formatAmount(trade.fee, 8)).toBe(item.fee);
    expect((await buyer.client.post(tradeUrl(hash, 'reveal-card'))).statusCode).toBe(200);
    const code = await buyer.client.post(tradeUrl(hash, 'gift-card/reveal'), {});
    expect((code.json() as Json).data.code).toMatch(/^GC/);
    expect((await buyer.client.post(tradeUrl(hash, 'release'), {})).statusCode).toBe(200);
    expect(await balanceOf(db(), buyer.id, 'BTC')).toBe(10n ** 8n - trade.cryptoAmount - trade.fee);
    const after = (
      (await guest.get(`/rest/v1/gift-card-store?brand=${brand.slug}`)).json() as {
        data: { items: { offerHash: string; faceValue: string; inStock: number }[] };
      }
    ).data.items.find((line) => line.offerHash === offer.hash && line.faceValue === '100.00');
    expect(after?.inStock).toBe(1);
  });
});
