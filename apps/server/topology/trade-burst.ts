import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import { expectStatus } from './balanced-client.js';
import type { TradingPair } from './trading-pairs.js';

export interface FinishedTrade {
  pair: TradingPair;
  tradeHash: string;
  /** The chat texts the parties sent (each must be in the chat exactly once). */
  texts: string[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One trade as two people run it: the buyer starts it (with an Idempotency-Key, resent unchanged on a
 * retry), both write `messages` chat lines, the buyer marks it paid and the seller releases. A chat
 * line is resent only after reading the chat shows the first attempt did not land; the transitions
 * are idempotent and resent as they are.
 */
export async function tradeWithChat(
  pair: TradingPair,
  messages: number,
  onStep: () => void = () => undefined,
): Promise<FinishedTrade> {
  const started = await pair.buyer.request<{ data: { tradeHash: string } }>('POST', '/rest/v1/trade/start', {
    body: { offerHash: pair.offerHash, fiatAmount: '100.00' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expectStatus(started, 201, 'trade start');
  const tradeHash = started.body.data.tradeHash;
  onStep();
  const texts: string[] = [];
  for (let index = 0; index < messages; index += 1) {
    const author = index % 2 === 0 ? pair.buyer : pair.seller;
    const text = `line ${index} of ${tradeHash} ${randomUUID().slice(0, 8)}`;
    texts.push(text);
    const path = `/rest/v1/trade/${tradeHash}/messages`;
    const posted = await author.request('POST', path, {
      body: { text },
      alreadyDone: async () => {
        const chat = await author.request<{ data: { text?: string; body?: string }[] }>(
          'GET',
          `${path}?limit=100`,
        );
        return (
          chat.status === 200 && chat.body.data.some((message) => (message.text ?? message.body) === text)
        );
      },
    });
    if (posted.status !== 200) expectStatus(posted, 201, 'chat message');
    onStep();
  }
  expectStatus(await pair.buyer.request('POST', `/rest/v1/trade/${tradeHash}/paid`), 200, 'mark paid');
  onStep();
  expectStatus(
    await pair.seller.request('POST', `/rest/v1/trade/${tradeHash}/release`, { body: {} }),
    200,
    'release',
  );
  onStep();
  return { pair, tradeHash, texts };
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Nothing was lost or doubled: every trade released, every chat line in its chat exactly once, every
 * chat message and status change heard on both parties' sockets (live or by resync), and every event
 * of the outbox dispatched into notifications.
 */
export async function expectNothingLost(db: Database, finished: FinishedTrade[]): Promise<void> {
  for (const { pair, tradeHash, texts } of finished) {
    const [trade] = rowsOf<{ id: number; status: string }>(
      await db.execute(sql`select id, status from trades where hash = ${tradeHash}`),
    );
    expect(trade?.status).toBe('released');
    const chat = rowsOf<{ id: number; body: string; kind: string }>(
      await db.execute(
        sql`select id, body, kind from trade_messages where trade_id = ${trade!.id} order by id`,
      ),
    );
    const written = chat.filter((message) => message.kind === 'text').map((message) => message.body);
    expect(written.sort()).toEqual([...texts].sort());

    // Transitions add system lines to the chat and tell the sockets with `trade.status`; every line
    // a party wrote is a `trade.message`.
    const messageIds = chat.filter((message) => message.kind === 'text').map((message) => Number(message.id));
    for (const socket of [pair.buyerSocket, pair.sellerSocket]) {
      await socket.waitFor(`every message of ${tradeHash}`, (events) => {
        const heard = new Set(
          events
            .filter((event) => event.type === 'trade.message' && event.tradeHash === tradeHash)
            .map((event) => Number(event.payload?.messageId)),
        );
        return messageIds.every((id) => heard.has(id));
      });
      await socket.waitFor(`the release of ${tradeHash}`, (events) =>
        events.some(
          (event) =>
            event.type === 'trade.status' &&
            event.tradeHash === tradeHash &&
            event.payload?.status === 'released',
        ),
      );
    }
  }
  const userIds = finished.flatMap(({ pair }) => [pair.buyer.userId, pair.seller.userId]);
  const idList = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await waitFor('the outbox to be dispatched', async () => {
    const [row] = rowsOf<{ left: number }>(
      await db.execute(
        sql`select count(*)::int as left from user_events where user_id in (${idList}) and dispatched_at is null`,
      ),
    );
    return Number(row!.left) === 0;
  });
  for (const { pair, tradeHash } of finished) {
    const kinds = rowsOf<{ kind: string }>(
      await db.execute(
        sql`select distinct kind from notifications where user_id = ${pair.buyer.userId} and trade_hash = ${tradeHash}`,
      ),
    ).map((row) => row.kind);
    expect(kinds.length).toBeGreaterThan(0);
  }
}
