import { eq, inArray, sql } from 'drizzle-orm';
import { coinPrecision, parseAmount, type CryptoCode } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { chainDeposits, offers, paymentMethods, users } from '../../db/schema.js';
import { SimulatedChain } from '../chain/simulated-chain.js';
import * as kyc from '../kyc/kyc.service.js';
import * as opsRepo from '../ops/ops.repository.js';
import * as usersService from '../users/users.service.js';
import { syncChain } from '../wallet/chain-sync.js';
import { getDepositAddress } from '../wallet/wallet.service.js';

/** Extra vendors so the demo marketplace has a crowd; they sign in with the demo password. */
const DEMO_VENDORS = [
  { username: 'lagos_btc', country: 'NG', phone: '+2348031000101' },
  { username: 'nairobi_trader', country: 'KE', phone: '+254712000102' },
  { username: 'london_otc', country: 'GB', phone: '+447400000103' },
  { username: 'mumbai_coins', country: 'IN', phone: '+919812000104' },
  { username: 'accra_exchange', country: 'GH', phone: '+233241000105' },
  { username: 'texas_sats', country: 'US', phone: '+14155550106' },
  { username: 'berlin_sepa', country: 'DE', phone: '+4915110000107' },
  { username: 'toronto_btc', country: 'CA', phone: '+14165550108' },
] as const;

/** The demo users of ops seedDemo that also trade (the moderator does not). */
const SEEDED_TRADERS = ['alice', 'bob', 'carol'] as const;

/** Per currency: the payment methods people use with it and a typical minimum in whole units. */
const MARKETS: Record<string, { methods: string[]; minUnits: number[]; maxFactor: number[] }> = {
  NGN: {
    methods: [
      'bank-transfer',
      'domestic-wire-transfer',
      'mtn-mobile-money',
      'cash-in-person',
      'amazon-gift-card',
    ],
    minUnits: [5_000, 10_000, 20_000, 50_000],
    maxFactor: [10, 20, 50],
  },
  KES: {
    methods: ['m-pesa', 'bank-transfer', 'cash-in-person'],
    minUnits: [500, 1_000, 5_000],
    maxFactor: [10, 30],
  },
  GBP: {
    methods: ['bank-transfer', 'paypal', 'revolut', 'wise', 'amazon-gift-card'],
    minUnits: [20, 50, 100, 250],
    maxFactor: [10, 20, 40],
  },
  INR: {
    methods: ['bank-transfer', 'paypal', 'google-play-gift-card'],
    minUnits: [1_000, 2_000, 5_000],
    maxFactor: [10, 25],
  },
  GHS: {
    methods: ['mtn-mobile-money', 'bank-transfer', 'cash-in-person'],
    minUnits: [100, 200, 500],
    maxFactor: [10, 20],
  },
  USD: {
    methods: [
      'zelle',
      'cash-app',
      'paypal',
      'venmo',
      'amazon-gift-card',
      'itunes-gift-card',
      'steam-wallet-gift-card',
    ],
    minUnits: [10, 25, 50, 100, 500],
    maxFactor: [5, 10, 20, 50],
  },
  EUR: {
    methods: ['sepa', 'revolut', 'wise', 'paypal', 'skrill'],
    minUnits: [20, 50, 100],
    maxFactor: [10, 20, 50],
  },
  CAD: {
    methods: ['interac-e-transfer', 'paypal', 'bank-transfer'],
    minUnits: [20, 50, 100],
    maxFactor: [10, 20],
  },
};

const COUNTRY_CURRENCIES: Record<string, string[]> = {
  NG: ['NGN', 'NGN', 'USD'],
  KE: ['KES', 'KES', 'USD'],
  GB: ['GBP', 'GBP', 'EUR'],
  IN: ['INR', 'INR', 'USD'],
  GH: ['GHS', 'GHS', 'USD'],
  US: ['USD', 'USD', 'CAD'],
  DE: ['EUR', 'EUR', 'GBP'],
  CA: ['CAD', 'CAD', 'USD'],
};

const TERMS = [
  'Fast and friendly trade. Send the exact amount and upload the receipt.',
  'Payment from an account in your own name only. No third-party payments.',
  'I am online most of the day; release within 10 minutes of payment.',
  'First-time buyers: please have your ID ready. Repeat traders welcome.',
  'Cards with receipts only. E-codes with a picture of the card and receipt.',
];

/** The demo funds each vendor receives once, on the simulated chain: coin → amount. */
const DEMO_FUNDS: Record<CryptoCode, string> = { BTC: '0.5', USDT: '5000', ETH: '2' };
export const DEMO_OFFERS_PER_TRADER = 27;

/** A small deterministic generator (mulberry32): the same demo data every time. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

async function ensureVendor(db: Database, vendor: (typeof DEMO_VENDORS)[number], password: string) {
  const existing = await usersService.findUserByLogin(db, vendor.username);
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const user = await usersService.createUser(tx, {
      username: vendor.username,
      email: `${vendor.username}@demo.p2p.local`,
      password,
    });
    await opsRepo.markContactsVerified(tx, user.id, vendor.phone, vendor.country);
    await opsRepo.insertApprovedVerification(tx, user.id, 'id');
    await kyc.recomputeLevel(tx, user.id);
    return user.id;
  });
}

/** Gives a vendor demo coins once, through the simulated chain and the real deposit path. */
async function fundOnce(db: Database, userId: number): Promise<boolean> {
  const [deposited] = await db
    .select({ id: chainDeposits.id })
    .from(chainDeposits)
    .where(eq(chainDeposits.userId, userId))
    .limit(1);
  if (deposited) return false;
  for (const coin of Object.keys(DEMO_FUNDS) as CryptoCode[]) {
    const chain = new SimulatedChain(db, coin, 1);
    const { address } = await getDepositAddress(db, chain, chain.network, userId);
    const amount = parseAmount(DEMO_FUNDS[coin], coinPrecision(coin));
    if (!amount.ok) throw new Error(`bad demo amount for ${coin}`);
    await chain.inject(address, amount.value);
    await chain.mine(1);
    await syncChain(db, chain);
  }
  return true;
}

/**
 * Fills the marketplace with a few hundred offers of the demo users and extra demo vendors, across
 * currencies, payment methods, coins and both sides, and funds the vendors so their sell offers are
 * listed. Offer hashes are derived from their number, so running it again adds nothing twice.
 * Funding goes through the simulated chains (the embedded default).
 */
export async function seedDemoOffers(
  db: Database,
  options: { password: string },
): Promise<{ vendors: string[]; offersCreated: number }> {
  const traders: { id: number; username: string; country: string }[] = [];
  for (const username of SEEDED_TRADERS) {
    const user = await usersService.findUserByLogin(db, username);
    const demo = { alice: 'NG', bob: 'GB', carol: 'KE' }[username];
    if (user) traders.push({ id: user.id, username, country: demo });
  }
  for (const vendor of DEMO_VENDORS) {
    traders.push({
      id: await ensureVendor(db, vendor, options.password),
      username: vendor.username,
      country: vendor.country,
    });
  }
  await db
    .update(users)
    .set({ lastSeenAt: sql`now() - (random() * interval '6 hours')` })
    .where(
      inArray(
        users.id,
        traders.map((trader) => trader.id),
      ),
    );
  for (const trader of traders) await fundOnce(db, trader.id);

  const slugs = [...new Set(Object.values(MARKETS).flatMap((market) => market.methods))];
  const methodRows = await db
    .select({ id: paymentMethods.id, slug: paymentMethods.slug, groupId: paymentMethods.groupId })
    .from(paymentMethods)
    .where(inArray(paymentMethods.slug, slugs));
  const methodBySlug = new Map(methodRows.map((row) => [row.slug, row]));
  const currencyRows = await db.execute(
    sql`select id, code, digits from fiat_currencies where code in (${sql.join(
      Object.keys(MARKETS).map((code) => sql`${code}`),
      sql`, `,
    )})`,
  );
  const currencies = new Map(
    (currencyRows as unknown as { rows: { id: number; code: string; digits: number }[] }).rows.map((row) => [
      row.code,
      { id: Number(row.id), digits: Number(row.digits) },
    ]),
  );

  const values: (typeof offers.$inferInsert)[] = [];
  traders.forEach((trader, traderIndex) => {
    const next = random(7_919 * (traderIndex + 1));
    for (let n = 0; n < DEMO_OFFERS_PER_TRADER; n += 1) {
      const number = traderIndex * 1_000 + n;
      const code = pick(next, COUNTRY_CURRENCIES[trader.country] ?? ['USD']);
      const market = MARKETS[code]!;
      const currency = currencies.get(code);
      const method = methodBySlug.get(pick(next, market.methods));
      if (!currency || !method) continue;
      const coin: CryptoCode = next() < 0.7 ? 'BTC' : next() < 0.75 ? 'USDT' : 'ETH';
      const type = next() < 0.55 ? 'sell' : 'buy';
      const unit = 10n ** BigInt(currency.digits);
      const min = BigInt(pick(next, market.minUnits)) * unit;
      const max = min * BigInt(pick(next, market.maxFactor));
      const giftCard = method.groupId === 1;
      // Sellers ask above the market, buyers bid below it: −3 % to +12 % in steps of 0.25 %.
      const margin = type === 'sell' ? 25 * Math.floor(next() * 48) : -25 * Math.floor(next() * 12) + 100;
      values.push({
        hash: `demo${String(number).padStart(7, '0')}`,
        ownerId: trader.id,
        type,
        coin,
        fiatCurrencyId: currency.id,
        paymentMethodId: method.id,
        paymentMethodGroupId: method.groupId,
        priceType: 'margin',
        marginBps: giftCard ? margin + 1_500 : margin,
        rangeMin: min,
        rangeMax: max,
        newBuyerMaxAmount: next() < 0.2 ? min * 2n : null,
        offerTerms: pick(next, TERMS),
        tradeDetails: 'Follow the instructions in the trade chat.',
        tagIds: [pick(next, [1, 5, 15, 16, 23, 25]), pick(next, [3, 6, 7, 24, 26])].filter(
          (tag, index, all) => all.indexOf(tag) === index,
        ),
        paymentWindowMinutes: pick(next, [30, 30, 45, 60, 90]),
        requireVerifiedId: next() < 0.15,
        requireMinTrades: 0,
        trustedOnly: false,
        countriesAllowed: next() < 0.1 ? [trader.country] : [],
        binCodes: giftCard && next() < 0.3 ? ['411111'] : [],
        section: giftCard ? 'gift-cards' : max >= 1_000n * unit * 100n ? 'otc' : null,
        isFeatured: n === 0,
        createdAt: new Date(Date.now() - Math.floor(next() * 30) * 86_400_000),
      });
    }
  });
  const inserted = values.length
    ? await db
        .insert(offers)
        .values(values)
        .onConflictDoNothing({ target: offers.hash })
        .returning({ id: offers.id })
    : [];
  return { vendors: traders.map((trader) => trader.username), offersCreated: inserted.length };
}
