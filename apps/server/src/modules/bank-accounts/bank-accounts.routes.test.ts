import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { createOffer } from '../offer-search/offer-fixtures.js';
import { VALID_BODIES } from './bank-account-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/rest/v1/bankaccounts';

describe('bank accounts CRUD', () => {
  it('creates, lists, reads, replaces and deletes the owner’s accounts', async () => {
    const owner = await registerUser(ctx.app);
    const created = await owner.client.post(BASE, VALID_BODIES.GB);
    expect(created.statusCode).toBe(201);
    const account = created.json().data;
    expect(account).toMatchObject({
      form: 'GB',
      fiatCurrencyCode: 'GBP',
      countryIso: 'GB',
      accountType: 'User',
      isPersonal: true,
      holderName: 'Jane Doe',
      routingNumber: '200000',
      accountNumber: '55779911',
      // The GB form upper-cases the IBAN (and drops its spaces).
      iban: 'GB60BARC20000055779911',
      bankId: 'GB:BARC',
      bankName: 'Barclays Bank',
      ifsc: null,
      clabe: null,
    });

    const mx = await owner.client.post(BASE, { ...VALID_BODIES.MX, account_type: 'Business' });
    expect(mx.statusCode).toBe(201);
    // MX sends the CLABE as the account number; the CLABE's bank code names the bank.
    expect(mx.json().data).toMatchObject({
      clabe: '032180000118359719',
      accountNumber: '032180000118359719',
      bankId: 'MX:032',
      accountType: 'Business',
      isPersonal: false,
    });

    const list = await owner.client.get(BASE);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([account.id, mx.json().data.id]);

    const usd = await owner.client.get(`${BASE}?fiat_currency_id=94`);
    expect(usd.json().data.map((item: { id: number }) => item.id)).toEqual([mx.json().data.id]);
    expect((await owner.client.get(`${BASE}?fiat_currency_id=x`)).statusCode).toBe(400);

    const snake = await owner.client.get(`${BASE}/${account.id}?responseCase=snakeCase`);
    expect(snake.json().data).toMatchObject({
      holder_name: 'Jane Doe',
      routing_number: '200000',
      fiat_currency_id: 47,
    });

    const replaced = await owner.client.send('PUT', `${BASE}/${account.id}`, {
      ...VALID_BODIES.US,
      holder_name: '  John   Smith ',
      is_personal: false,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({
      id: account.id,
      form: 'US',
      holderName: 'John Smith',
      accountType: 'Business',
      routingNumber: '021000021',
      iban: null,
      bankId: 'US:CHAS',
      bankName: 'JPMorgan Chase Bank',
    });

    const deleted = await owner.client.send('DELETE', `${BASE}/${account.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: account.id, deleted: true });
    // Soft delete: the row stays, the account is gone for its owner.
    const [row] = await ctx.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await owner.client.get(`${BASE}/${account.id}`)).statusCode).toBe(404);
    expect((await owner.client.send('DELETE', `${BASE}/${account.id}`)).statusCode).toBe(404);
    expect((await owner.client.send('PUT', `${BASE}/${account.id}`, VALID_BODIES.US)).statusCode).toBe(404);
    expect((await owner.client.get(BASE)).json().data).toHaveLength(1);
  });

  it('accepts every country form with real published numbers', async () => {
    const owner = await registerUser(ctx.app);
    const expected = {
      NG: { bankId: 'NG:011', bankName: 'First Bank of Nigeria' },
      US: { bankId: 'US:CHAS' },
      FI: { iban: 'FI2112345600000785', swiftCode: 'NDEAFIHH', bankId: 'FI:NDEA', bankName: 'Nordea Bank' },
      GB: { bankId: 'GB:BARC' },
      IN: { ifsc: 'SBIN0000001', bankId: 'IN:SBIN', bankName: 'State Bank of India' },
      RU: { bankId: 'RU:SABR', bankName: 'Sberbank' },
      MX: { bankId: 'MX:032' },
      OTHER: { residency: 'DE', bankName: 'Deutsche Bank', bankId: null, iban: 'DE89370400440532013000' },
    };
    for (const [form, body] of Object.entries(VALID_BODIES)) {
      const response = await owner.client.post(BASE, body);
      expect(response.statusCode, `${form}: ${response.body}`).toBe(201);
      expect(response.json().data).toMatchObject({ form, ...expected[form as keyof typeof expected] });
    }
  });

  it('refuses the same account twice for one owner, but not for another user', async () => {
    const owner = await registerUser(ctx.app);
    expect((await owner.client.post(BASE, VALID_BODIES.RU)).statusCode).toBe(201);
    const again = await owner.client.post(BASE, { ...VALID_BODIES.RU, holder_name: 'Ivan Ivanov' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'ERROR_INPUT_VALIDATION',
      details: { account_number: ['account_number_non_unique'] },
    });
    const fi = await owner.client.post(BASE, VALID_BODIES.FI);
    expect(fi.statusCode).toBe(201);
    const fiAgain = await owner.client.post(BASE, VALID_BODIES.FI);
    expect(fiAgain.json().error.details).toEqual({ iban: ['account_number_non_unique'] });
    // Replacing an account with its own numbers is not a duplicate.
    const id = fi.json().data.id;
    expect((await owner.client.send('PUT', `${BASE}/${id}`, VALID_BODIES.FI)).statusCode).toBe(200);
    const other = await registerUser(ctx.app);
    expect((await other.client.post(BASE, VALID_BODIES.RU)).statusCode).toBe(201);
  });
});

describe('bank account access', () => {
  it('answers 404 to a stranger and 401 to a guest on every call', async () => {
    const owner = await registerUser(ctx.app);
    const id = (await owner.client.post(BASE, VALID_BODIES.US)).json().data.id;
    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.send('PUT', `${BASE}/${id}`, VALID_BODIES.US)).statusCode).toBe(404);
    expect((await stranger.client.send('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.get(BASE)).json().data).toEqual([]);
    expect((await owner.client.get(`${BASE}/${id}`)).statusCode).toBe(200);

    const guest = new TestClient(ctx.app);
    expect((await guest.get(BASE)).statusCode).toBe(401);
    expect((await guest.post(BASE, VALID_BODIES.US)).statusCode).toBe(401);
    expect((await guest.get(`${BASE}/${id}`)).statusCode).toBe(401);
    expect((await guest.send('PUT', `${BASE}/${id}`, VALID_BODIES.US)).statusCode).toBe(401);
    expect((await guest.send('DELETE', `${BASE}/${id}`)).statusCode).toBe(401);
  });

  it('refuses writes without the CSRF token, bad ids and unknown fields', async () => {
    const owner = await registerUser(ctx.app);
    expect((await owner.client.post(BASE, VALID_BODIES.US, { csrf: false })).statusCode).toBe(403);
    const badId = await owner.client.get(`${BASE}/abc`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details).toHaveProperty('id');
    const unknown = await owner.client.post(BASE, { ...VALID_BODIES.US, owner_id: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toHaveProperty('owner_id');
    const noCountry = await owner.client.post(BASE, { ...VALID_BODIES.US, country_id: undefined });
    expect(noCountry.json().error.details).toHaveProperty('country_id');
    const unknownCountry = await owner.client.post(BASE, { ...VALID_BODIES.OTHER, country_id: 999_999 });
    expect(unknownCountry.json().error.details).toMatchObject({ country_id: ['default'] });
    const unknownCurrency = await owner.client.post(BASE, { ...VALID_BODIES.US, fiat_currency_id: 999_999 });
    expect(unknownCurrency.json().error.details).toEqual({ fiat_currency_id: ['default'] });
  });
});

describe('deleting an account in use', () => {
  it('answers 422 while an enabled offer lists it, and deletes it once the offer is off', async () => {
    const owner = await registerUser(ctx.app);
    const id = (await owner.client.post(BASE, VALID_BODIES.US)).json().data.id;
    const offer = await createOffer(ctx.database.db, owner.user.id, { fiatCurrencyId: 144 });
    const linked = await owner.client.send('PUT', `/rest/v1/my-offers/${offer.hash}/bank-accounts`, {
      bank_account_ids: [id],
    });
    expect(linked.statusCode).toBe(200);
    const refused = await owner.client.send('DELETE', `${BASE}/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'ERROR_BANK_ACCOUNT_IN_USE',
      details: { bank_account: ['linked_to_enabled_offer'] },
    });
    const off = await owner.client.send('PUT', `/rest/v1/my-offers/${offer.hash}/status`, {
      new_status: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await owner.client.send('DELETE', `${BASE}/${id}`)).statusCode).toBe(200);
    const after = await owner.client.get(`/rest/v1/my-offers/${offer.hash}/bank-accounts`);
    expect(after.json().data.bankAccountIds).toEqual([]);
  });
});

describe.skipIf(testDriver !== 'postgres')('concurrent writes (PostgreSQL)', () => {
  it('adds the same account once when two requests race', async () => {
    const owner = await registerUser(ctx.app);
    await owner.client.fetchCsrf();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => owner.client.post(BASE, VALID_BODIES.NG)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400))
      expect(response.json().error.details).toEqual({ account_number: ['account_number_non_unique'] });
    expect((await owner.client.get(BASE)).json().data).toHaveLength(1);
  });
});
