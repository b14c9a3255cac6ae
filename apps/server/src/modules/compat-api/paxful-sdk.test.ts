import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentMethods, users } from '../../db/schema.js';
import { createTestApiApp } from '../../test/api-apps.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { paymentMethodOfGroup, tradingUser } from '../../test/trades.js';
import { freshTotp, userWithAuthenticator } from '../../test/two-factor.js';

/**
 * An existing vendor bot changes only the host: the official SDK (@paxful/sdk-js 0.6, from the npm
 * registry) logs in with client credentials and trades against this server over HTTP.
 */
interface SdkApi {
  myCredentials(): Promise<{ accessToken: string; expiresAt: Date }>;
  getProfile(): Promise<{ sub: string; nickname: string }>;
  invoke(
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<{
    status: string;
    data: Record<string, unknown> & { [key: string]: never };
    error?: { code: number; message: string };
  }>;
}
type UsePaxful = (config: { clientId: string; clientSecret: string }) => SdkApi;

let ctx: TestContext;
let baseUrl: string;
let usePaxful: UsePaxful;

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.PAXFUL_OAUTH_HOST = baseUrl;
  process.env.PAXFUL_DATA_HOST = baseUrl;
  const sdk = (await import('@paxful/sdk-js')) as unknown as { default: UsePaxful | { default: UsePaxful } };
  usePaxful = typeof sdk.default === 'function' ? sdk.default : sdk.default.default;
});
afterAll(() => ctx.close());

describe('@paxful/sdk-js against this server', () => {
  it('logs in, reads the profile, runs a whole trade between two apps, and meets the 2FA header', async () => {
    const { app } = ctx;
    // The vendor: two-factor on (release asks for the code), verified, funded, with a bot app.
    const registered = await userWithAuthenticator(app);
    const vendorId = registered.user.id;
    await app.db.update(users).set({ verificationLevel: 'L2' }).where(eq(users.id, vendorId));
    await fund(app.db, vendorId, 'BTC', 10n ** 9n);
    const vendorBot = await createTestApiApp(app, registered.client, { name: 'Vendor bot' });
    const vendor = usePaxful({ clientId: vendorBot.clientId, clientSecret: vendorBot.clientSecret });
    // The buyer: another user with a second app.
    const buyerUser = await tradingUser(app);
    const buyerBot = await createTestApiApp(app, buyerUser.client, { name: 'Buyer bot' });
    const buyer = usePaxful({ clientId: buyerBot.clientId, clientSecret: buyerBot.clientSecret });

    // The client-credentials login of the SDK's README.
    const credentials = await vendor.myCredentials();
    expect(credentials.accessToken).toEqual(expect.any(String));
    expect(credentials.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const profile = await vendor.getProfile();
    expect(profile.nickname).toBe(registered.user.username);
    const me = await vendor.invoke('/paxful/v1/user/me');
    expect(me.status).toBe('success');
    expect(me.data.username).toBe(registered.user.username);

    const methodId = await paymentMethodOfGroup(app.db, 3);
    const [method] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
    const created = await vendor.invoke('/paxful/v1/offer/create', {
      offer_type_field: 'sell',
      payment_method: method!.slug,
      currency: 'USD',
      crypto_currency: 'btc',
      margin: '2',
      range_min: '10',
      range_max: '500',
      payment_window: '60',
      offer_terms: 'Pay from your own account',
      trade_details: 'The account number comes in the chat',
    });
    expect(created.status, JSON.stringify(created)).toBe('success');
    const offerHash = created.data.offer_hash as unknown as string;
    const mine = await vendor.invoke('/paxful/v1/offer/list');
    expect(JSON.stringify(mine.data)).toContain(offerHash);
    const listing = await buyer.invoke('/paxful/v1/offer/all', { offer_type: 'buy', currency_code: 'USD' });
    expect(listing.status).toBe('success');
    expect(JSON.stringify(listing.data)).toContain(offerHash);

    const started = await buyer.invoke('/paxful/v1/trade/start', { offer_hash: offerHash, fiat: '100' });
    expect(started.status, JSON.stringify(started)).toBe('success');
    const tradeHash = started.data.trade_hash as unknown as string;

    const posted = await vendor.invoke('/paxful/v1/trade-chat/post', {
      trade_hash: tradeHash,
      message: 'Send to account 12345678',
    });
    expect(posted.status).toBe('success');
    const chat = await buyer.invoke('/paxful/v1/trade-chat/get', { trade_hash: tradeHash });
    expect(JSON.stringify(chat.data)).toContain('Send to account 12345678');
    expect((await buyer.invoke('/paxful/v1/trade/paid', { trade_hash: tradeHash })).status).toBe('success');

    // The SDK's invoke cannot add headers: without the code the release is refused with 1006.
    const refused = await vendor.invoke('/paxful/v1/trade/release', { trade_hash: tradeHash });
    expect(refused).toMatchObject({ status: 'error', error: { code: 1006 } });
    // A bot sends the code in x-paxful-2fa with the SDK's own token, as Paxful documented.
    const token = await tokenOf(vendorBot.clientId, vendorBot.clientSecret);
    const released = await fetch(`${baseUrl}/paxful/v1/trade/release`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-paxful-2fa': await freshTotp(app.db, vendorId, registered.secret),
      },
      body: new URLSearchParams({ trade_hash: tradeHash }).toString(),
    });
    expect(released.status).toBe(200);
    const trade = await buyer.invoke('/paxful/v1/trade/get', { trade_hash: tradeHash });
    expect(trade.data.trade).toMatchObject({ trade_status: 'Successful' });

    const feedback = await buyer.invoke('/paxful/v1/feedback/give', {
      trade_hash: tradeHash,
      rating: 1,
      message: 'Quick release',
    });
    expect(feedback.status, JSON.stringify(feedback)).toBe('success');
    const received = await vendor.invoke('/paxful/v1/feedback/list');
    expect(received.data).toMatchObject({ positive_count: 1 });
  });
});

/** The token a bot gets the way the SDK does (client_secret_post). */
async function tokenOf(clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
