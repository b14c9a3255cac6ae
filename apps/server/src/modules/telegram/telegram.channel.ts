import { GrammyError, type Bot } from 'grammy';
import type { Executor } from '../../db/client.js';
import { notificationText } from '../notification-text/notification-text.js';
import {
  PermanentDeliveryError,
  type ChannelDelivery,
  type NotificationChannel,
} from '../notifications/channel.js';
import { botTexts } from './bot-texts.js';
import { buttonUrl } from './telegram-bot.js';
import * as telegram from './telegram.service.js';

/** Telegram asked to slow down (429): retry no sooner than `retryAfterSeconds`. */
export class TelegramRateLimitError extends Error {
  override readonly name = 'TelegramRateLimitError';
  constructor(readonly retryAfterSeconds: number) {
    super(`Telegram rate limit: retry after ${retryAfterSeconds} s`);
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Telegram answers that mean the chat can never be reached again: unlink it. */
function isChatGone(error: GrammyError): boolean {
  if (error.error_code === 403) return true; // blocked by the user, user deactivated, kicked
  return (
    error.error_code === 400 && /chat not found|user not found|chat_id is empty/i.test(error.description)
  );
}

/**
 * Telegram: one message to the linked chat, with an "Open" button to the notification's page when
 * the site has a public https address. A 403 (the user blocked the bot) or a vanished chat unlinks it
 * and fails for good; a 429 carries Telegram's retry_after; anything else is retried.
 */
export function createTelegramChannel(options: { bot: Bot; publicUrl?: string }): NotificationChannel {
  return {
    name: 'telegram',
    isConnected: async (db: Executor, userId: number) =>
      (await telegram.chatOfUser(db, userId)) !== undefined,
    async deliver(db: Executor, delivery: ChannelDelivery): Promise<void> {
      const chatId = await telegram.chatOfUser(db, delivery.userId);
      if (chatId === undefined) throw new PermanentDeliveryError('no Telegram chat is linked');
      const { notification } = delivery;
      const text = notificationText(notification.kind, delivery.locale, notification.data);
      const url = notification.link ? buttonUrl(options.publicUrl, notification.link) : undefined;
      const linkLine =
        !url && notification.link && options.publicUrl
          ? `\n${escapeHtml(new URL(notification.link, options.publicUrl).toString())}`
          : '';
      try {
        await options.bot.api.sendMessage(
          chatId,
          `<b>${escapeHtml(text.title)}</b>\n${escapeHtml(text.body)}${linkLine}`,
          {
            parse_mode: 'HTML',
            link_preview_options: { is_disabled: true },
            ...(url
              ? { reply_markup: { inline_keyboard: [[{ text: botTexts(delivery.locale).open, url }]] } }
              : {}),
          },
        );
      } catch (error) {
        if (error instanceof GrammyError) {
          if (error.error_code === 429) {
            throw new TelegramRateLimitError(error.parameters.retry_after ?? 30);
          }
          if (isChatGone(error)) {
            await telegram.dropChat(db, { userId: delivery.userId, chatId });
            throw new PermanentDeliveryError(`Telegram chat unreachable: ${error.description}`);
          }
        }
        throw error;
      }
    },
  };
}
