import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TradeRowStatus } from '@p2p/shared';
import { tradeBankAccounts, tradeMessages, trades, userEvents, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { confirmStepUp } from '../../test/step-up.js';
import { insertTradeOnOffer } from '../../test/trades.js';
import { createOffer } from '../offer-search/offer-fixtures.js';
import { VALID_BODIES } from './bank-account-fixtures.js';
import { bankAccountIdsOfOffer } from './bank-accounts-offers.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const linkPath = (hash: string) => `/rest/v1/my-offers/${hash}/bank-accounts`;
const sharePath = (hash: string) => `/rest/v1/trade/${hash}/bank-account`;

async function addAccount(user: User, body: object = VALID_BODIES.US): Promise<number> {
  const response = await user.client.post('/rest/v1/bankaccounts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** A trade on a new USD sell offer of the seller, taken by the buyer, in the given status. */
async function insertTrade(seller: User, buyer: User, status: TradeRowStatus = 'active_funded') {
  const offer = await createOffer(ctx.database.db, seller.user.id, { type: 'sell', fiatCurrencyId: 144 });
  return insertTradeOnOffer(ctx.database.db, offer, buyer.user.id, status);
}

describe('bank accounts on an offer', () => {
  it('links the owner’s accounts in the offer’s currency and answers them', async () => {
    const owner = await registerUser(ctx.app);
    const usd = await addAccount(owner);
    const usd2 = await addAccount(owner, { ...VALID_BODIES.US, account_number: '987654321' });
    const gbp = await addAccount(owner, VALID_BODIES.GB);
    const offer = await createOffer(ctx.database.db, owner.user.id, { fiatCurrencyId: 144 });

    expect((await owner.client.get(linkPath(offer.hash))).json().data).toEqual({
      offerHash: offer.hash,
      bankAccountIds: [],
      bankAccounts: [],
    });
    const linked = await owner.client.send('PUT', linkPath(offer.hash), { bank_account_ids: [usd2, usd] });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.bankAccountIds).toEqual([usd, usd2]);
    expect(linked.json().data.bankAccounts.map((account: { id: number }) => account.id)).toEqual([usd, usd2]);
    expect(await bankAccountIdsOfOffer(ctx.database.db, offer.id)).toEqual([usd, usd2]);

    // Another currency, someone else's account, an unknown one: 404 naming them, nothing changes.
    const stranger = await registerUser(ctx.app);
    const theirs = await addAccount(stranger);
    for (const ids of [[usd, gbp], [theirs], [999_999]]) {
      const refused = await owner.client.send('PUT', linkPath(offer.hash), { bank_account_ids: ids });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.details).toHaveProperty('bank_account_ids');
    }
    expect(await bankAccountIdsOfOffer(ctx.database.db, offer.id)).toEqual([usd, usd2]);

    const replaced = await owner.client.send('PUT', linkPath(offer.hash), { bank_account_ids: [usd2] });
    expect(replaced.json().data.bankAccountIds).toEqual([usd2]);
    expect((await owner.client.send('PUT', linkPath(offer.hash), { bank_account_ids: [] })).statusCode).toBe(
      200,
    );
    expect(await bankAccountIdsOfOffer(ctx.database.db, offer.id)).toEqual([]);
  });

  it('drops an account from its offers when it changes currency, and keeps it when it does not', async () => {
    const owner = await registerUser(ctx.app);
    const usd = await addAccount(owner);
    const other = await addAccount(owner, { ...VALID_BODIES.US, account_number: '987654321' });
    const offer = await createOffer(ctx.database.db, owner.user.id, { fiatCurrencyId: 144 });
    await owner.client.send('PUT', linkPath(offer.hash), { bank_account_ids: [usd, other] });

    const renamed = await owner.client.send('PUT', `/rest/v1/bankaccounts/${other}`, {
      ...VALID_BODIES.US,
      account_number: '987654321',
      holder_name: 'John Q Smith',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await bankAccountIdsOfOffer(ctx.database.db, offer.id)).toEqual([usd, other]);

    // The same US account now paid out in euros: a USD offer must not list it any more.
    const euros = await owner.client.send('PUT', `/rest/v1/bankaccounts/${other}`, {
      ...VALID_BODIES.US,
      account_number: '987654321',
      fiat_currency_id: VALID_BODIES.FI.fiat_currency_id,
    });
    expect(euros.statusCode, euros.body).toBe(200);
    expect(await bankAccountIdsOfOffer(ctx.database.db, offer.id)).toEqual([usd]);
    const answer = (await owner.client.get(linkPath(offer.hash))).json().data;
    expect(answer.bankAccounts.map((account: { fiatCurrencyId: number }) => account.fiatCurrencyId)).toEqual([
      144,
    ]);
  });

  it('is the owner’s only: stranger 404, guest 401, bad bodies 400', async () => {
    const owner = await registerUser(ctx.app);
    const id = await addAccount(owner);
    const offer = await createOffer(ctx.database.db, owner.user.id, { fiatCurrencyId: 144 });
    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.get(linkPath(offer.hash))).statusCode).toBe(404);
    expect(
      (await stranger.client.send('PUT', linkPath(offer.hash), { bank_account_ids: [] })).statusCode,
    ).toBe(404);
    const guest = new TestClient(ctx.app);
    expect((await guest.get(linkPath(offer.hash))).statusCode).toBe(401);
    expect((await guest.send('PUT', linkPath(offer.hash), { bank_account_ids: [id] })).statusCode).toBe(401);
    expect((await owner.client.get(linkPath('nOsUcHoFfEr'))).statusCode).toBe(404);
    for (const body of [
      {},
      { bank_account_ids: [id, id] },
      { bank_account_ids: ['x'] },
      { bank_account_ids: [id], x: 1 },
    ]) {
      const response = await owner.client.send('PUT', linkPath(offer.hash), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('sharing a bank account in a trade', () => {
  it('posts the seller’s account into the chat, makes it the trade’s and tells both parties', async () => {
    const seller = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const accountId = await addAccount(seller);
    const trade = await insertTrade(seller, buyer);
    await confirmStepUp(ctx.database.db, seller.user.id);

    const shared = await seller.client.post(sharePath(trade.hash), { bank_account_id: accountId });
    expect(shared.statusCode, shared.body).toBe(200);
    const data = shared.json().data;
    expect(data.bankAccount).toEqual({
      bankAccountId: accountId,
      form: 'US',
      accountType: 'User',
      holderName: 'John Smith',
      bankName: 'JPMorgan Chase Bank',
      countryIso: 'US',
      countryName: expect.any(String),
      fiatCurrencyCode: 'USD',
      numbers: [
        { field: 'routing_number', value: '021000021' },
        { field: 'account_number', value: '123456789' },
      ],
      additionalInfo: null,
    });

    const db = ctx.database.db;
    const [message] = await db.select().from(tradeMessages).where(eq(tradeMessages.id, data.messageId));
    expect(message).toMatchObject({ tradeId: trade.id, authorId: seller.user.id, kind: 'bank_account' });
    expect(message!.payload).toEqual(data.bankAccount);
    expect(message!.body).toBe('John Smith · JPMorgan Chase Bank · 021000021 · 123456789');
    const [row] = await db.select().from(trades).where(eq(trades.id, trade.id));
    expect(row!.bankAccountId).toBe(accountId);
    const links = await db.select().from(tradeBankAccounts).where(eq(tradeBankAccounts.tradeId, trade.id));
    expect(links).toMatchObject([{ bankAccountId: accountId, sharedBy: seller.user.id }]);
    for (const partyId of [buyer.user.id, seller.user.id]) {
      const events = await db
        .select()
        .from(userEvents)
        .where(and(eq(userEvents.userId, partyId), eq(userEvents.tradeHash, trade.hash)));
      expect(events.map((event) => event.type)).toContain('trade.message');
    }

    // The account is now in use by an open trade: deleting it is a 422.
    const refused = await seller.client.send('DELETE', `/rest/v1/bankaccounts/${accountId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details).toEqual({ bank_account: ['linked_to_open_trade'] });
    await db.update(trades).set({ status: 'released' }).where(eq(trades.id, trade.id));
    expect((await seller.client.send('DELETE', `/rest/v1/bankaccounts/${accountId}`)).statusCode).toBe(200);
  });

  it('lets the buyer share without changing the trade’s account', async () => {
    const seller = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const accountId = await addAccount(buyer);
    const trade = await insertTrade(seller, buyer, 'paid');
    await confirmStepUp(ctx.database.db, buyer.user.id);
    const shared = await buyer.client.post(sharePath(trade.hash), { bank_account_id: accountId });
    expect(shared.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, trade.id));
    expect(row!.bankAccountId).toBeNull();
  });

  it('refuses strangers, guests, moderators, other people’s accounts, other currencies and finished trades', async () => {
    const seller = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const accountId = await addAccount(seller);
    const gbp = await addAccount(seller, VALID_BODIES.GB);
    const trade = await insertTrade(seller, buyer);
    const body = { bank_account_id: accountId };

    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.post(sharePath(trade.hash), body)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).post(sharePath(trade.hash), body)).statusCode).toBe(401);
    const moderator = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
    // Staff see a trade only once it was disputed (404 before, like a stranger); even then they do not share.
    expect((await moderator.client.post(sharePath(trade.hash), body)).statusCode).toBe(404);
    const disputed = await insertTrade(seller, buyer, 'dispute_open');
    await ctx.database.db
      .update(trades)
      .set({ disputeOpenedAt: new Date(), disputeOpenedBy: buyer.user.id })
      .where(eq(trades.id, disputed.id));
    expect((await moderator.client.post(sharePath(disputed.hash), body)).statusCode).toBe(403);
    // The buyer cannot share the seller's account.
    const notTheirs = await buyer.client.post(sharePath(trade.hash), body);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.details).toHaveProperty('bank_account_id');
    const otherCurrency = await seller.client.post(sharePath(trade.hash), { bank_account_id: gbp });
    expect(otherCurrency.statusCode).toBe(400);
    expect((await seller.client.post(sharePath('nOsUcHtRaDe'), body)).statusCode).toBe(404);
    expect((await seller.client.post(sharePath(trade.hash), { bank_account_id: 'x' })).statusCode).toBe(400);

    const over = await insertTrade(seller, buyer, 'cancelled_buyer');
    expect((await seller.client.post(sharePath(over.hash), body)).statusCode).toBe(409);
    const messages = await ctx.database.db
      .select()
      .from(tradeMessages)
      .where(eq(tradeMessages.tradeId, trade.id));
    expect(messages).toEqual([]);
  });
});
