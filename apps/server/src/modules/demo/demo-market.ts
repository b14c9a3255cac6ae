import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { coinPrecision, pow10, type CryptoCode } from '@p2p/shared';
import type { Transaction } from '../../db/client.js';
import { offers, paymentMethods } from '../../db/schema.js';
import { lockedBalances, platform, transfer, user } from '../ledger/ledger.service.js';
import * as usersService from '../users/users.service.js';
import * as repo from './demo.repository.js';

/**
 * The demo market (decision 044): system vendors that exist only in demo mode, their offers and their
 * play money. Sell offers let a visitor buy; buy offers let a visitor sell the play coins of their
 * grant. Everything here is idempotent: the first visitor creates it, the next ones find it (and top
 * the vendors' play money back up). An offer's hash comes from its place in the vendor's list, so new
 * offers are added at the end (a market created before them gains them at the next start).
 */
export const DEMO_VENDORS = [
  {
    username: 'demo_vendor_ada',
    offers: ['sell:BTC:USD:bank-transfer:150', 'sell:USDT:USD:paypal:100', 'buy:BTC:USD:zelle:150'],
  },
  {
    username: 'demo_vendor_kofi',
    offers: ['sell:BTC:EUR:sepa:200', 'sell:ETH:USD:zelle:250', 'buy:USDT:USD:paypal:100'],
  },
] as const;

/** What each side of a demo offer tells the visitor. */
const OFFER_TEXTS = {
  sell: {
    offerTerms: 'Demo offer: play money only. Mark the trade paid and the demo vendor releases.',
    tradeDetails: 'Demo mode: no real payment is made. Pretend to pay, then press Paid.',
  },
  buy: {
    offerTerms: 'Demo offer: play money only. The demo vendor marks the trade paid; then you release.',
    tradeDetails: 'Demo mode: no real payment is made. Wait for the vendor to mark it paid, then release.',
  },
} as const;

/** Play money a demo vendor holds at least, per coin (whole units). */
const VENDOR_FLOAT: Record<CryptoCode, bigint> = { BTC: 5n, USDT: 50_000n, ETH: 50n };
/** Play money a visitor starts with, per coin (whole units and a decimal shift). */
export const VISITOR_GRANT: Record<CryptoCode, { units: bigint; shift: number }> = {
  BTC: { units: 1n, shift: 2 }, // 0.01 BTC
  USDT: { units: 500n, shift: 0 },
  ETH: { units: 1n, shift: 1 }, // 0.1 ETH
};

export const minorOf = (coin: CryptoCode, units: bigint, shift = 0) =>
  (units * pow10(coinPrecision(coin))) / pow10(shift);

/** Hands play money from demo_mint to a demo user (the ledger refuses it for a real one). */
export function grantPlayMoney(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; ref: string },
): Promise<number> {
  return transfer(tx, {
    kind: 'demo_grant',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: platform('demo_mint', input.coin), amount: -input.amount },
      { account: user('available', input.userId, input.coin), amount: input.amount },
    ],
  });
}

/** Gives play money back to demo_mint (a visitor's clean-up). */
export function returnPlayMoney(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; ref: string },
): Promise<number> {
  return transfer(tx, {
    kind: 'demo_return',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: user('available', input.userId, input.coin), amount: -input.amount },
      { account: platform('demo_mint', input.coin), amount: input.amount },
    ],
  });
}

async function ensureVendor(tx: Transaction, username: string, now: Date): Promise<number> {
  const existing = await repo.findVendorId(tx, username);
  if (existing !== undefined) return existing;
  const created = await usersService.createUser(tx, {
    username,
    email: `${username}@demo.invalid`,
    // Nobody signs in as a demo vendor: the password is random and thrown away.
    password: randomBytes(24).toString('base64url'),
  });
  await repo.markDemoAccount(tx, { userId: created.id, role: 'vendor', expiresAt: null, verifiedAt: now });
  return created.id;
}

async function topUp(tx: Transaction, vendorId: number): Promise<void> {
  for (const coin of Object.keys(VENDOR_FLOAT) as CryptoCode[]) {
    const floor = minorOf(coin, VENDOR_FLOAT[coin]);
    const [available] = await lockedBalances(tx, [user('available', vendorId, coin)]);
    if (available! < floor) {
      await grantPlayMoney(tx, {
        userId: vendorId,
        coin,
        amount: floor - available!,
        ref: `demo-vendor:${vendorId}`,
      });
    }
  }
}

async function ensureOffers(tx: Transaction, vendorId: number, specs: readonly string[]): Promise<void> {
  const parsed = specs.map((spec) => {
    const [type, coin, fiat, method, maxUnits] = spec.split(':') as [
      'sell' | 'buy',
      CryptoCode,
      string,
      string,
      string,
    ];
    return { type, coin, fiat, method, maxUnits: BigInt(maxUnits) };
  });
  const methods = await tx
    .select({ id: paymentMethods.id, slug: paymentMethods.slug, groupId: paymentMethods.groupId })
    .from(paymentMethods)
    .where(
      inArray(
        paymentMethods.slug,
        parsed.map((spec) => spec.method),
      ),
    );
  const currencies = (await tx.execute(
    sql`select id, code, digits from fiat_currencies where code in (${sql.join(
      parsed.map((spec) => sql`${spec.fiat}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { id: number; code: string; digits: number }[] };
  const values: (typeof offers.$inferInsert)[] = [];
  parsed.forEach((spec, index) => {
    const method = methods.find((row) => row.slug === spec.method);
    const currency = currencies.rows.find((row) => row.code === spec.fiat);
    if (!method || !currency) return;
    const unit = pow10(Number(currency.digits));
    values.push({
      // Derived from the vendor and the offer's place: creating the market again adds nothing.
      hash: `demo${vendorId.toString(36)}x${index}`.slice(0, 16),
      ownerId: vendorId,
      type: spec.type,
      coin: spec.coin,
      fiatCurrencyId: Number(currency.id),
      paymentMethodId: method.id,
      paymentMethodGroupId: method.groupId,
      priceType: 'margin',
      marginBps: 200,
      rangeMin: 10n * unit,
      rangeMax: spec.maxUnits * unit,
      ...OFFER_TEXTS[spec.type],
      tagIds: [],
      paymentWindowMinutes: 30,
      requireVerifiedId: false,
      requireMinTrades: 0,
      trustedOnly: false,
      countriesAllowed: [],
    });
  });
  if (values.length > 0) await tx.insert(offers).values(values).onConflictDoNothing({ target: offers.hash });
}

/** Creates (once) the demo vendors and their offers, and tops their play money up; answers their ids. */
export async function ensureDemoMarket(tx: Transaction, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const vendor of DEMO_VENDORS) {
    const vendorId = await ensureVendor(tx, vendor.username, now);
    await ensureOffers(tx, vendorId, vendor.offers);
    await topUp(tx, vendorId);
    ids.push(vendorId);
  }
  return ids;
}
