import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { bankAccounts, tradeBankAccounts } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { confirmStepUp } from '../../test/step-up.js';
import { testDriver } from '../../test/database.js';
import { createOffer } from '../offer-search/offer-fixtures.js';
import { insertTrade } from '../trade-lists/trade-test-kit.js';
import { VALID_BODIES } from './bank-account-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/rest/v1/bankaccounts';
type User = Awaited<ReturnType<typeof registerUser>>;

async function addAccount(user: User, body: object = VALID_BODIES.US): Promise<number> {
  const response = await user.client.post(BASE, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** Every bad input is a 4xx with the error envelope, never a 500. */
function expectRefused(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toHaveProperty('error.code');
}

describe('bank accounts against odd input', () => {
  it('refuses ids beyond their columns (int8 ids, int4 references) with 400, not a database error', async () => {
    const owner = await registerUser(ctx.app);
    const id = await addAccount(owner);
    // An unknown id inside the column's range is a plain 404.
    expectRefused(await owner.client.get(`${BASE}/99999999999`), 404);
    for (const huge of ['1e20', '9007199254740993', '99999999999999999999']) {
      expectRefused(await owner.client.get(`${BASE}/${huge}`), 400);
      expectRefused(await owner.client.send('DELETE', `${BASE}/${huge}`), 400);
    }
    expectRefused(await owner.client.send('PUT', `${BASE}/1e20`, VALID_BODIES.US), 400);
    for (const field of ['fiat_currency_id', 'country_id'])
      expectRefused(await owner.client.post(BASE, { ...VALID_BODIES.US, [field]: 2 ** 31 }), 400);
    // The list filter never reaches the database: a currency no account has is an empty list.
    expect((await owner.client.get(`${BASE}?fiat_currency_id=99999999999`)).json()).toEqual({ data: [] });

    const offer = await createOffer(ctx.database.db, owner.user.id, { type: 'sell', fiatCurrencyId: 144 });
    expectRefused(
      await owner.client.send('PUT', `/rest/v1/my-offers/${offer.hash}/bank-accounts`, {
        bank_account_ids: [1e20],
      }),
      400,
    );
    // An offer hash is URL-safe characters; anything else (a NUL included) never reaches the database.
    for (const hash of ['%00', 'a%00b', 'x%27%3B--', '%E2%80%AE'])
      expectRefused(await owner.client.get(`/rest/v1/my-offers/${hash}/bank-accounts`), 400);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: owner.user.id,
      buyerId: (await registerUser(ctx.app)).user.id,
      status: 'active_funded',
    });
    expectRefused(
      await owner.client.post(`/rest/v1/trade/${trade.hash}/bank-account`, { bank_account_id: 1e20 }),
      400,
    );
    // The account itself is untouched by all of that.
    expect((await owner.client.get(`${BASE}/${id}`)).statusCode).toBe(200);
  });

  it('refuses control characters in the free-text fields (PostgreSQL text cannot hold NUL)', async () => {
    const owner = await registerUser(ctx.app);
    for (const [field, value] of [
      ['bank_name', 'Chase\u0000'],
      ['additional_info', 'ref\u0000'],
      ['additional_info', 'pay\u202eto'],
      ['bank_name', 'Chase\u0007Bank'],
    ] as const) {
      const response = await owner.client.post(BASE, { ...VALID_BODIES.US, [field]: value });
      expectRefused(response, 400);
      expect(response.json().error.details, field).toHaveProperty(field);
    }
    // Line breaks in the free-form note stay allowed.
    const note = await owner.client.post(BASE, { ...VALID_BODIES.US, additional_info: 'Line one\nLine two' });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data.additionalInfo).toBe('Line one\nLine two');
  });

  it('refuses wrong types, unknown keys and empty bodies with field errors', async () => {
    const owner = await registerUser(ctx.app);
    expectRefused(await owner.client.post(BASE, { ...VALID_BODIES.US, holder_name: 123 }), 400);
    expectRefused(await owner.client.post(BASE, { ...VALID_BODIES.US, is_admin: true }), 400);
    expectRefused(await owner.client.post(BASE, {}), 400);
    expectRefused(await owner.client.post(BASE, { ...VALID_BODIES.US, account_number: ['1'] }), 400);
    expectRefused(await owner.client.post(BASE, { ...VALID_BODIES.US, fiat_currency_id: '144' }), 400);
    expectRefused(
      await owner.client.post(BASE, { ...VALID_BODIES.US, holder_name: 'x'.repeat(100_000) }),
      400,
    );
    expect((await new TestClient(ctx.app).post(BASE, VALID_BODIES.US)).statusCode).toBe(401);
  });
});

describe.skipIf(testDriver !== 'postgres')('deleting an account while it is shared (PostgreSQL)', () => {
  it('never leaves a deleted account linked to an open trade', async () => {
    const db = ctx.database.db;
    for (let round = 0; round < 8; round += 1) {
      const seller = await registerUser(ctx.app);
      const buyer = await registerUser(ctx.app);
      const accountId = await addAccount(seller);
      await confirmStepUp(db, seller.user.id);
      const { trade } = await insertTrade(db, {
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        status: 'active_funded',
      });
      const [shared, deleted] = await Promise.all([
        seller.client.post(`/rest/v1/trade/${trade.hash}/bank-account`, { bank_account_id: accountId }),
        seller.client.send('DELETE', `${BASE}/${accountId}`),
      ]);
      // One of the two wins: shared then refused delete (422), or deleted then share finds nothing (404).
      expect([shared.statusCode, deleted.statusCode].sort()).toEqual(
        shared.statusCode === 200 ? [200, 422] : [200, 404],
      );
      const [live] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, accountId), isNull(bankAccounts.deletedAt)));
      const links = await db.select().from(tradeBankAccounts).where(eq(tradeBankAccounts.tradeId, trade.id));
      expect(links.length === 0 || live !== undefined).toBe(true);
    }
  });
});
