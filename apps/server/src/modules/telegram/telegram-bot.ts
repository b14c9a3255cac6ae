import { formatCoinAmount, localizeDecimal } from '@p2p/shared';
import { Bot, type Context } from 'grammy';
import type { Database } from '../../db/client.js';
import { BOT_TEXTS, botLanguage, botTexts } from './bot-texts.js';
import * as telegram from './telegram.service.js';

export interface TelegramBotOptions {
  token: string;
  apiRoot: string;
  /** Absolute site address for the "Open" buttons (Telegram refuses buttons to non-public hosts). */
  publicUrl?: string;
}

/** The site address of a path when it can be a button (https), else undefined. */
export function buttonUrl(publicUrl: string | undefined, path: string): string | undefined {
  if (!publicUrl || !publicUrl.startsWith('https://')) return undefined;
  return new URL(path, publicUrl).toString();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The bot: /start <code> links the chat to an account, /stop unlinks it, /trades lists the account's
 * open trades; anything else gets the help. Updates arrive through `bot.handleUpdate` (the poller).
 */
export function createTelegramBot(db: Database, options: TelegramBotOptions): Bot {
  // grammY waits up to 500 s for an answer by default; a long poll lasts at most 50 s.
  const bot = new Bot(options.token, { client: { apiRoot: options.apiRoot, timeoutSeconds: 60 } });
  const texts = (ctx: Context) => botTexts(ctx.from?.language_code);

  // Only private chats: a group would share one person's notifications with everyone in it.
  bot.chatType(['group', 'supergroup', 'channel']).on('message', () => undefined);

  bot.command('start', async (ctx) => {
    const code = ctx.match.trim();
    if (!code) {
      await ctx.reply(texts(ctx).startWithoutCode);
      return;
    }
    const linked = await telegram.linkChatByCode(db, {
      code,
      chatId: ctx.chat.id,
      telegramUsername: ctx.from?.username ?? null,
    });
    await ctx.reply(linked ? texts(ctx).linked(linked.username) : texts(ctx).codeInvalid);
  });

  bot.command('stop', async (ctx) => {
    const unlinked = await telegram.unlinkChat(db, ctx.chat.id);
    await ctx.reply(unlinked ? texts(ctx).stopped : texts(ctx).notLinked);
  });

  bot.command('trades', async (ctx) => {
    const t = texts(ctx);
    const language = botLanguage(ctx.from?.language_code);
    const trades = await telegram.tradesOfChat(db, ctx.chat.id);
    if (trades === undefined) {
      await ctx.reply(t.notLinked);
      return;
    }
    if (trades.length === 0) {
      await ctx.reply(t.noTrades);
      return;
    }
    const shown = trades.slice(0, 20);
    const lines = shown.map((trade) => {
      const line = escapeHtml(
        t.tradeLine({
          type: trade.type,
          // Amounts as people read them in the chat's language ("0,001 BTC", not "0.00100000 BTC").
          crypto: `${formatCoinAmount(trade.cryptoAmount, language)} ${trade.cryptoCurrencyCode}`,
          fiat: `${localizeDecimal(trade.fiatAmount, language)} ${trade.fiatCurrencyCode}`,
          partner: trade.partner.username,
          status: trade.status.replace(/_/g, ' '),
        }),
      );
      const url = buttonUrl(options.publicUrl, `/trade/${trade.tradeHash}`);
      return url ? `• <a href="${escapeHtml(url)}">${line}</a>` : `• ${line}`;
    });
    await ctx.reply([escapeHtml(t.tradesHeader(trades.length)), ...lines].join('\n'), {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
  });

  bot.on('message', async (ctx) => {
    await ctx.reply(texts(ctx).help);
  });

  return bot;
}

/** The command menu in each language the web app has (setMyCommands). */
export async function publishCommands(bot: Bot): Promise<void> {
  for (const language of ['en', 'es', 'ru'] as const) {
    const texts = BOT_TEXTS[language];
    const commands = (['start', 'trades', 'stop', 'help'] as const).map((command) => ({
      command,
      description: texts.commands[command],
    }));
    await bot.api.setMyCommands(commands, language === 'en' ? undefined : { language_code: language });
  }
}
