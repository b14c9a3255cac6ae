import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEvents, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { startTestTrade, tradingUser } from '../../test/trades.js';
import { runNotificationDispatch } from './dispatcher.js';
import { deliveriesOf, notificationsOf, uploadPng } from './notifications-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const dispatch = () => runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);

async function moderator() {
  const user = await tradingUser(ctx.app);
  await ctx.app.db.update(users).set({ role: 'moderator' }).where(eq(users.id, user.id));
  return user;
}

async function liveTypes(userId: number) {
  const rows = await ctx.app.db.select().from(userEvents).where(eq(userEvents.userId, userId));
  return rows.map((row) => row.type);
}

describe('moderators hear of disputes live and on their channels', () => {
  it('a new dispute reaches every moderator; messages and evidence reach the one who holds it', async () => {
    const holder = await moderator();
    const other = await moderator();
    const trade = await startTestTrade(ctx.app, { advanceTo: 'dispute_open' });
    await dispatch();
    for (const staff of [holder, other]) {
      const [opened] = await notificationsOf(ctx.app.db, staff.id);
      expect(opened).toMatchObject({ kind: 'dispute.opened', link: `/admin/disputes/${trade.tradeHash}` });
      // Live: the console and the bell refresh without a reload.
      expect(await liveTypes(staff.id)).toEqual(
        expect.arrayContaining(['dispute.opened', 'notification.created']),
      );
      // And by e-mail (a verified address is the connected e-mail channel).
      expect((await deliveriesOf(ctx.app.db, staff.id)).map((job) => job.channel)).toEqual(['email']);
    }

    // The holder opens it in the console: from now on its chat and evidence reach them.
    expect((await holder.client.get(`/rest/v1/admin/disputes/${trade.tradeHash}`)).statusCode).toBe(200);
    const said = await trade.seller.client.post(`/rest/v1/trade/${trade.tradeHash}/messages`, {
      text: 'I never received the payment.',
    });
    expect(said.statusCode, said.body).toBeLessThan(300);
    const uploaded = await uploadPng(ctx.app, trade.buyer.client, trade.tradeHash);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await dispatch();

    const kinds = (await notificationsOf(ctx.app.db, holder.id)).map((row) => [row.kind, row.link]);
    expect(kinds).toEqual([
      ['dispute.opened', `/admin/disputes/${trade.tradeHash}`],
      ['dispute.message', `/admin/disputes/${trade.tradeHash}`],
      ['dispute.evidence', `/admin/disputes/${trade.tradeHash}`],
    ]);
    expect((await deliveriesOf(ctx.app.db, holder.id)).map((job) => job.channel)).toEqual([
      'email',
      'email',
      'email',
    ]);
    // The console hears the chat and the upload as they happen.
    expect(await liveTypes(holder.id)).toEqual(expect.arrayContaining(['trade.message', 'trade.upload']));
    // The moderator who did not take it is not told of its chat.
    expect((await notificationsOf(ctx.app.db, other.id)).map((row) => row.kind)).toEqual(['dispute.opened']);
  });
});
