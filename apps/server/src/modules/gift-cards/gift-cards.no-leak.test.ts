import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { SERVER_ROOT } from '../../paths.js';
import { createTestDatabase } from '../../test/database.js';
import { fund } from '../../test/ledger.js';
import { startTradeAs, tradingUser } from '../../test/trades.js';
import { addCard, createGccOffer, giftCardBrand } from './gift-card-test-kit.js';

/**
 * A card's code and PIN never reach a log line, a list, a view, a chat message, an event or the audit
 * log, nor anyone but the parties who may see them: the app runs with every log line captured (trace
 * level, request bodies and answers included where the logger writes them).
 */
describe('gift-card codes do not leak', () => {
  const logLines: string[] = [];
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: path.join(SERVER_ROOT, 'src/test/fixtures/web'),
      AUTH_RATE_LIMIT_MAX: '1000',
      WALLET_SYNC_INTERVAL_MS: '0',
      TRADE_EXPIRY_INTERVAL_MS: '0',
      NOTIFICATION_DISPATCH_INTERVAL_MS: '0',
      NOTIFICATION_DELIVERY_INTERVAL_MS: '0',
      WEBHOOK_DELIVERY_INTERVAL_MS: '0',
    });
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({ config, database, closeDatabase: false, logger: { level: 'trace', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps the code out of logs, lists, views, chat, events and from a third user', async () => {
    const brand = await giftCardBrand(database.db);
    const vendor = await tradingUser(app);
    const taker = await tradingUser(app);
    const stranger = await tradingUser(app);
    await fund(database.db, taker.id, 'BTC', 10n ** 9n);
    const offer = await createGccOffer(database.db, vendor.id);
    const code = 'LEAKCHECK7Q2Z9X4W';
    const pin = 'PIN8841';
    const card = await addCard(vendor.client, brand.slug, { code, pin });
    const secretParts = [code, pin];
    const seen: string[] = [];
    const read = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      seen.push(answer.body);
      return answer;
    };

    await read(vendor.client.get('/rest/v1/gift-cards'));
    const hash = await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    await read(taker.client.get(`/rest/v1/trade/${hash}`));
    await read(vendor.client.get(`/rest/v1/trade/${hash}`));
    await read(taker.client.post(`/rest/v1/trade/${hash}/reveal-card`));
    await read(taker.client.get(`/rest/v1/trade/${hash}/messages`));
    await read(taker.client.get('/rest/v1/trade/active'));
    await read(vendor.client.get('/rest/v1/trade/history'));
    // A third user gets nothing, however they ask.
    for (const response of [
      await stranger.client.post(`/rest/v1/trade/${hash}/gift-card/reveal`, {}),
      await stranger.client.get(`/rest/v1/trade/${hash}`),
      await stranger.client.post(`/rest/v1/gift-cards/${card.id}/reveal`, {}),
      await stranger.client.get('/rest/v1/gift-cards'),
    ]) {
      expect([200, 404]).toContain(response.statusCode);
      for (const part of secretParts) expect(response.body).not.toContain(part);
    }
    // The seller may read it now (the one answer that carries it).
    const revealed = await taker.client.post(`/rest/v1/trade/${hash}/gift-card/reveal`, {});
    expect(revealed.body).toContain(code);
    await read(taker.client.post(`/rest/v1/trade/${hash}/release`, {}));
    await read(vendor.client.get('/rest/v1/gift-cards'));

    for (const body of seen) for (const part of secretParts) expect(body).not.toContain(part);
    const stored = (await database.db.execute(
      sql`select (select coalesce(string_agg(payload::text, ' '), '') from trade_messages)
            || (select coalesce(string_agg(payload::text, ' '), '') from user_events)
            || (select coalesce(string_agg(details::text, ' '), '') from audit_log)
            || (select coalesce(string_agg(coalesce(code_sealed, '') || coalesce(pin_sealed, ''), ' '), '') from gift_cards) as text`,
    )) as unknown as { rows: { text: string }[] };
    for (const part of secretParts) expect(stored.rows[0]!.text).not.toContain(part);
    expect(logLines.length).toBeGreaterThan(10);
    const logs = logLines.join('');
    // The capture works: the requests of this trade are in it.
    expect(logs).toContain(`/rest/v1/trade/${hash}/gift-card/reveal`);
    for (const part of secretParts) expect(logs).not.toContain(part);
  });
});
