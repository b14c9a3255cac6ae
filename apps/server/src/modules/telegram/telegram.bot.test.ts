import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { telegramLinkCodes, telegramLinks, telegramPoller } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { TestTelegramServer } from '../../test/telegram-bot-api.js';
import { startTestTrade } from '../../test/trades.js';
import { createTelegramBot } from './telegram-bot.js';
import { TelegramPoller } from './telegram-poller.js';

let ctx: TestContext;
let telegram: TestTelegramServer;
beforeAll(async () => {
  telegram = await new TestTelegramServer().start();
  ctx = await createTestApp({
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    // Tests drive the poller round by round.
    TELEGRAM_POLL_TIMEOUT_SECONDS: '0',
    PUBLIC_URL: 'https://p2p.example.com',
  });
});
afterAll(async () => {
  await ctx.close();
  await telegram.stop();
});

const BASE = '/rest/v1/notifications/telegram';
let chatCounter = 5_000_000_000;
const newChat = () => ({ id: (chatCounter += 1), username: `tg_${chatCounter}` });

async function poll() {
  return ctx.app.telegram.poller!.pollOnce();
}

async function linkCodeFor(client: TestClient): Promise<string> {
  const response = await client.post(`${BASE}/link`);
  expect(response.statusCode).toBe(201);
  const url = new URL(response.json().data.url);
  expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${telegram.botUsername}`);
  return url.searchParams.get('start')!;
}

const linkOf = async (userId: number) =>
  (await ctx.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)))[0];

describe('Telegram linking', () => {
  it('publishes its commands in every language at start and knows its username from getMe', async () => {
    const languages = telegram.callsOf('setMyCommands').map((call) => call.params.language_code ?? 'en');
    expect(languages.sort()).toEqual(['en', 'es', 'ru']);
    expect(telegram.callsOf('setMyCommands')[0]!.params.commands).toEqual(
      expect.arrayContaining([expect.objectContaining({ command: 'trades' })]),
    );
    const { client } = await registerUser(ctx.app);
    const status = await client.get(BASE);
    expect(status.json().data).toEqual({
      configured: true,
      botUsername: telegram.botUsername,
      linked: false,
      telegramUsername: null,
      linkedAt: null,
    });
  });

  it('links a chat with a one-time deep-link code stored hashed, then /stop unlinks it', async () => {
    const { client, user, account } = await registerUser(ctx.app);
    const code = await linkCodeFor(client);
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await ctx.database.db
      .select()
      .from(telegramLinkCodes)
      .where(eq(telegramLinkCodes.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).not.toContain(code);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const chat = newChat();
    telegram.userSends(chat, `/start ${code}`);
    expect(await poll()).toEqual({ polled: true, handled: 1 });
    expect(telegram.sentTo(chat.id).at(-1)!.text).toContain(account.username);
    expect(await linkOf(user.id)).toMatchObject({ chatId: chat.id, telegramUsername: chat.username });
    expect((await client.get(BASE)).json().data).toMatchObject({
      linked: true,
      telegramUsername: chat.username,
    });

    // The same code never works twice, not even from another chat.
    const thief = newChat();
    telegram.userSends(thief, `/start ${code}`);
    await poll();
    expect(telegram.sentTo(thief.id).at(-1)!.text).toMatch(/expired or was already used/);
    expect((await linkOf(user.id))!.chatId).toBe(chat.id);

    telegram.userSends(chat, '/stop');
    await poll();
    expect(telegram.sentTo(chat.id).at(-1)!.text).toMatch(/unlinked/);
    expect(await linkOf(user.id)).toBeUndefined();
    telegram.userSends(chat, '/stop');
    await poll();
    expect(telegram.sentTo(chat.id).at(-1)!.text).toMatch(/not linked/);
  });

  it('refuses expired, unknown and replaced codes, and a code only links its own account', async () => {
    const { client, user } = await registerUser(ctx.app);
    const expired = await linkCodeFor(client);
    await ctx.database.db
      .update(telegramLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramLinkCodes.userId, user.id));
    const chat = newChat();
    telegram.userSends(chat, `/start ${expired}`);
    telegram.userSends(chat, '/start not-a-real-code');
    telegram.userSends(chat, `/start ${'x'.repeat(80)}`);
    await poll();
    expect(telegram.sentTo(chat.id).map((message) => message.text)).toEqual(
      Array(3).fill(expect.stringMatching(/expired or was already used/)),
    );
    // Asking for a new code invalidates the previous unused one.
    const first = await linkCodeFor(client);
    const second = await linkCodeFor(client);
    telegram.userSends(chat, `/start ${first}`);
    await poll();
    expect(await linkOf(user.id)).toBeUndefined();
    telegram.userSends(chat, `/start ${second}`);
    await poll();
    expect((await linkOf(user.id))!.chatId).toBe(chat.id);
  });

  it('moves a chat to the account that links it last, and the account to its newest chat', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const chat = newChat();
    telegram.userSends(chat, `/start ${await linkCodeFor(alice.client)}`);
    await poll();
    telegram.userSends(chat, `/start ${await linkCodeFor(bob.client)}`);
    await poll();
    expect(await linkOf(alice.user.id)).toBeUndefined();
    expect((await linkOf(bob.user.id))!.chatId).toBe(chat.id);
    const phone = newChat();
    telegram.userSends(phone, `/start ${await linkCodeFor(bob.client)}`);
    await poll();
    expect((await linkOf(bob.user.id))!.chatId).toBe(phone.id);

    const unlinked = await bob.client.send('DELETE', BASE);
    expect(unlinked.json().data).toEqual({ removed: true });
    expect(await linkOf(bob.user.id)).toBeUndefined();
  });

  it('answers /trades with the open trades of the linked account, with links, in the user’s language', async () => {
    const trade = await startTestTrade(ctx.app);
    const chat = { ...newChat(), languageCode: 'es' };
    telegram.userSends(chat, '/trades');
    await poll();
    expect(telegram.sentTo(chat.id).at(-1)!.text).toMatch(/no está vinculado/);

    telegram.userSends(chat, `/start ${await linkCodeFor(trade.seller.client)}`);
    telegram.userSends(chat, '/trades');
    await poll();
    const answer = telegram.sentTo(chat.id).at(-1)!;
    expect(answer.params.parse_mode).toBe('HTML');
    expect(answer.text).toContain('Tus intercambios abiertos (1)');
    expect(answer.text).toContain(`https://p2p.example.com/trade/${trade.tradeHash}`);
    expect(answer.text).toContain(trade.buyer.username);
    // Amounts written for people in Spanish: no trailing zeros on the coin, a decimal comma on both.
    expect(answer.text).toMatch(/Vendes 0,\d*[1-9] BTC por 100,00 USD/);
  });

  it('answers anything else with the help, and /start without a code with how to link', async () => {
    const chat = { ...newChat(), languageCode: 'ru' };
    telegram.userSends(chat, 'hello');
    telegram.userSends(chat, '/unknown');
    telegram.userSends(chat, '/start');
    await poll();
    const texts = telegram.sentTo(chat.id).map((message) => message.text);
    expect(texts[0]).toContain('/trades');
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toMatch(/Подключить Telegram/);
  });
});

describe('Telegram update polling across nodes', () => {
  it('lets one node poll at a time and continues from the stored update id when another takes over', async () => {
    const nodeA = new TelegramPoller(ctx.database.db, ctx.app.telegram.poller!['bot'], {
      timeoutSeconds: 0,
      onError: () => undefined,
    });
    const nodeB = new TelegramPoller(ctx.database.db, ctx.app.telegram.poller!['bot'], {
      timeoutSeconds: 0,
      onError: () => undefined,
    });
    // The app's own poller holds the lease from the earlier tests: release it first.
    await ctx.app.telegram.poller!.release();
    const chat = newChat();
    telegram.userSends(chat, 'one');
    expect(await nodeA.pollOnce()).toEqual({ polled: true, handled: 1 });
    telegram.userSends(chat, 'two');
    expect(await nodeB.pollOnce()).toEqual({ polled: false, handled: 0 });
    const getUpdatesBefore = telegram.callsOf('getUpdates').length;
    expect(await nodeB.pollOnce()).toEqual({ polled: false, handled: 0 });
    expect(telegram.callsOf('getUpdates')).toHaveLength(getUpdatesBefore);

    await nodeA.release();
    expect(await nodeB.pollOnce()).toEqual({ polled: true, handled: 1 });
    // Each message was answered exactly once.
    expect(telegram.sentTo(chat.id)).toHaveLength(2);
    expect(telegram.conflicts).toBe(0);
    await nodeB.release();

    // Both free to claim at the same moment: exactly one polls (on PostgreSQL the row lock decides).
    telegram.userSends(chat, 'three');
    const rounds = await Promise.all([nodeA.pollOnce(), nodeB.pollOnce()]);
    expect(rounds.filter((round) => round.polled)).toHaveLength(1);
    expect(rounds.reduce((sum, round) => sum + round.handled, 0)).toBe(1);
    expect(telegram.conflicts).toBe(0);
    await nodeA.release();
    await nodeB.release();
  });
});

describe('Telegram update loop', () => {
  it('runs on its own once the app is ready (and stops when it closes): a /start typed in Telegram links the account', async () => {
    const looping = await createTestApp({
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      TELEGRAM_POLL_TIMEOUT_SECONDS: '1',
    });
    try {
      const { client, user } = await registerUser(looping.app);
      const code = new URL((await client.post(`${BASE}/link`)).json().data.url).searchParams.get('start');
      const chat = newChat();
      telegram.userSends(chat, `/start ${code}`);
      await vi.waitFor(
        async () => {
          const [link] = await looping.database.db
            .select()
            .from(telegramLinks)
            .where(eq(telegramLinks.userId, user.id));
          expect(link?.chatId).toBe(chat.id);
          // The reply goes out after the link is saved.
          expect(telegram.sentTo(chat.id).at(-1)?.text).toContain('now linked');
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await looping.close();
    }
  });
});

describe('Telegram not configured', () => {
  it('says so: the status shows it unavailable and a link request is a 409', async () => {
    const plain = await createTestApp();
    try {
      const { client } = await registerUser(plain.app);
      expect((await client.get(BASE)).json().data).toEqual({
        configured: false,
        botUsername: null,
        linked: false,
        telegramUsername: null,
        linkedAt: null,
      });
      const link = await client.post(`${BASE}/link`);
      expect(link.statusCode).toBe(409);
      expect(link.json().error).toMatchObject({
        code: 'ERROR_TELEGRAM_NOT_CONFIGURED',
        message: 'Telegram notifications are not configured on this server',
      });
      expect(plain.app.telegram.channel).toBeUndefined();
      expect((await new TestClient(plain.app).post(`${BASE}/link`)).statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});

describe('Telegram unreachable for a while', () => {
  it('fails a poll round at once while Telegram is down and links a chat as soon as it is back', async () => {
    const unreachable = await new TestTelegramServer().start();
    const apiRoot = unreachable.apiRoot;
    await unreachable.stop();
    const bot = createTelegramBot(ctx.database.db, {
      token: unreachable.token,
      apiRoot,
      publicUrl: 'https://p2p.example.com',
    });
    const poller = new TelegramPoller(ctx.database.db, bot, { timeoutSeconds: 0, onError: () => undefined });
    await ctx.app.telegram.poller!.release();
    // Down: each round fails by itself (grammY's init would keep retrying getMe inside the round, with a
    // back-off growing to an hour, so that the bot stayed deaf long after Telegram came back).
    for (let round = 0; round < 3; round += 1) await expect(poller.pollOnce()).rejects.toThrow();
    expect(bot.isInited()).toBe(false);

    // Back on the same address: the next round identifies the bot and handles what the user typed.
    const back = await new TestTelegramServer().start(Number(new URL(apiRoot).port));
    try {
      const { client } = await registerUser(ctx.app);
      const code = await linkCodeFor(client);
      const [lease] = await ctx.database.db.select().from(telegramPoller);
      back.continueUpdateIdsFrom(lease!.nextUpdateId);
      const chat = newChat();
      back.userSends(chat, `/start ${code}`);
      expect(await poller.pollOnce()).toEqual({ polled: true, handled: 1 });
      expect(bot.botInfo.username).toBe(back.botUsername);
      const status = await client.get(BASE);
      expect(status.json().data).toMatchObject({ linked: true });
    } finally {
      await poller.release();
      await back.stop();
    }
  });
});
