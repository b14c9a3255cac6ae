import { randomBytes } from 'node:crypto';
import type { CryptoCode } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import * as auth from '../auth/auth.service.js';
import * as usersService from '../users/users.service.js';
import { performTradeAction } from '../trades/trade-actions.service.js';
import { ensureDemoMarket, grantPlayMoney, minorOf, returnPlayMoney, VISITOR_GRANT } from './demo-market.js';
import * as repo from './demo.repository.js';

export interface DemoSettings {
  /** Hours a visitor's demo account lives before it is cleaned up. */
  accountHours: number;
  sessionTtlDays: number;
}

/**
 * POST /rest/v1/demo/start: a guest gets a demo account (isDemoAccount, level -1) with play money
 * and a session of its own, ending when the demo does. The demo market is created on first use.
 */
export async function startDemo(
  db: Database,
  settings: DemoSettings,
  options: { client: auth.ClientInfo; locale: string; previousToken?: string; now?: Date },
): Promise<auth.SignedIn> {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + settings.accountHours * 3_600_000);
  const userId = await db.transaction(async (tx) => {
    await ensureDemoMarket(tx, now);
    const name = `demo_${randomBytes(6).toString('hex')}`;
    const created = await usersService.createUser(tx, {
      username: name,
      email: `${name}@demo.invalid`,
      password: randomBytes(24).toString('base64url'),
    });
    await repo.markDemoAccount(tx, {
      userId: created.id,
      role: 'visitor',
      expiresAt,
      verifiedAt: now,
      locale: options.locale,
    });
    for (const coin of Object.keys(VISITOR_GRANT) as CryptoCode[]) {
      const grant = VISITOR_GRANT[coin];
      await grantPlayMoney(tx, {
        userId: created.id,
        coin,
        amount: minorOf(coin, grant.units, grant.shift),
        ref: `demo-visitor:${created.id}`,
      });
    }
    return created.id;
  });
  if (options.previousToken) await auth.logout(db, options.previousToken);
  const ttlDays = Math.min(settings.sessionTtlDays, settings.accountHours / 24);
  const signedIn = await auth.startSession(db, userId, { ...options.client, sessionTtlDays: ttlDays });
  return { ...signedIn, expiresAt: expiresAt < signedIn.expiresAt ? expiresAt : signedIn.expiresAt };
}

/**
 * Ends a visitor's demo: each open trade cancelled by its buyer (the visitor, or the demo vendor
 * when the visitor sells: a funded trade's seller may not cancel), so the escrow goes back to its
 * seller; then the visitor's play money back to demo_mint, sessions revoked, account closed. Answers
 * false when another node is cleaning it up or it was already.
 */
export async function cleanUpVisitor(db: Database, userId: number, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await repo.claimVisitor(tx, userId))) return false;
    for (const trade of await repo.openTradesOf(tx, userId)) {
      await performTradeAction(tx, {
        hash: trade.hash,
        action: 'cancel',
        actor: { userId: trade.buyerId, role: 'user' },
        disputeDelayMinutes: 0,
        now,
      });
    }
    for (const { coin, balance } of await repo.availableBalances(tx, userId)) {
      await returnPlayMoney(tx, {
        userId,
        coin: coin as CryptoCode,
        amount: balance,
        ref: `demo-visitor:${userId}`,
      });
    }
    await repo.closeVisitor(tx, userId, now);
    return true;
  });
}
