import { randomBytes } from 'node:crypto';
import type { TradeRowStatus } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { fiatCurrencies, offers, paymentMethods, tradeRequirements, trades } from '../../db/schema.js';

const hash = () => randomBytes(8).toString('base64url').slice(0, 11);

/**
 * An offer of the seller and a trade on it with the buyer, written straight into the tables, with one
 * pending requirement for each side: for chat tests and the chat benchmark, which do not care how a
 * trade started or whether escrow moved.
 */
export async function insertTradeRows(
  db: Executor,
  options: { buyerId: number; sellerId: number; status?: TradeRowStatus; endedAt?: Date },
) {
  const [method] = await db.select().from(paymentMethods).limit(1);
  const [currency] = await db.select().from(fiatCurrencies).limit(1);
  const [offer] = await db
    .insert(offers)
    .values({
      hash: hash(),
      ownerId: options.sellerId,
      type: 'sell',
      coin: 'BTC',
      fiatCurrencyId: currency!.id,
      paymentMethodId: method!.id,
      paymentMethodGroupId: method!.groupId,
      rangeMin: 1000n,
      rangeMax: 100000n,
    })
    .returning();
  const now = new Date();
  const [trade] = await db
    .insert(trades)
    .values({
      hash: hash(),
      offerId: offer!.id,
      offerType: 'sell',
      vendorId: options.sellerId,
      takerId: options.buyerId,
      buyerId: options.buyerId,
      sellerId: options.sellerId,
      coin: 'BTC',
      fiatCurrencyId: currency!.id,
      paymentMethodId: method!.id,
      paymentMethodGroupId: method!.groupId,
      cryptoAmount: 100_000n,
      fiatAmount: 5_000n,
      price: 5_000_000n,
      fee: 1_000n,
      feeBps: 100,
      usdValueCents: 5_000n,
      status: options.status ?? 'active_funded',
      paymentWindowMinutes: 30,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      completedAt: options.endedAt ?? null,
    })
    .returning();
  const requirements = await db
    .insert(tradeRequirements)
    .values([
      { tradeId: trade!.id, stage: 'before_mark_as_paid', kind: 'receipt', party: 'buyer' },
      { tradeId: trade!.id, stage: 'before_reveal_payment_details', kind: 'id_photo', party: 'seller' },
    ])
    .returning();
  return { trade: trade!, buyerRequirement: requirements[0]!, sellerRequirement: requirements[1]! };
}
