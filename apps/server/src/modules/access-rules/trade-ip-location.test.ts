import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, trades } from '../../db/schema.js';
import { createTestApp, type TestClient, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, tradingUser } from '../../test/trades.js';

// Addresses the bundled GeoLite2 data places.
const NIGERIA = '102.89.0.1';
const BRITAIN = '81.2.69.160';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A request of `client`'s browser from the address `ip`. */
async function fromAddress(
  client: TestClient,
  ip: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const cookie = ['sid', 'csrf_secret'].map((name) => `${name}=${client.cookie(name) ?? ''}`).join('; ');
  return ctx.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: {
      cookie,
      ...(method === 'POST'
        ? { 'x-csrf-token': await client.fetchCsrf(), 'content-type': 'application/json' }
        : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe("the trade's ipLocation", () => {
  it("is each party's country at the start: the taker's request address, the owner's latest session's", async () => {
    const vendor = await tradingUser(ctx.app);
    const taker = await tradingUser(ctx.app);
    await fund(ctx.app.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(ctx.app.db, vendor.id, { offerType: 'sell' });
    await ctx.app.db.update(sessions).set({ ip: BRITAIN }).where(eq(sessions.userId, vendor.id));

    const started = await fromAddress(taker.client, NIGERIA, 'POST', '/rest/v1/trade/start', {
      offerHash: offer.hash,
      fiatAmount: '100.00',
    });
    expect(started.statusCode, started.body).toBe(201);
    const hash = started.json().data.tradeHash as string;
    const [row] = await ctx.app.db.select().from(trades).where(eq(trades.hash, hash));
    expect(row).toMatchObject({ takerIp: NIGERIA, takerIpCountry: 'NG', vendorIp: BRITAIN });

    // The taker buys on a sell offer: buyer is the taker, seller the owner.
    const view = (await taker.client.get(`/rest/v1/trade/${hash}`)).json().data;
    expect(view.buyer.ipLocation).toEqual({ countryIso: 'NG', countryName: 'Nigeria' });
    expect(view.seller.ipLocation).toEqual({ countryIso: 'GB', countryName: 'United Kingdom' });
    // Set at the start: a later session elsewhere does not move it.
    await ctx.app.db.update(sessions).set({ ip: NIGERIA }).where(eq(sessions.userId, vendor.id));
    expect((await vendor.client.get(`/rest/v1/trade/${hash}`)).json().data.seller.ipLocation.countryIso).toBe(
      'GB',
    );
  });

  it('is null for an address the data does not place (a private or loopback one)', async () => {
    const vendor = await tradingUser(ctx.app);
    const taker = await tradingUser(ctx.app);
    await fund(ctx.app.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(ctx.app.db, vendor.id, { offerType: 'sell' });
    const started = await fromAddress(taker.client, '10.1.2.3', 'POST', '/rest/v1/trade/start', {
      offerHash: offer.hash,
      fiatAmount: '100.00',
    });
    expect(started.statusCode, started.body).toBe(201);
    const view = (await taker.client.get(`/rest/v1/trade/${started.json().data.tradeHash}`)).json().data;
    expect(view.buyer.ipLocation).toBeNull();
    expect(view.seller.ipLocation).toBeNull();
  });
});
