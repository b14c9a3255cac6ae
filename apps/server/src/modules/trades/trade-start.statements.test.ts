import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { countStatements } from '../../test/statements.js';
import { createTestOffer, startTradeAs, tradingUser } from '../../test/trades.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A statement's verb and first table, for a readable failure message. */
const kinds = (statements: string[]) =>
  statements.map((text) => {
    const flat = text.replace(/\s+/g, ' ');
    const table = /(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(flat)?.[1] ?? '?';
    return `${flat.split(' ')[0]!.toLowerCase()} ${table}`;
  });

describe('POST /rest/v1/trade/start: statements per request', () => {
  it('reads the ledger accounts, users and restrictions once each', async () => {
    const vendor = await tradingUser(ctx.app);
    const taker = await tradingUser(ctx.app);
    await fund(ctx.app.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(ctx.app.db, vendor.id, { offerType: 'sell', coin: 'BTC' });
    // A first request (another trade) warms what is read once per process.
    await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    const { statements } = await countStatements(() =>
      startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' }),
    );
    const seen = kinds(statements);
    const of = (table: string) => seen.filter((kind) => kind.endsWith(` ${table}`)).length;
    const all = seen.join('\n');
    // The taker's and the owner's restrictions in one read (were one each).
    expect(of('user_restrictions'), all).toBe(1);
    // Each account found or created in one statement, the escrow account not looked up again by
    // the transfer: the seller's available and escrow accounts, the lock, the update, and the owner's
    // balance after the lock (was eight: the new escrow account alone took three).
    expect(of('ledger_accounts'), all).toBeLessThanOrEqual(5);
    // The taker's row (locked) and the owner's row (key share): two lock modes, two reads.
    expect(of('users'), all).toBeLessThanOrEqual(2);
    expect(statements.length, all).toBeLessThanOrEqual(20);
  });
});
