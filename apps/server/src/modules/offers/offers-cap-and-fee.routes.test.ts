import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { setRole } from '../users/users.service.js';
import { offersTestKit } from './offers-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { account, vendor, body, createOffer, rowOf, setOffer, anonymous } = offersTestKit(() => ctx);
const edit = (hash: string) => `/rest/v1/my-offers/${hash}`;
const capPath = (hash: string) => `/rest/v1/offers/${hash}/offer-cap`;

describe('offer cap on edit', () => {
  it('an edit without the cap keeps the cap and its used part', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { offer_cap: { amount: '1000', active: true } });
    await setOffer(hash, { offerCapRemaining: 70_000n });
    const response = await client.send('PUT', edit(hash), body({ margin: '3' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.offer.offerCap).toEqual({
      initialValue: '1000.00',
      remainingValue: '700.00',
      active: true,
    });
    expect(await rowOf(hash)).toMatchObject({
      marginBps: 300,
      offerCapAmount: 100_000n,
      offerCapRemaining: 70_000n,
      offerCapActive: true,
    });
  });

  it('an edit without the cap refuses a minimum above the kept active cap', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { offer_cap: { amount: '100', active: true } });
    const response = await client.send('PUT', edit(hash), body({ range_min: '150', range_max: '500' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toMatchObject({ range_min: [expect.any(String)] });
    expect((await rowOf(hash)).rangeMin).toBe(5_000n);
  });

  it('a null cap removes it; setting a cap again keeps used = initial − remaining', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { offer_cap: { amount: '1000', active: true } });
    await setOffer(hash, { offerCapRemaining: 60_000n });
    await client.send('PUT', edit(hash), body({ offer_cap: { amount: '800', active: false } }));
    expect(await rowOf(hash)).toMatchObject({ offerCapAmount: 80_000n, offerCapRemaining: 40_000n });
    const quick = await client.post(capPath(hash), { offer_cap: { amount: '900', active: true } });
    expect(quick.json().data.offerCap).toEqual({
      initialValue: '900.00',
      remainingValue: '500.00',
      active: true,
    });
    const removed = await client.send('PUT', edit(hash), body({ offer_cap: null }));
    expect(removed.json().data.offer.offerCap).toBeNull();
  });

  it('refuses a cap below the part already used, on edit and on the cap route', async () => {
    const { client } = await vendor();
    const hash = await createOffer(client, { offer_cap: { amount: '1000', active: true } });
    await setOffer(hash, { offerCapRemaining: 40_000n }); // 600.00 used
    const onEdit = await client.send('PUT', edit(hash), body({ offer_cap: { amount: '500', active: true } }));
    expect(onEdit.statusCode).toBe(400);
    expect(onEdit.json().error.details).toMatchObject({ 'offer_cap.amount': [expect.any(String)] });
    const onCap = await client.post(capPath(hash), { offer_cap: { amount: '500', active: true } });
    expect(onCap.statusCode).toBe(400);
    expect(onCap.json().error.details).toMatchObject({ limits: [expect.any(String)], offerHash: [hash] });
    expect(await rowOf(hash)).toMatchObject({ offerCapAmount: 100_000n, offerCapRemaining: 40_000n });
  });

  it('predefined amounts: the cap must be at least the smallest amount (create, edit, cap route)', async () => {
    const { client } = await vendor();
    const predefined = { amount_type: 'predefined', predefined_amounts: ['100', '250'] };
    const created = await client.post(
      '/rest/v1/my-offers',
      body({
        ...predefined,
        range_min: undefined,
        range_max: undefined,
        offer_cap: { amount: '60', active: true },
      }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().error.details.offer_cap).toEqual([
      'The offer cap must be at least the smallest predefined amount',
    ]);
    const hash = await createOffer(client, {
      ...predefined,
      range_min: undefined,
      range_max: undefined,
      offer_cap: { amount: '100', active: true },
    });
    const low = await client.post(capPath(hash), { offer_cap: { amount: '99.99', active: true } });
    expect(low.statusCode).toBe(400);
    const ok = await client.post(capPath(hash), {
      predefined_amount: ['40', '250'],
      offer_cap: { amount: '40', active: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.offerCap).toMatchObject({ initialValue: '40.00', active: true });
  });
});

describe('manual escrow fee audit', () => {
  it('records who changed the fee of which offer, from what to what', async () => {
    const owner = await vendor();
    const hash = await createOffer(owner.client);
    const { id: offerId } = await rowOf(hash);
    const moderator = await registerUser(ctx.app, account());
    await setRole(ctx.database.db, moderator.user.id, 'moderator');
    const path = `/rest/v1/my-offers/${hash}/manual-escrow-fee`;
    const entries = () =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'offer.manual_escrow_fee'), eq(auditLog.targetUserId, owner.user.id)))
        .orderBy(auditLog.id);

    // Refused calls leave no record.
    expect((await owner.client.send('PUT', path, { new_manual_escrow_fee: '0.5' })).statusCode).toBe(403);
    expect((await anonymous().send('PUT', path, { new_manual_escrow_fee: '0.5' })).statusCode).toBe(401);
    expect(await entries()).toEqual([]);

    expect((await moderator.client.send('PUT', path, { new_manual_escrow_fee: '0.5' })).statusCode).toBe(200);
    expect((await moderator.client.send('PUT', path, { new_manual_escrow_fee: null })).statusCode).toBe(200);
    const recorded = await entries();
    expect(recorded.map((entry) => ({ actorId: entry.actorId, details: entry.details }))).toEqual([
      { actorId: moderator.user.id, details: { offerId, offerHash: hash, oldFee: null, newFee: '0.5' } },
      { actorId: moderator.user.id, details: { offerId, offerHash: hash, oldFee: '0.5', newFee: null } },
    ]);
  });
});
