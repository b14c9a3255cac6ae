import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOffer, MyOffersList, OfferView } from '@p2p/shared';
import { userRelations } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { VALID_BODIES } from '../bank-accounts/bank-account-fixtures.js';
import { createOffer } from './offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<typeof registerUser>>;

async function addAccount(user: User, body: object = VALID_BODIES.US): Promise<number> {
  const response = await user.client.post('/rest/v1/bankaccounts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function link(user: User, hash: string, ids: number[]) {
  const response = await user.client.send('PUT', `/rest/v1/my-offers/${hash}/bank-accounts`, {
    bank_account_ids: ids,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function viewAs(hash: string, client: TestClient = new TestClient(ctx.app)): Promise<OfferView> {
  const response = await client.get(`/rest/v1/offers/${hash}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as OfferView;
}

describe('view-offer state: the owner’s and the recipient’s bank account ids', () => {
  it('shows the linked accounts of a sell offer to everyone, and no recipient accounts', async () => {
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const first = await addAccount(owner);
    const second = await addAccount(owner, { ...VALID_BODIES.US, account_number: '987654321' });
    await addAccount(visitor);
    const offer = await createOffer(ctx.database.db, owner.user.id, {
      type: 'sell',
      paymentMethodGroupId: 5,
    });
    await link(owner, offer.hash, [second, first]);

    for (const client of [undefined, visitor.client, owner.client]) {
      const view = await viewAs(offer.hash, client);
      expect(view.ownerBankAccountIds).toEqual([first, second].sort((a, b) => a - b));
      // On a sell offer the owner receives the fiat: the visitor's accounts play no part.
      expect(view.recipientBankAccountIds).toEqual([]);
    }
  });

  it('gives the seller visiting a buy offer their own accounts in the offer’s currency', async () => {
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const usd = await addAccount(visitor);
    const gbp = await addAccount(visitor, VALID_BODIES.GB);
    await addAccount(owner);
    const offer = await createOffer(ctx.database.db, owner.user.id, { type: 'buy', fiatCurrencyId: 144 });

    const view = await viewAs(offer.hash, visitor.client);
    expect(view.recipientBankAccountIds).toEqual([usd]);
    expect(view.recipientBankAccountIds).not.toContain(gbp);
    expect(view.ownerBankAccountIds).toEqual([]);
    // The owner of the buy offer pays: no recipient accounts for them, nor for a guest.
    expect((await viewAs(offer.hash, owner.client)).recipientBankAccountIds).toEqual([]);
    expect((await viewAs(offer.hash)).recipientBankAccountIds).toEqual([]);

    // A deleted account drops out.
    expect((await visitor.client.send('DELETE', `/rest/v1/bankaccounts/${usd}`)).statusCode).toBe(200);
    expect((await viewAs(offer.hash, visitor.client)).recipientBankAccountIds).toEqual([]);
  });
});

describe('my offers: bankAccounts per offer', () => {
  it('lists the linked account ids in the list, the editor answer and after an unlink', async () => {
    const owner = await registerUser(ctx.app);
    const account = await addAccount(owner);
    const linked = await createOffer(ctx.database.db, owner.user.id, { type: 'sell' });
    const other = await createOffer(ctx.database.db, owner.user.id, { type: 'sell' });
    await link(owner, linked.hash, [account]);

    const list = await owner.client.get('/rest/v1/my-offers/list?type=sell');
    expect(list.statusCode, list.body).toBe(200);
    const offers = (list.json().data as MyOffersList).offers;
    expect(offers.find((offer) => offer.hash === linked.hash)?.bankAccounts).toEqual([account]);
    expect(offers.find((offer) => offer.hash === other.hash)?.bankAccounts).toEqual([]);

    const edit = await owner.client.get(`/rest/v1/my-offers/${linked.hash}`);
    expect(edit.statusCode, edit.body).toBe(200);
    expect((edit.json().data as { offer: MyOffer }).offer.bankAccounts).toEqual([account]);

    await link(owner, linked.hash, []);
    const after = await owner.client.get('/rest/v1/my-offers/list?type=sell');
    const again = (after.json().data as MyOffersList).offers;
    expect(again.find((offer) => offer.hash === linked.hash)?.bankAccounts).toEqual([]);
  });

  it('shows nothing of it to a stranger or a guest', async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id, { type: 'sell' });
    expect((await stranger.client.get(`/rest/v1/my-offers/${offer.hash}`)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get('/rest/v1/my-offers/list')).statusCode).toBe(401);
  });
});

describe('recommended offers and offer feedback hide what the offer page hides', () => {
  it('answers 404 to a guest for a trusted-only offer, as the view does', async () => {
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id, { trustedOnly: true });
    const guest = new TestClient(ctx.app);
    for (const path of ['', '/recommended', '/feedback']) {
      const response = await guest.get(`/rest/v1/offers/${offer.hash}${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('ERROR_NOT_FOUND');
      // A signed-in visitor sees the page (with the trusted-user flag) and its side answers.
      expect((await visitor.client.get(`/rest/v1/offers/${offer.hash}${path}`)).statusCode, path).toBe(200);
      expect((await owner.client.get(`/rest/v1/offers/${offer.hash}${path}`)).statusCode, path).toBe(200);
    }
    // The same 404 as for an offer that does not exist.
    const missing = await guest.get('/rest/v1/offers/AAAAAAAAAAA/recommended');
    expect(missing.statusCode).toBe(404);
    const hidden = await guest.get(`/rest/v1/offers/${offer.hash}/recommended`);
    expect({ ...missing.json().error, requestId: null }).toEqual({ ...hidden.json().error, requestId: null });
  });

  it('answers 404 across a block either way, and still 200 to the owner', async () => {
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const paths = ['/recommended', '/feedback'];
    for (const path of paths)
      expect((await visitor.client.get(`/rest/v1/offers/${offer.hash}${path}`)).statusCode).toBe(200);
    await ctx.database.db
      .insert(userRelations)
      .values({ userId: owner.user.id, targetUserId: visitor.user.id, relation: 'blocked' });
    for (const path of paths) {
      expect((await visitor.client.get(`/rest/v1/offers/${offer.hash}${path}`)).statusCode, path).toBe(404);
      expect((await owner.client.get(`/rest/v1/offers/${offer.hash}${path}`)).statusCode, path).toBe(200);
    }
  });

  it('refuses a malformed id with a field error, not a 500', async () => {
    const response = await new TestClient(ctx.app).get('/rest/v1/offers/not%20a%20hash/recommended');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
