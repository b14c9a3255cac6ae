import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoCode, LevelName } from '@p2p/shared';
import {
  countries,
  offers,
  tradeRequirements,
  userRelations,
  userRestrictions,
  users,
} from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { balanceOf, fund } from '../../test/ledger.js';
import { createTestOffer, tradeRow, tradingUser, type TestParty } from '../../test/trades.js';
import { usedTradingVolumeUsdCents } from '../kyc/kyc.service.js';
import type { OfferOverrides } from '../offer-search/offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const START = '/rest/v1/trade/start';

interface Setup {
  vendor: TestParty;
  taker: TestParty;
  offer: { id: number; hash: string };
}

async function setup(
  options: {
    offerType?: 'sell' | 'buy';
    offer?: OfferOverrides;
    paymentGroup?: number;
    takerLevel?: LevelName;
    sellerBalance?: bigint;
    coin?: CryptoCode;
  } = {},
): Promise<Setup> {
  const vendor = await tradingUser(ctx.app);
  const taker = await tradingUser(ctx.app, options.takerLevel ?? 'L2');
  const offerType = options.offerType ?? 'sell';
  const seller = offerType === 'sell' ? vendor : taker;
  await fund(ctx.database.db, seller.id, options.coin ?? 'BTC', options.sellerBalance ?? 10n ** 9n);
  const offer = await createTestOffer(ctx.database.db, vendor.id, {
    offerType,
    paymentGroup: options.paymentGroup,
    coin: options.coin,
    offer: options.offer,
  });
  return { vendor, taker, offer: { id: offer.id, hash: offer.hash } };
}

const start = (client: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.post(START, body, { headers });

function expectRefused(
  response: { statusCode: number; json(): unknown },
  status: number,
  details: Record<string, string[]>,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: { details: Record<string, string[]> } }).error.details).toMatchObject(
    details,
  );
}

describe('POST /rest/v1/trade/start: the happy path', () => {
  it('locks the amount and the fee in escrow and answers the hash', async () => {
    const { vendor, taker, offer } = await setup();
    const response = await start(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    expect(response.statusCode).toBe(201);
    const hash = response.json().data.tradeHash as string;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const row = await tradeRow(ctx.database.db, hash);
    expect(row).toMatchObject({
      status: 'active_funded',
      buyerId: taker.id,
      sellerId: vendor.id,
      vendorId: vendor.id,
      takerId: taker.id,
      fiatAmount: 10_000n,
      feeBps: 100,
      paymentWindowMinutes: 30,
    });
    expect(row.fee).toBe((row.cryptoAmount * 100n + 9_999n) / 10_000n);
    expect(row.expiresAt.getTime() - row.startedAt.getTime()).toBe(30 * 60_000);
    expect(await balanceOf(ctx.database.db, vendor.id, 'BTC', 'escrow')).toBe(row.cryptoAmount + row.fee);
    expect(await balanceOf(ctx.database.db, vendor.id, 'BTC')).toBe(10n ** 9n - row.cryptoAmount - row.fee);
  });

  it('writes the first system message and trade.started for both parties', async () => {
    const { vendor, taker, offer } = await setup();
    const hash = (await start(taker.client, { offerHash: offer.hash, fiatAmount: '50' })).json().data
      .tradeHash;
    const row = await tradeRow(ctx.database.db, hash);
    const messages = (await ctx.database.db.execute(
      sql.raw(`select kind, payload from trade_messages where trade_id = ${row.id}`),
    )) as unknown as { rows: { kind: string; payload: { status: string } }[] };
    expect(messages.rows).toEqual([
      { kind: 'system', payload: expect.objectContaining({ status: 'active_funded' }) },
    ]);
    const events = (await ctx.database.db.execute(
      sql.raw(`select user_id, type from user_events where trade_hash = '${hash}' order by user_id`),
    )) as unknown as { rows: { user_id: number; type: string }[] };
    expect(events.rows.map((event) => [Number(event.user_id), event.type]).sort()).toEqual(
      [
        [vendor.id, 'trade.started'],
        [taker.id, 'trade.started'],
      ].sort(),
    );
  });

  it('takes a crypto amount and computes the fiat amount at the price', async () => {
    const { taker, offer } = await setup();
    const response = await start(taker.client, { offerHash: offer.hash, cryptoAmount: '0.001' });
    expect(response.statusCode).toBe(201);
    const row = await tradeRow(ctx.database.db, response.json().data.tradeHash);
    expect(row.cryptoAmount).toBe(100_000n);
    expect(row.fiatAmount).toBe((100_000n * row.price + 50_000_000n) / 100_000_000n);
  });

  it('refuses a start whose quoted amount the price no longer gives, naming the amount now', async () => {
    const { taker, offer } = await setup();
    const stale = await start(taker.client, {
      offerHash: offer.hash,
      fiatAmount: '100.00',
      quotedAmount: '0.00000001',
    });
    expect(stale.statusCode).toBe(409);
    const error = stale.json().error as { code: string; details: Record<string, string[]> };
    expect(error.code).toBe('ERROR_TRADE_PRICE_CHANGED');
    expect(error.details.quotedAmount?.[0]).toMatch(/The price moved/);
    const [current] = error.details.currentAmount!;
    expect(current).toMatch(/^0\.\d{8} BTC$/);
    // Confirming the amount the server named starts the trade at exactly that amount.
    const confirmed = await start(taker.client, {
      offerHash: offer.hash,
      fiatAmount: '100.00',
      quotedAmount: current!.replace(' BTC', ''),
    });
    expect(confirmed.statusCode).toBe(201);
    const row = await tradeRow(ctx.database.db, confirmed.json().data.tradeHash);
    expect(`0.${String(row.cryptoAmount).padStart(8, '0')} BTC`).toBe(current);
    // The other way round: a crypto amount with the fiat figure seen.
    const fiat = await start(taker.client, {
      offerHash: offer.hash,
      cryptoAmount: '0.001',
      quotedAmount: '1',
    });
    expect(fiat.statusCode).toBe(409);
    expect(fiat.json().error.details.currentAmount[0]).toMatch(/^\d+\.\d{2} USD$/);
  });

  it('makes the taker of a buy offer the seller, who pays from their own balance', async () => {
    const { vendor, taker, offer } = await setup({ offerType: 'buy' });
    const response = await start(taker.client, { offerHash: offer.hash, fiatAmount: '20' });
    expect(response.statusCode).toBe(201);
    const row = await tradeRow(ctx.database.db, response.json().data.tradeHash);
    expect(row).toMatchObject({ buyerId: vendor.id, sellerId: taker.id, offerType: 'buy' });
    expect(await balanceOf(ctx.database.db, taker.id, 'BTC', 'escrow')).toBe(row.cryptoAmount + row.fee);
  });

  it('charges the group rate: 0.5 % bank transfers, 3 % gift cards, the manual fee first', async () => {
    for (const [group, manual, bps] of [
      [5, null, 50],
      [1, null, 300],
      [1, 20, 20],
    ] as const) {
      const { taker, offer } = await setup({ paymentGroup: group, offer: { manualEscrowFeeBps: manual } });
      const response = await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' });
      expect(response.statusCode).toBe(201);
      expect((await tradeRow(ctx.database.db, response.json().data.tradeHash)).feeBps).toBe(bps);
    }
  });

  it('creates the requirements of the payment group', async () => {
    const { taker, offer } = await setup({ paymentGroup: 1 });
    const hash = (await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' })).json().data
      .tradeHash;
    const row = await tradeRow(ctx.database.db, hash);
    const requirements = await ctx.database.db
      .select()
      .from(tradeRequirements)
      .where(eq(tradeRequirements.tradeId, row.id));
    expect(requirements.map((r) => [r.stage, r.kind, r.party, r.optional, r.status])).toEqual([
      ['before_mark_as_paid', 'gift_card_photo', 'buyer', false, 'PENDING'],
      ['before_mark_as_paid', 'gift_card_receipt', 'buyer', false, 'PENDING'],
    ]);
  });

  it('starts a lite sell offer not funded, with the funding window and no escrow yet', async () => {
    const { vendor, taker, offer } = await setup({ offer: { flowType: 'lite' } });
    const hash = (await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' })).json().data
      .tradeHash;
    const row = await tradeRow(ctx.database.db, hash);
    expect(row).toMatchObject({ status: 'not_funded', deferredEscrow: true, fundedAt: null });
    expect(row.expiresAt.getTime() - row.startedAt.getTime()).toBe(15 * 60_000);
    expect(await balanceOf(ctx.database.db, vendor.id, 'BTC', 'escrow')).toBe(0n);
  });

  it('replays the answer for a repeated Idempotency-Key and refuses another body under it', async () => {
    const { vendor, taker, offer } = await setup();
    const headers = { 'idempotency-key': 'start-1' };
    const first = await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' }, headers);
    const second = await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.tradeHash).toBe(first.json().data.tradeHash);
    const row = await tradeRow(ctx.database.db, first.json().data.tradeHash);
    expect(await balanceOf(ctx.database.db, vendor.id, 'BTC', 'escrow')).toBe(row.cryptoAmount + row.fee);
    const other = await start(taker.client, { offerHash: offer.hash, fiatAmount: '90' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('ERROR_IDEMPOTENCY_KEY_REUSED');
  });
});

describe('POST /rest/v1/trade/start: who may start', () => {
  it('answers 401 to guests and 404 for an unknown offer', async () => {
    const { offer, taker } = await setup();
    const guest = new TestClient(ctx.app);
    expect((await start(guest, { offerHash: offer.hash, fiatAmount: '100' })).statusCode).toBe(401);
    expect((await start(taker.client, { offerHash: 'nosuchoffer', fiatAmount: '100' })).statusCode).toBe(404);
  });

  it('refuses bad bodies with field errors', async () => {
    const { offer, taker } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ offerHash: offer.hash }, 'fiatAmount'],
      [{ offerHash: offer.hash, fiatAmount: '1', cryptoAmount: '0.1' }, 'cryptoAmount'],
      [{ offerHash: offer.hash, fiatAmount: '1e5' }, 'fiatAmount'],
      [{ offerHash: offer.hash, fiatAmount: '0' }, 'fiatAmount'],
      [{ offerHash: offer.hash, fiatAmount: '10.001' }, 'fiatAmount'],
      [{ fiatAmount: '10' }, 'offerHash'],
      [{ offerHash: offer.hash, fiatAmount: '10', extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await start(taker.client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
      if (field) expect(Object.keys(response.json().error.details)).toContain(field);
    }
  });

  it('refuses the owner on their own offer', async () => {
    const { vendor, offer } = await setup();
    expectRefused(await start(vendor.client, { offerHash: offer.hash, fiatAmount: '100' }), 403, {
      featureFlag: ['offer_owner'],
    });
  });

  it('refuses a disabled, penalized, blocked or off-duty offer', async () => {
    const day = ((new Date().getUTCDay() + 6) % 7) + 1;
    const otherDay = (day % 7) + 1;
    const cases: [OfferOverrides, string][] = [
      [{ isEnabled: false }, 'offer_not_active'],
      [{ penaltyUntil: new Date(Date.now() + 60_000) }, 'offer_not_active'],
      [{ isBlocked: true }, 'offer_is_blocked'],
      [
        { dutyHours: [{ day: otherDay, start_time: '00:00', end_time: '24:00', active: true }] },
        'offer_not_active',
      ],
    ];
    for (const [overrides, flag] of cases) {
      const { taker, offer } = await setup({ offer: overrides });
      expectRefused(await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' }), 403, {
        featureFlag: [flag],
      });
    }
  });

  it('refuses blocked users both ways and non-trusted users on trusted-only offers', async () => {
    for (const direction of ['owner', 'taker'] as const) {
      const { vendor, taker, offer } = await setup();
      await ctx.database.db
        .insert(userRelations)
        .values(
          direction === 'owner'
            ? { userId: vendor.id, targetUserId: taker.id, relation: 'blocked' }
            : { userId: taker.id, targetUserId: vendor.id, relation: 'blocked' },
        );
      expectRefused(await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' }), 403, {
        featureFlag: ['opponent_is_blocked'],
      });
    }
    const { vendor, taker, offer } = await setup({ offer: { trustedOnly: true } });
    expectRefused(await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' }), 403, {
      featureFlag: ['trusted_user'],
    });
    await ctx.database.db
      .insert(userRelations)
      .values({ userId: vendor.id, targetUserId: taker.id, relation: 'trusted' });
    expect((await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' })).statusCode).toBe(201);
  });

  it('applies the country allow and deny lists', async () => {
    const [germany] = await ctx.database.db.select().from(countries).where(eq(countries.iso, 'DE'));
    const denied = await setup({ offer: { countriesDenied: ['DE'] } });
    await ctx.database.db.update(users).set({ countryId: germany!.id }).where(eq(users.id, denied.taker.id));
    expectRefused(
      await start(denied.taker.client, { offerHash: denied.offer.hash, fiatAmount: '100' }),
      403,
      {
        featureFlag: ['not_available_in_your_country'],
      },
    );
    const allowed = await setup({ offer: { countriesAllowed: ['DE'] } });
    expectRefused(
      await start(allowed.taker.client, { offerHash: allowed.offer.hash, fiatAmount: '100' }),
      403,
      {
        featureFlag: ['not_available_in_your_country'],
      },
    );
    await ctx.database.db.update(users).set({ countryId: germany!.id }).where(eq(users.id, allowed.taker.id));
    expect(
      (await start(allowed.taker.client, { offerHash: allowed.offer.hash, fiatAmount: '100' })).statusCode,
    ).toBe(201);
  });

  it('applies minimum past trades, verified ID and full-name visibility', async () => {
    const trades = await setup({ offer: { requireMinTrades: 1 } });
    expectRefused(
      await start(trades.taker.client, { offerHash: trades.offer.hash, fiatAmount: '100' }),
      403,
      {
        featureFlag: ['minimum_required_trades'],
      },
    );
    const id = await setup({ offer: { requireVerifiedId: true }, takerLevel: 'L1' });
    expectRefused(await start(id.taker.client, { offerHash: id.offer.hash, fiatAmount: '100' }), 403, {
      featureFlag: ['id_verification'],
    });
    const name = await setup({ offer: { requireFullName: true } });
    expectRefused(await start(name.taker.client, { offerHash: name.offer.hash, fiatAmount: '100' }), 403, {
      featureFlag: ['full_name_visibility'],
    });
    await ctx.database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Lovelace', fullNameVisibilityType: 'full_name' })
      .where(eq(users.id, name.taker.id));
    expect(
      (await start(name.taker.client, { offerHash: name.offer.hash, fiatAmount: '100' })).statusCode,
    ).toBe(201);
  });

  it('refuses a restricted user and a level that blocks trading', async () => {
    const restricted = await setup();
    await ctx.database.db
      .insert(userRestrictions)
      .values({ userId: restricted.taker.id, kind: 'freeze', reason: 'test' });
    const frozen = await start(restricted.taker.client, {
      offerHash: restricted.offer.hash,
      fiatAmount: '100',
    });
    expect(frozen.statusCode).toBe(403);
    expect(frozen.json().error.code).toBe('ERROR_ACCOUNT_RESTRICTED');
    const unverified = await setup({ takerLevel: 'L0' });
    expectRefused(
      await start(unverified.taker.client, { offerHash: unverified.offer.hash, fiatAmount: '100' }),
      403,
      {
        kycAction: ['start-trade-buy'],
      },
    );
    const seller = await setup({ takerLevel: 'L0', offerType: 'buy' });
    expectRefused(
      await start(seller.taker.client, { offerHash: seller.offer.hash, fiatAmount: '100' }),
      403,
      {
        kycAction: ['start-trade-sell'],
      },
    );
  });
});

describe('POST /rest/v1/trade/start: amounts and limits', () => {
  it('keeps the amount inside the range or one of the predefined amounts', async () => {
    const { taker, offer } = await setup({ offer: { rangeMin: 5_000n, rangeMax: 20_000n } });
    for (const [amount, message] of [
      ['49.99', 'The smallest amount of this offer is 50.00'],
      ['200.01', 'The largest amount of this offer is 200.00'],
    ]) {
      const response = await start(taker.client, { offerHash: offer.hash, fiatAmount: amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fiatAmount).toEqual([message]);
    }
    const predefined = await setup({
      offer: {
        amountType: 'predefined',
        predefinedAmounts: ['2500', '10000'],
        rangeMin: 2_500n,
        rangeMax: 10_000n,
      },
    });
    const wrong = await start(predefined.taker.client, {
      offerHash: predefined.offer.hash,
      fiatAmount: '50',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fiatAmount).toEqual([
      "Choose one of the offer's amounts: 25.00, 100.00",
    ]);
    expect(
      (await start(predefined.taker.client, { offerHash: predefined.offer.hash, fiatAmount: '25' }))
        .statusCode,
    ).toBe(201);
  });

  it('takes the trade from the offer cap, refuses more than is left and gives it back on cancel', async () => {
    const { taker, offer } = await setup({
      offer: { offerCapActive: true, offerCapAmount: 15_000n, offerCapRemaining: 15_000n },
    });
    const capOf = async () =>
      (await ctx.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.offerCapRemaining;
    const hash = (await start(taker.client, { offerHash: offer.hash, fiatAmount: '100' })).json().data
      .tradeHash;
    expect(await capOf()).toBe(5_000n);
    expectRefused(await start(taker.client, { offerHash: offer.hash, fiatAmount: '60' }), 422, {
      kind: ['TradeLimit'],
    });
    expect((await taker.client.post(`/rest/v1/trade/${hash}/cancel`)).statusCode).toBe(200);
    expect(await capOf()).toBe(15_000n);
  });

  it("applies the level's per-trade and lifetime limits in USD", async () => {
    const perTrade = await setup({ takerLevel: 'L1', offer: { rangeMax: 500_000n } });
    expectRefused(
      await start(perTrade.taker.client, { offerHash: perTrade.offer.hash, fiatAmount: '1000.01' }),
      422,
      {
        kind: ['KycTradeLimit'],
        alertType: ['max_per_trade_limit'],
      },
    );
    const lifetime = await setup({ takerLevel: 'L1', offer: { rangeMax: 500_000n } });
    expect(
      (await start(lifetime.taker.client, { offerHash: lifetime.offer.hash, fiatAmount: '600' })).statusCode,
    ).toBe(201);
    // The open trade counts against the lifetime limit (kyc's used volume).
    expect(await usedTradingVolumeUsdCents(ctx.database.db, lifetime.taker.id)).toBe(60_000n);
    expectRefused(
      await start(lifetime.taker.client, { offerHash: lifetime.offer.hash, fiatAmount: '600' }),
      422,
      {
        kind: ['TradeLimit'],
        alertType: ['reached_daily_compliance_limit'],
      },
    );
  });

  it('allows an unverified taker two open trades at once', async () => {
    const { taker, offer } = await setup({ takerLevel: 'L1' });
    for (let index = 0; index < 2; index += 1) {
      expect((await start(taker.client, { offerHash: offer.hash, fiatAmount: '20' })).statusCode).toBe(201);
    }
    expectRefused(await start(taker.client, { offerHash: offer.hash, fiatAmount: '20' }), 422, {
      kind: ['TradeLimit'],
      alertType: ['max_2_active_trades_id_not_verified'],
    });
  });

  it('holds a new buyer to the offer maximum for new buyers', async () => {
    const { taker, offer } = await setup({ offer: { newBuyerMaxAmount: 5_000n } });
    expectRefused(await start(taker.client, { offerHash: offer.hash, fiatAmount: '50.01' }), 422, {
      kind: ['NewBuyerTradeLimit'],
    });
    expect((await start(taker.client, { offerHash: offer.hash, fiatAmount: '50' })).statusCode).toBe(201);
  });

  it("refuses a trade the seller's balance cannot cover with the fee (LowBalance)", async () => {
    const vendorShort = await setup({ sellerBalance: 1_000n });
    expectRefused(
      await start(vendorShort.taker.client, { offerHash: vendorShort.offer.hash, fiatAmount: '100' }),
      422,
      {
        kind: ['LowBalance'],
      },
    );
    const takerShort = await setup({ offerType: 'buy', sellerBalance: 1_000n });
    expectRefused(
      await start(takerShort.taker.client, { offerHash: takerShort.offer.hash, fiatAmount: '100' }),
      422,
      {
        kind: ['LowBalance'],
      },
    );
    const trades = await ctx.database.db.execute(
      sql.raw(
        `select count(*)::int as n from trades where offer_id in (${vendorShort.offer.id}, ${takerShort.offer.id})`,
      ),
    );
    expect(Number((trades as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });
});
