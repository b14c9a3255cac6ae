import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTradeStats } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, testConfig, type TestContext } from '../../test/app.js';
import { createTestOffer, tradingUser } from '../../test/trades.js';
import { setRole } from '../users/users.service.js';
import { ACCOUNT_MANAGER_REQUEST } from './user-notices.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ACCOUNT_MANAGER_MIN_VOLUME_USD: '20000' });
});
afterAll(() => ctx.close());

const NOTICES = '/rest/v1/users/notices';
const pending = async (client: TestClient) => (await client.get(NOTICES)).json().data.pending;

/** A vendor (an offer) whose completed volume is `usd` dollars (the trade-stats row set directly). */
async function vendorWithVolume(usd: number) {
  const vendor = await tradingUser(ctx.app);
  await createTestOffer(ctx.database.db, vendor.id);
  await ctx.database.db
    .insert(userTradeStats)
    .values({ userId: vendor.id, volumeUsdCents: BigInt(usd) * 100n })
    .onConflictDoUpdate({ target: userTradeStats.userId, set: { volumeUsdCents: BigInt(usd) * 100n } });
  return vendor;
}

describe('the no-security-deposits notice', () => {
  it('is pending for every user until seen, then never again (on any device)', async () => {
    const { client, user } = await registerUser(ctx.app);
    expect(await pending(client)).toEqual(['no_security_deposits']);
    const wrong = await client.post(`${NOTICES}/no_security_deposits`, { answer: 'accepted' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toHaveProperty('answer');
    const seen = await client.post(`${NOTICES}/no_security_deposits`, { answer: 'seen' });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({
      notice: 'no_security_deposits',
      answer: 'seen',
      supportConversationId: null,
    });
    expect(await pending(client)).toEqual([]);
    // Another session of the same account: remembered by the server.
    const other = new TestClient(ctx.app);
    const login = await other.post('/rest/v1/auth/login', {
      login: user.username,
      password: 'Correct-horse-9',
    });
    expect(login.statusCode).toBe(200);
    expect(await pending(other)).toEqual([]);
  });

  it('needs a session and a known notice', async () => {
    expect((await new TestClient(ctx.app).get(NOTICES)).statusCode).toBe(401);
    const { client } = await registerUser(ctx.app);
    const unknown = await client.post(`${NOTICES}/free_money`, { answer: 'seen' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toHaveProperty('notice');
  });
});

describe('the account manager proposal', () => {
  it('is offered to a vendor at or above the configured volume only', async () => {
    const below = await vendorWithVolume(19_999);
    expect(await pending(below.client)).not.toContain('account_manager_proposal');
    const at = await vendorWithVolume(20_000);
    expect(await pending(at.client)).toContain('account_manager_proposal');
    // Volume without an offer is not a vendor.
    const trader = await tradingUser(ctx.app);
    await ctx.database.db.insert(userTradeStats).values({ userId: trader.id, volumeUsdCents: 10_000_000n });
    expect(await pending(trader.client)).not.toContain('account_manager_proposal');
    const refused = await trader.client.post(`${NOTICES}/account_manager_proposal`, { answer: 'accepted' });
    expect(refused.statusCode).toBe(409);
  });

  it('once dismissed is not shown again, and a later acceptance replays the dismissal', async () => {
    const vendor = await vendorWithVolume(50_000);
    const dismissed = await vendor.client.post(`${NOTICES}/account_manager_proposal`, {
      answer: 'dismissed',
    });
    expect(dismissed.json().data.answer).toBe('dismissed');
    expect(await pending(vendor.client)).not.toContain('account_manager_proposal');
    const later = await vendor.client.post(`${NOTICES}/account_manager_proposal`, { answer: 'accepted' });
    expect(later.json().data).toMatchObject({ answer: 'dismissed', supportConversationId: null });
  });

  it('accepted: the request reaches the support inbox, where staff read it', async () => {
    const vendor = await vendorWithVolume(75_000);
    const accepted = await vendor.client.post(`${NOTICES}/account_manager_proposal`, { answer: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    const { supportConversationId } = accepted.json().data;
    expect(supportConversationId).toEqual(expect.any(String));
    expect(await pending(vendor.client)).not.toContain('account_manager_proposal');

    const staff = await registerUser(ctx.app);
    await setRole(ctx.database.db, staff.user.id, 'admin');
    const messages = await staff.client.get(
      `/rest/v1/admin/support/conversations/${supportConversationId}/messages`,
    );
    expect(messages.statusCode).toBe(200);
    expect(JSON.stringify(messages.json().data)).toContain(ACCOUNT_MANAGER_REQUEST);
  });
});

describe('ACCOUNT_MANAGER_MIN_VOLUME_USD', () => {
  it('is validated at start, naming the variable, and defaults to 50000', () => {
    expect(testConfig().ACCOUNT_MANAGER_MIN_VOLUME_USD).toBe(50_000);
    expect(() => testConfig({ ACCOUNT_MANAGER_MIN_VOLUME_USD: 'lots' })).toThrow(
      /ACCOUNT_MANAGER_MIN_VOLUME_USD/,
    );
    expect(() => testConfig({ ACCOUNT_MANAGER_MIN_VOLUME_USD: '10' })).toThrow(
      /ACCOUNT_MANAGER_MIN_VOLUME_USD/,
    );
  });
});
