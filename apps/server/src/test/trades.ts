import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CryptoCode, LevelName, TradeRowStatus, TradeView } from '@p2p/shared';
import type { Database } from '../db/client.js';
import { paymentMethods, trades, users } from '../db/schema.js';
import { createOffer, type OfferOverrides } from '../modules/offer-search/offer-fixtures.js';
import { registerUser, type TestClient } from './app.js';
import { fund } from './ledger.js';

/** A signed-in test user: its client (cookies, CSRF), id and username. */
export interface TestParty {
  client: TestClient;
  id: number;
  username: string;
}

export interface StartTestTradeOptions {
  /** The vendor's side: 'sell' (default; the vendor sells, the taker buys) or 'buy'. */
  offerType?: 'sell' | 'buy';
  /** Payment method group of the offer (trading.md §3): 3 online wallets by default, 1 gift cards, 5 bank transfers. */
  paymentGroup?: number;
  coin?: CryptoCode;
  /** What the taker types (fiat of the offer, USD by default): '100.00' unless cryptoAmount is given. */
  fiatAmount?: string;
  cryptoAmount?: string;
  /** The seller's deposit before the trade, in coin minor units (default 10^9: 10 BTC). */
  sellerBalance?: bigint;
  /** Columns of the offer row (flowType 'lite' for deferred escrow, paymentWindowMinutes, ...). */
  offer?: OfferOverrides;
  /** Verification level of both users (L2 by default: ID verified, no 2-open-trades cap). */
  level?: LevelName;
  /** Advance the trade after it started, through the API (and the dispute delay skipped in the database). */
  advanceTo?: 'paid' | 'dispute_open' | 'released';
}

export interface TestTrade {
  tradeHash: string;
  buyer: TestParty;
  seller: TestParty;
  /** The offer owner (the seller of a sell offer, the buyer of a buy offer) and the taker. */
  vendor: TestParty;
  taker: TestParty;
  offer: { id: number; hash: string };
  /** GET /rest/v1/trade/{hash} as `party` sees it. */
  view(party?: TestParty): Promise<TradeView>;
}

/** A signed-in user at a verification level (set in the database: tests need no documents). */
export async function tradingUser(app: FastifyInstance, level: LevelName = 'L2'): Promise<TestParty> {
  const registered = await registerUser(app);
  await app.db
    .update(users)
    .set({ verificationLevel: level, emailVerifiedAt: new Date() })
    .where(eq(users.id, registered.user.id));
  return { client: registered.client, id: registered.user.id, username: registered.user.username };
}

/** The id of an active payment method of a group (the seeded reference data). */
export async function paymentMethodOfGroup(db: Database, groupId: number): Promise<number> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.groupId, groupId), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.id))
    .limit(1);
  if (!row) throw new Error(`no payment method in group ${groupId}`);
  return row.id;
}

/** An offer row for tests (USD, 10.00–500.00 by default), owned by `ownerId`. */
export async function createTestOffer(
  db: Database,
  ownerId: number,
  options: {
    offerType?: 'sell' | 'buy';
    paymentGroup?: number;
    coin?: CryptoCode;
    offer?: OfferOverrides;
  } = {},
) {
  const paymentGroup = options.paymentGroup ?? 3;
  return createOffer(db, ownerId, {
    type: options.offerType ?? 'sell',
    coin: options.coin ?? 'BTC',
    paymentMethodId: await paymentMethodOfGroup(db, paymentGroup),
    paymentMethodGroupId: paymentGroup,
    tradeDetails: 'Send the payment to the account shown in the chat.',
    offerTerms: 'Pay from an account in your own name.',
    ...options.offer,
  });
}

/** POST /rest/v1/trade/start as `client`; throws with the answer unless it is a 201. */
export async function startTradeAs(
  client: TestClient,
  body: { offerHash: string; fiatAmount?: string; cryptoAmount?: string },
): Promise<string> {
  const response = await client.post('/rest/v1/trade/start', body);
  if (response.statusCode !== 201)
    throw new Error(`trade start failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { tradeHash: string } }).data.tradeHash;
}

async function expectOk(response: { statusCode: number; body: string }, what: string): Promise<void> {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

/**
 * A funded seller, an offer and a buyer (both signed in) and a trade started through the API, optionally
 * advanced to paid, dispute_open or released.
 * @example const { tradeHash, buyer, seller } = await startTestTrade(ctx.app, { advanceTo: 'paid' });
 */
export async function startTestTrade(
  app: FastifyInstance,
  options: StartTestTradeOptions = {},
): Promise<TestTrade> {
  const db = app.db;
  const coin = options.coin ?? 'BTC';
  const vendor = await tradingUser(app, options.level);
  const taker = await tradingUser(app, options.level);
  const offerType = options.offerType ?? 'sell';
  const seller = offerType === 'sell' ? vendor : taker;
  const buyer = offerType === 'sell' ? taker : vendor;
  await fund(db, seller.id, coin, options.sellerBalance ?? 10n ** 9n);
  const offer = await createTestOffer(db, vendor.id, { ...options, offerType, coin });
  const amount =
    options.cryptoAmount !== undefined
      ? { cryptoAmount: options.cryptoAmount }
      : { fiatAmount: options.fiatAmount ?? '100.00' };
  const tradeHash = await startTradeAs(taker.client, { offerHash: offer.hash, ...amount });
  const base = `/rest/v1/trade/${tradeHash}`;
  if (options.advanceTo) {
    await expectOk(await buyer.client.post(`${base}/paid`), 'mark paid');
    if (options.advanceTo === 'released') {
      await expectOk(await seller.client.post(`${base}/release`, {}), 'release');
    } else if (options.advanceTo === 'dispute_open') {
      await db
        .update(trades)
        .set({ disputeAvailableAt: new Date(Date.now() - 1000) })
        .where(eq(trades.hash, tradeHash));
      await expectOk(
        await buyer.client.post(`${base}/dispute`, {
          dispute_reason_id: 'other',
          dispute_reason_text: 'The seller does not answer.',
        }),
        'open dispute',
      );
    }
  }
  return {
    tradeHash,
    buyer,
    seller,
    vendor,
    taker,
    offer: { id: offer.id, hash: offer.hash },
    async view(party = buyer) {
      const response = await party.client.get(base);
      await expectOk(response, 'trade view');
      return (response.json() as { data: TradeView }).data;
    },
  };
}

/** The trade row (tests that look behind the API). */
export async function tradeRow(db: Database, hash: string) {
  const [row] = await db.select().from(trades).where(eq(trades.hash, hash));
  if (!row) throw new Error(`no trade ${hash}`);
  return row;
}

/**
 * A trade row on `offer`, taken by `takerId`, in `status`, inserted directly: no escrow moves and no
 * statistics (the routes that only read a trade's parties and offer). Trades that move money are
 * started through the API (startTestTrade).
 */
export async function insertTradeOnOffer(
  db: Database,
  offer: Awaited<ReturnType<typeof createOffer>>,
  takerId: number,
  status: TradeRowStatus = 'active_funded',
) {
  const [trade] = await db
    .insert(trades)
    .values({
      hash: randomBytes(8).toString('base64url').slice(0, 11),
      offerId: offer.id,
      offerType: offer.type,
      vendorId: offer.ownerId,
      takerId,
      buyerId: offer.type === 'sell' ? takerId : offer.ownerId,
      sellerId: offer.type === 'sell' ? offer.ownerId : takerId,
      coin: 'BTC',
      fiatCurrencyId: offer.fiatCurrencyId,
      paymentMethodId: offer.paymentMethodId,
      paymentMethodGroupId: offer.paymentMethodGroupId,
      cryptoAmount: 100_000n,
      fiatAmount: 10_000n,
      price: 10_000_000n,
      fee: 1_000n,
      feeBps: 100,
      usdValueCents: 10_000n,
      status,
      paymentWindowMinutes: 90,
      expiresAt: new Date(Date.now() + 90 * 60_000),
    })
    .returning();
  return trade!;
}
