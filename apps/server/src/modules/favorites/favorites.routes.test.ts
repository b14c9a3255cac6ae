import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRelations, userRestrictions } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { createOffer } from '../offer-search/offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const path = (hash: string) => `/rest/v1/favorites/offers/${hash}`;

describe('favourite offers', () => {
  it('adds and removes favourites idempotently and lists them 10 a page with their state', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const fan = await registerUser(ctx.app);
    const created = [];
    for (let i = 0; i < 11; i += 1)
      created.push(
        await createOffer(db, owner.user.id, { priceType: 'fixed', fixedPrice: BigInt(9_000_000 + i) }),
      );
    const sellOffer = await createOffer(db, owner.user.id, { type: 'sell' });
    const disabled = await createOffer(db, owner.user.id, { isEnabled: false });

    for (const offer of [...created, sellOffer, disabled]) {
      const added = await fan.client.post(path(offer.hash));
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toEqual({ offerHash: offer.hash, isFavorite: true });
    }
    expect((await fan.client.post(path(created[0]!.hash))).statusCode).toBe(200);

    const first = await fan.client.get('/rest/v1/favorites/offers');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(10);
    expect(first.json().meta).toEqual({ total: 13, currentPage: 1, perPage: 10, lastPage: 2 });
    expect(first.json().data.every((card: { isFavorite: boolean }) => card.isFavorite)).toBe(true);
    const second = await fan.client.get('/rest/v1/favorites/offers?page=2');
    expect(second.json().data).toHaveLength(3);

    // type is the visitor's side: sell lists buy offers, buy lists sell offers.
    const buying = await fan.client.get('/rest/v1/favorites/offers?type=buy');
    expect(buying.json().data.map((card: { offerHash: string }) => card.offerHash)).toEqual([sellOffer.hash]);
    expect(buying.json().data[0]).toMatchObject({ isAvailable: false, status: 'inactive' });
    const selling = await fan.client.get('/rest/v1/favorites/offers?type=sell&sort=crypto_usd_price_asc');
    const hashes = selling.json().data.map((card: { offerHash: string }) => card.offerHash);
    expect(hashes.slice(0, 3)).toEqual([created[0]!.hash, created[1]!.hash, created[2]!.hash]);
    const pages = [
      ...(await fan.client.get('/rest/v1/favorites/offers?type=sell&page=1')).json().data,
      ...(await fan.client.get('/rest/v1/favorites/offers?type=sell&page=2')).json().data,
    ] as { offerHash: string; isAvailable: boolean; status: string }[];
    expect(pages).toHaveLength(12);
    expect(pages.find((card) => card.offerHash === disabled.hash)).toMatchObject({
      isAvailable: false,
      status: 'inactive',
    });

    const removed = await fan.client.send('DELETE', path(created[0]!.hash));
    expect(removed.json().data).toEqual({ offerHash: created[0]!.hash, isFavorite: false });
    expect((await fan.client.send('DELETE', path(created[0]!.hash))).statusCode).toBe(200);
    expect((await fan.client.get('/rest/v1/favorites/offers')).json().meta.total).toBe(12);

    // Another user's favourites are their own.
    const other = await registerUser(ctx.app);
    expect((await other.client.get('/rest/v1/favorites/offers')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });

  it("marks a restricted owner's favourite unavailable, as the market does", async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const fan = await registerUser(ctx.app);
    const offer = await createOffer(db, owner.user.id);
    await fan.client.post(path(offer.hash));
    const before = (await fan.client.get('/rest/v1/favorites/offers')).json().data;
    expect(before[0]).toMatchObject({ offerHash: offer.hash, isAvailable: true, status: 'active' });
    await db.insert(userRestrictions).values({ userId: owner.user.id, kind: 'freeze', reason: 'test' });
    const after = (await fan.client.get('/rest/v1/favorites/offers')).json().data;
    expect(after[0]).toMatchObject({ offerHash: offer.hash, isAvailable: false, status: 'inactive' });
  });

  it('leaves out trusted-only offers of owners who do not trust the user, and blocked pairs', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const fan = await registerUser(ctx.app);
    const trustedOnly = await createOffer(db, owner.user.id, { trustedOnly: true });
    const open = await createOffer(db, owner.user.id);
    await fan.client.post(path(trustedOnly.hash));
    await fan.client.post(path(open.hash));
    const listed = async () =>
      ((await fan.client.get('/rest/v1/favorites/offers')).json().data as { offerHash: string }[])
        .map((card) => card.offerHash)
        .sort();
    expect(await listed()).toEqual([open.hash]);
    expect((await fan.client.get('/rest/v1/favorites/offers')).json().meta.total).toBe(1);

    await db
      .insert(userRelations)
      .values({ userId: owner.user.id, targetUserId: fan.user.id, relation: 'trusted' });
    expect(await listed()).toEqual([open.hash, trustedOnly.hash].sort());

    const blocker = await registerUser(ctx.app);
    const blockedOffer = await createOffer(db, blocker.user.id);
    await fan.client.post(path(blockedOffer.hash));
    expect(await listed()).toContain(blockedOffer.hash);
    await db
      .insert(userRelations)
      .values({ userId: blocker.user.id, targetUserId: fan.user.id, relation: 'blocked' });
    expect(await listed()).not.toContain(blockedOffer.hash);

    const blocked = await registerUser(ctx.app);
    const theirs = await createOffer(db, blocked.user.id);
    await fan.client.post(path(theirs.hash));
    await db
      .insert(userRelations)
      .values({ userId: fan.user.id, targetUserId: blocked.user.id, relation: 'blocked' });
    expect(await listed()).not.toContain(theirs.hash);
  });

  it('answers 401 to guests on every favourites call', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const guest = new TestClient(ctx.app);
    expect((await guest.get('/rest/v1/favorites/offers')).statusCode).toBe(401);
    expect((await guest.post(path(offer.hash))).statusCode).toBe(401);
    expect((await guest.send('DELETE', path(offer.hash))).statusCode).toBe(401);
  });

  it('answers 404 for unknown or deleted offers and 400 for bad input', async () => {
    const owner = await registerUser(ctx.app);
    const deleted = await createOffer(ctx.database.db, owner.user.id, { deletedAt: new Date() });
    const fan = await registerUser(ctx.app);
    expect((await fan.client.post(path(deleted.hash))).statusCode).toBe(404);
    expect((await fan.client.post(path('nOsUcHoFfEr'))).statusCode).toBe(404);
    const bad = await fan.client.post(path('bad!id'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('id');
    for (const [query, field] of [
      ['page=0', 'page'],
      ['type=all', 'type'],
      ['sort=newest', 'sort'],
      ['limit=5', 'limit'],
    ]) {
      const response = await fan.client.get(`/rest/v1/favorites/offers?${query}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.details)).toContain(field);
    }
  });

  it('refuses writes without the CSRF token', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const fan = await registerUser(ctx.app);
    const response = await fan.client.post(path(offer.hash), undefined, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});
