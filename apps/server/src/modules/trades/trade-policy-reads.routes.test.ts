import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradePolicyReads } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { startTestTrade, tradeRow, type TestParty, type TestTrade } from '../../test/trades.js';
import { POLICY_READS_PER_PARTY_MAX } from './trade-extras.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const policyUrl = (n: number) => `/policies/page-${n}`;

function reader(trade: TestTrade) {
  return (party: TestParty, url: string) =>
    party.client.post(`/rest/v1/trade/${trade.tradeHash}/policy-read`, { url });
}

async function storedCount(trade: TestTrade, userId: number) {
  const { id } = await tradeRow(ctx.database.db, trade.tradeHash);
  const rows = await ctx.database.db
    .select()
    .from(tradePolicyReads)
    .where(and(eq(tradePolicyReads.tradeId, id), eq(tradePolicyReads.userId, userId)));
  return rows.length;
}

describe('POST /rest/v1/trade/{id}/policy-read: entries are capped per party and trade', () => {
  it(`keeps ${POLICY_READS_PER_PARTY_MAX} pages a party read; a new one past them is 409, a known one still 200`, async () => {
    const trade = await startTestTrade(ctx.app);
    const read = reader(trade);
    for (let n = 0; n < POLICY_READS_PER_PARTY_MAX; n += 1) {
      expect((await read(trade.buyer, policyUrl(n))).statusCode).toBe(200);
    }
    const refused = await read(trade.buyer, policyUrl(POLICY_READS_PER_PARTY_MAX));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ERROR_CONFLICT');
    expect(refused.json().error.details.url[0]).toContain(String(POLICY_READS_PER_PARTY_MAX));
    expect(await storedCount(trade, trade.buyer.id)).toBe(POLICY_READS_PER_PARTY_MAX);

    const known = await read(trade.buyer, policyUrl(0));
    expect(known.statusCode).toBe(200);
    expect(known.json().data.policyReads).toHaveLength(POLICY_READS_PER_PARTY_MAX);
    // One party's pages do not use up the other's.
    expect((await read(trade.seller, policyUrl(0))).statusCode).toBe(200);
  });

  it('holds the cap when many pages arrive at once', async () => {
    const trade = await startTestTrade(ctx.app);
    const read = reader(trade);
    const answers = await Promise.all(
      Array.from({ length: POLICY_READS_PER_PARTY_MAX + 5 }, (_, n) => read(trade.buyer, policyUrl(n))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(POLICY_READS_PER_PARTY_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await storedCount(trade, trade.buyer.id)).toBe(POLICY_READS_PER_PARTY_MAX);
  });
});
