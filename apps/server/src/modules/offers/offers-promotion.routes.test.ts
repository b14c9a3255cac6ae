import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { PROMOTION_DURATION_MS } from './offers.views.js';
import { offersTestKit } from './offers-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { vendor, createOffer, rowOf, setOffer, anonymous } = offersTestKit(() => ctx);
const promote = (hash: string) => `/rest/v1/my-offers/${hash}/promote`;

describe('promotions end', () => {
  it('a promotion lasts the promotion duration and says until when', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { type: 'buy' });
    const before = Date.now();
    const response = await client.post(promote(hash));
    expect(response.statusCode).toBe(200);
    const until = (await rowOf(hash)).stickiedUntil!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + PROMOTION_DURATION_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + PROMOTION_DURATION_MS);
    expect(response.json().data.pinnedInfo).toMatchObject({
      isStickied: true,
      stickiedUntil: new Date(until).toISOString(),
      promoteAvailable: 2,
    });
    const info = (await client.get(`/rest/v1/my-offers/${hash}/pinned-info`)).json().data;
    expect(info).toMatchObject({ isStickied: true, stickiedUntil: new Date(until).toISOString() });
    // Promoting again changes nothing: the same end, the same slot.
    const again = await client.post(promote(hash));
    expect(again.json().data.pinnedInfo).toMatchObject({ promoteAvailable: 2 });
    expect((await rowOf(hash)).stickiedUntil!.getTime()).toBe(until);
  });

  it('an ended promotion frees its slot, is no longer stickied anywhere, and can start again', async () => {
    const { client } = await vendor();
    const hashes = [await createOffer(client), await createOffer(client), await createOffer(client)];
    for (const hash of hashes) expect((await client.post(promote(hash))).statusCode).toBe(200);
    const fourth = await createOffer(client);
    expect((await client.post(promote(fourth))).statusCode).toBe(409);

    await setOffer(hashes[0]!, { stickiedUntil: new Date(Date.now() - 1_000) });
    const list = (await client.get('/rest/v1/my-offers/list')).json().data;
    expect(list.promoteAvailable).toBe(1);
    const ended = list.offers.find((offer: { hash: string }) => offer.hash === hashes[0]);
    expect(ended.pinnedInfo).toMatchObject({ isStickied: false, isPinned: false, stickiedUntil: null });
    const view = (await client.get(`/rest/v1/offers/${hashes[0]}`)).json().data;
    expect(view.isStickied).toBe(false);

    expect((await client.post(promote(fourth))).statusCode).toBe(200);
    expect((await client.post(promote(hashes[0]!))).statusCode).toBe(409);
  });

  it('the listing puts an offer first only while its promotion lasts', async () => {
    const { client } = await vendor();
    const where = { fiat_currency_code: 'KWD', payment_method_slug: 'western-union', type: 'buy' };
    const cheap = await createOffer(client, { ...where, margin: '1' });
    const dear = await createOffer(client, { ...where, margin: '5' });
    const listing = async () =>
      (
        (await anonymous().get('/rest/v1/offers?type=sell&currency=KWD&payment-method=western-union')).json()
          .data as { offerHash: string; isStickied: boolean }[]
      )
        .filter((card) => card.offerHash === cheap || card.offerHash === dear)
        .map((card) => [card.offerHash, card.isStickied]);
    expect(await listing()).toEqual([
      [dear, false],
      [cheap, false],
    ]);
    await client.post(promote(cheap));
    expect(await listing()).toEqual([
      [cheap, true],
      [dear, false],
    ]);
    await setOffer(cheap, { stickiedUntil: new Date(Date.now() - 1_000) });
    expect(await listing()).toEqual([
      [dear, false],
      [cheap, false],
    ]);
    const position = async (hash: string) =>
      (await client.get(`/rest/v1/my-offers/${hash}/pinned-info`)).json().data.listingPosition;
    expect(await position(cheap)).toBe(2);
  });

  it('DELETE ends the promotion for the owner only; 404 for others, 401 anonymous', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client);
    await client.post(promote(hash));
    const other = await vendor();
    expect((await other.client.send('DELETE', promote(hash))).statusCode).toBe(404);
    expect((await anonymous().send('DELETE', promote(hash))).statusCode).toBe(401);
    expect((await client.send('DELETE', '/rest/v1/my-offers/nOsUcHoFfEr/promote')).statusCode).toBe(404);
    expect((await rowOf(hash)).isStickied).toBe(true);

    const ended = await client.send('DELETE', promote(hash));
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.pinnedInfo).toMatchObject({
      isStickied: false,
      stickiedUntil: null,
      promoteAvailable: 3,
    });
    expect(await rowOf(hash)).toMatchObject({ isStickied: false, stickiedUntil: null });
    // Ending twice changes nothing.
    expect((await client.send('DELETE', promote(hash))).statusCode).toBe(200);
  });
});
