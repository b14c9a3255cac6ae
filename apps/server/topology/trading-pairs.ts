import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { paymentMethods, users } from '../src/db/schema.js';
import { createOffer } from '../src/modules/offer-search/offer-fixtures.js';
import { fund } from '../src/test/ledger.js';
import { BalancedClient } from './balanced-client.js';
import { SocketFollower } from './socket-follower.js';

export interface TradingPair {
  buyer: BalancedClient;
  seller: BalancedClient;
  offerHash: string;
  buyerSocket: SocketFollower;
  sellerSocket: SocketFollower;
}

/**
 * Sellers and buyers registered through the balancer (sessions live in the shared database), raised
 * to L2 and funded in the database, each seller with a sell offer; every user holds a socket.
 */
export async function preparePairs(db: Database, baseUrl: string, count: number): Promise<TradingPair[]> {
  const pairs: TradingPair[] = [];
  // An online-wallet method (group 3), as the route tests use.
  const [method] = await db
    .select({ id: paymentMethods.id, groupId: paymentMethods.groupId })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.groupId, 3), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.id))
    .limit(1);
  if (!method) throw new Error('no payment method in group 3');
  for (let index = 0; index < count; index += 1) {
    const buyer = new BalancedClient(baseUrl);
    const seller = new BalancedClient(baseUrl);
    await buyer.register();
    await seller.register();
    for (const user of [buyer, seller]) {
      await db
        .update(users)
        .set({ verificationLevel: 'L2', emailVerifiedAt: new Date() })
        .where(eq(users.id, user.userId));
    }
    await fund(db, seller.userId, 'BTC', 10n ** 9n);
    const offer = await createOffer(db, seller.userId, {
      type: 'sell',
      coin: 'BTC',
      paymentMethodId: method.id,
      paymentMethodGroupId: method.groupId,
      tradeDetails: 'Send the payment to the account shown in the chat.',
      offerTerms: 'Pay from an account in your own name.',
    });
    const buyerSocket = new SocketFollower(buyer);
    const sellerSocket = new SocketFollower(seller);
    await Promise.all([buyerSocket.start(), sellerSocket.start()]);
    pairs.push({ buyer, seller, offerHash: offer.hash, buyerSocket, sellerSocket });
  }
  return pairs;
}
