import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { telegramLinks } from '../../db/schema.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { TestTelegramServer } from '../../test/telegram-bot-api.js';
import { PermanentDeliveryError, type ChannelDelivery } from '../notifications/channel.js';
import { TelegramRateLimitError } from './telegram.channel.js';

let ctx: TestContext;
let telegram: TestTelegramServer;
beforeAll(async () => {
  telegram = await new TestTelegramServer().start();
  ctx = await createTestApp({
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    TELEGRAM_BOT_USERNAME: telegram.botUsername,
    TELEGRAM_POLL_TIMEOUT_SECONDS: '0',
    PUBLIC_URL: 'https://p2p.example.com',
  });
});
afterAll(async () => {
  await ctx.close();
  await telegram.stop();
});

let chatCounter = 7_000_000_000;
let jobId = 0;

function delivery(userId: number, overrides: Partial<ChannelDelivery['notification']> = {}, locale = 'en') {
  jobId += 1;
  return {
    jobId,
    userId,
    locale,
    notification: {
      id: jobId,
      kind: 'trade.paid',
      data: { partner: 'alice <b>' },
      link: '/trade/Hash123',
      createdAt: new Date(),
      ...overrides,
    },
  } satisfies ChannelDelivery;
}

/** A user whose account is linked to a fresh chat through the bot, as a user would do it. */
async function linkedUser() {
  const { client, user } = await registerUser(ctx.app);
  const code = new URL(
    (await client.post('/rest/v1/notifications/telegram/link')).json().data.url,
  ).searchParams.get('start');
  chatCounter += 1;
  const chatId = chatCounter;
  telegram.userSends({ id: chatId }, `/start ${code}`);
  await ctx.app.telegram.poller!.pollOnce();
  return { user, chatId };
}

const channel = () => ctx.app.telegram.channel!;
const isLinked = async (userId: number) =>
  (await ctx.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId))).length > 0;

describe('Telegram channel', () => {
  it('sends the notification to the linked chat with an Open button, escaped, in the user’s language', async () => {
    const { user, chatId } = await linkedUser();
    expect(await channel().isConnected(ctx.database.db, user.id)).toBe(true);
    await channel().deliver(ctx.database.db, delivery(user.id, {}, 'ru'));
    const sent = telegram.sentTo(chatId).at(-1)!;
    expect(sent.text).toBe(
      '<b>Отмечено как оплачено</b>\nalice &lt;b&gt; отметил сделку как оплаченную. Проверьте счёт и отпустите.',
    );
    expect(sent.params).toMatchObject({
      parse_mode: 'HTML',
      reply_markup: {
        inline_keyboard: [[{ text: 'Открыть', url: 'https://p2p.example.com/trade/Hash123' }]],
      },
    });
  });

  it('unlinks the chat and fails for good when the user blocked the bot (403)', async () => {
    const { user, chatId } = await linkedUser();
    telegram.failSendsTo(chatId, { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    await expect(channel().deliver(ctx.database.db, delivery(user.id))).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    expect(await isLinked(user.id)).toBe(false);
    expect(await channel().isConnected(ctx.database.db, user.id)).toBe(false);
    // Nothing linked: nothing to retry.
    await expect(channel().deliver(ctx.database.db, delivery(user.id))).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
  });

  it('honours 429 retry_after and retries other failures, keeping the link', async () => {
    const { user, chatId } = await linkedUser();
    telegram.failSendsTo(chatId, {
      error_code: 429,
      description: 'Too Many Requests: retry after 17',
      parameters: { retry_after: 17 },
    });
    const limited = await channel()
      .deliver(ctx.database.db, delivery(user.id))
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(TelegramRateLimitError);
    expect(limited).toMatchObject({ retryAfterSeconds: 17 });

    telegram.failSendsTo(chatId, { error_code: 500, description: 'Internal Server Error' });
    const failed = await channel()
      .deliver(ctx.database.db, delivery(user.id))
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(PermanentDeliveryError);
    expect(await isLinked(user.id)).toBe(true);

    telegram.failSendsTo(chatId, undefined);
    await channel().deliver(ctx.database.db, delivery(user.id, { kind: 'trade.released', link: null }));
    const sent = telegram.sentTo(chatId).at(-1)!;
    expect(sent.text).toBe('<b>Crypto released</b>\nThe crypto was released. The trade is complete.');
    expect(sent.params.reply_markup).toBeUndefined();
  });

  it('fails for good when Telegram says the chat does not exist', async () => {
    const { user, chatId } = await linkedUser();
    telegram.failSendsTo(chatId, { error_code: 400, description: 'Bad Request: chat not found' });
    await expect(channel().deliver(ctx.database.db, delivery(user.id))).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    expect(await isLinked(user.id)).toBe(false);
  });
});
