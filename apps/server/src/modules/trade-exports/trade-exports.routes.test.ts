import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeExportReport } from '@p2p/shared';
import { tradeExportReports, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { notificationsOf } from '../notifications/notifications-test-kit.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { insertTrade, tradeParties } from '../trade-lists/trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const PATH = '/rest/v1/trade/history/exports';

describe('POST /rest/v1/trade/history/exports', () => {
  it('refuses a range over 31 days on end_date, and an end before the start', async () => {
    const { seller } = await tradeParties(ctx);
    const long = await seller.client.post(PATH, { format: 'csv', start_date: day(-40), end_date: day(-8) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(long.json().error.details.end_date[0]).toMatch(/at most 31 days/);
    // 31 days, first and last included, is allowed.
    const month = await seller.client.post(PATH, { format: 'csv', start_date: day(-30), end_date: day(0) });
    expect(month.statusCode).toBe(201);
    const backwards = await seller.client.post(PATH, {
      format: 'csv',
      start_date: day(-1),
      end_date: day(-3),
    });
    expect(backwards.json().error.details.end_date).toEqual(['The end date is before the start date']);
    const badDay = await seller.client.post(PATH, {
      format: 'csv',
      start_date: '2026-02-30',
      end_date: day(0),
    });
    expect(badDay.json().error.details.start_date).toEqual(['A date like 2026-01-31']);
    const future = await seller.client.post(PATH, { format: 'csv', start_date: day(3), end_date: day(4) });
    expect(future.json().error.details.start_date).toEqual(['The start date is in the future']);
    const format = await seller.client.post(PATH, { format: 'doc', start_date: day(-1), end_date: day(0) });
    expect(format.json().error.details.format).toBeDefined();
  });

  it('needs a session', async () => {
    const { seller } = await tradeParties(ctx);
    const anonymous = await ctx.app.inject({ method: 'GET', url: PATH });
    expect(anonymous.statusCode).toBe(401);
    expect((await seller.client.get(PATH)).json().data).toEqual([]);
  });

  it('writes the file, tells the owner, serves it to them only, then deletes it after the kept time', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const db = ctx.database.db;
    await db.update(users).set({ timezone: 'Asia/Tokyo' }).where(eq(users.id, seller.user.id));
    const inRange = await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const before = await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt: new Date(Date.now() - 20 * 86_400_000),
    });
    const asked = await seller.client.post(PATH, { format: 'csv', start_date: day(-5), end_date: day(0) });
    expect(asked.statusCode).toBe(201);
    const report = asked.json().data as TradeExportReport;
    expect(report).toMatchObject({
      status: 'pending',
      format: 'csv',
      timezone: 'Asia/Tokyo',
      canCancel: true,
    });

    const run = await ctx.app.tradeExports.runWorker();
    expect(run.completed).toContain(report.id);
    const done = (await seller.client.get(`${PATH}/${report.id}`)).json().data as TradeExportReport;
    expect(done).toMatchObject({ status: 'completed', rowCount: 1, canDownload: true, canCancel: false });
    expect(done.expiresAt).not.toBeNull();

    const file = await seller.client.get(`${PATH}/${report.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="trade-history-.*\.csv"/);
    expect(file.body).toContain(inRange.trade.hash);
    expect(file.body).not.toContain(before.trade.hash);

    // Someone else's export: not found, as if it did not exist.
    expect((await stranger.client.get(`${PATH}/${report.id}/file`)).statusCode).toBe(404);
    expect((await stranger.client.get(`${PATH}/${report.id}`)).statusCode).toBe(404);
    expect((await stranger.client.post(`${PATH}/${report.id}/cancel`)).statusCode).toBe(404);

    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    const notes = await notificationsOf(ctx.app.db, seller.user.id);
    expect(notes.filter((note) => note.kind === 'export.ready').map((note) => note.link)).toEqual([
      '/dashboard/trade-history',
    ]);

    // The kept time ends: the file goes, the report reads missing, the download is a 404.
    await db
      .update(tradeExportReports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tradeExportReports.id, report.id));
    expect(await ctx.app.tradeExports.runRetention()).toEqual([report.id]);
    const gone = (await seller.client.get(`${PATH}/${report.id}`)).json().data as TradeExportReport;
    expect(gone).toMatchObject({ status: 'missing', canDownload: false, fileName: null });
    expect((await seller.client.get(`${PATH}/${report.id}/file`)).statusCode).toBe(404);
  });

  it('keeps the filters it was asked with (coin, side, payment method, status) and exports the matching trades only', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const db = ctx.database.db;
    const startedAt = new Date(Date.now() - 86_400_000);
    const released = await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt,
    });
    const cancelled = await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'cancelled_buyer',
      startedAt,
    });
    const base = { format: 'csv', start_date: day(-3), end_date: day(0) };

    const unknownStatus = await seller.client.post(PATH, { ...base, status: 'paid' });
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json().error.details.status).toEqual(['Unknown status filter']);
    const textMethod = await seller.client.post(PATH, { ...base, payment_method_id: '7' });
    expect(textMethod.json().error.details.payment_method_id).toEqual(['A payment method id']);

    const filters = {
      crypto_currency_code: 'BTC',
      offer_type: 'sell',
      payment_method_id: released.trade.paymentMethodId,
      status: 'released',
    };
    const asked = await seller.client.post(PATH, { ...base, ...filters });
    expect(asked.statusCode).toBe(201);
    const report = asked.json().data as TradeExportReport;
    expect(report.filters).toEqual({
      cryptoCurrencyCode: 'BTC',
      offerType: 'sell',
      paymentMethodId: released.trade.paymentMethodId,
      status: 'released',
      startDate: base.start_date,
      endDate: base.end_date,
      format: 'csv',
    });
    // The same trades seen from the other side, or under another coin: nothing to export.
    const buying = (await seller.client.post(PATH, { ...base, ...filters, offer_type: 'buy' })).json().data;
    const otherCoin = (
      await seller.client.post(PATH, { ...base, ...filters, crypto_currency_code: 'USDT' })
    ).json().data;

    const run = await ctx.app.tradeExports.runWorker();
    expect(run.completed).toContain(report.id);
    expect(run.noData).toEqual(expect.arrayContaining([buying.id, otherCoin.id]));
    const done = (await seller.client.get(`${PATH}/${report.id}`)).json().data as TradeExportReport;
    expect(done).toMatchObject({ status: 'completed', rowCount: 1 });
    const file = await seller.client.get(`${PATH}/${report.id}/file`);
    expect(file.body).toContain(released.trade.hash);
    expect(file.body).not.toContain(cancelled.trade.hash);
  });

  it('gives no_data for a range without trades', async () => {
    const { seller } = await tradeParties(ctx);
    const asked = await seller.client.post(PATH, { format: 'pdf', start_date: day(-3), end_date: day(-1) });
    const report = asked.json().data as TradeExportReport;
    await ctx.app.tradeExports.runWorker();
    const after = (await seller.client.get(`${PATH}/${report.id}`)).json().data as TradeExportReport;
    expect(after).toMatchObject({ status: 'no_data', rowCount: 0, canDownload: false });
    expect((await seller.client.get(`${PATH}/${report.id}/file`)).statusCode).toBe(404);
  });

  it('cancels a pending export only, and keeps at most 3 waiting', async () => {
    const { seller } = await tradeParties(ctx);
    const ask = () => seller.client.post(PATH, { format: 'xlsx', start_date: day(-2), end_date: day(0) });
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await ask()).json().data.id);
    const fourth = await ask();
    expect(fourth.statusCode).toBe(409);
    const cancelled = await seller.client.post(`${PATH}/${ids[0]}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', canCancel: false });
    // Cancelling again answers the same; a finished export cannot be cancelled.
    expect((await seller.client.post(`${PATH}/${ids[0]}/cancel`)).json().data.status).toBe('cancelled');
    expect((await ask()).statusCode).toBe(201);
    await ctx.app.tradeExports.runWorker();
    const finished = await seller.client.post(`${PATH}/${ids[1]}/cancel`);
    expect(finished.statusCode).toBe(409);
    const list = (await seller.client.get(PATH)).json().data as TradeExportReport[];
    expect(list.map((item) => item.status).sort()).toEqual(['cancelled', 'no_data', 'no_data', 'no_data']);
    // A bad id is a 400 on the field, not a 500.
    expect((await seller.client.get(`${PATH}/nope/file`)).json().error.details.id).toBeDefined();
  });
});
