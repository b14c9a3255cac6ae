import type { TelegramLink, TelegramStatus, TradeListItem } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { activeTrades } from '../trade-lists/trade-lists.service.js';
import { getCurrentUser } from '../users/users.service.js';
import * as repo from './telegram.repository.js';

/** A deep-link code lives this long: long enough to open Telegram, short enough not to linger. */
export const LINK_CODE_TTL_MINUTES = 10;

/** A one-time link `https://t.me/<bot>?start=<code>`; the code is stored hashed and works once. */
export async function createLinkCode(
  db: Executor,
  options: { userId: number; botUsername: string; now?: Date },
): Promise<TelegramLink> {
  const now = options.now ?? new Date();
  // 24 bytes → 32 base64url characters, within the 64 [A-Za-z0-9_-] characters /start accepts.
  const code = randomToken(24);
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MINUTES * 60_000);
  await repo.insertLinkCode(db, { userId: options.userId, codeHash: hashToken(code), expiresAt });
  return {
    url: `https://t.me/${options.botUsername}?start=${code}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function telegramStatus(
  db: Executor,
  options: { userId: number; configured: boolean; botUsername: string | null },
): Promise<TelegramStatus> {
  const link = await repo.findLinkByUser(db, options.userId);
  return {
    configured: options.configured,
    botUsername: options.botUsername,
    linked: link !== undefined,
    telegramUsername: link?.telegramUsername ?? null,
    linkedAt: link?.linkedAt.toISOString() ?? null,
  };
}

export async function unlinkAccount(db: Executor, userId: number): Promise<boolean> {
  return repo.deleteLinkByUser(db, userId);
}

/** /start <code>: links the chat to the code's account; an unknown, used or expired code links nothing. */
export async function linkChatByCode(
  db: Executor,
  options: { code: string; chatId: number; telegramUsername: string | null; now?: Date },
): Promise<{ username: string } | undefined> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(options.code)) return undefined;
  return db.transaction(async (tx) => {
    const userId = await repo.consumeLinkCode(tx, hashToken(options.code), options.now ?? new Date());
    if (userId === undefined) return undefined;
    await repo.linkChat(tx, { userId, chatId: options.chatId, telegramUsername: options.telegramUsername });
    return { username: (await getCurrentUser(tx, userId)).username };
  });
}

/** /stop: unlinks the chat, whichever account it was linked to. */
export async function unlinkChat(db: Executor, chatId: number): Promise<boolean> {
  return repo.deleteLinkByChat(db, chatId);
}

/** /trades: the open trades of the chat's account, or undefined when the chat is not linked. */
export async function tradesOfChat(db: Executor, chatId: number): Promise<TradeListItem[] | undefined> {
  const link = await repo.findLinkByChat(db, chatId);
  if (!link) return undefined;
  return (await activeTrades(db, link.userId)).trades;
}

export async function chatOfUser(db: Executor, userId: number): Promise<number | undefined> {
  return (await repo.findLinkByUser(db, userId))?.chatId;
}

/** Unlinks the chat from this account after Telegram said the user blocked the bot or the chat is gone. */
export async function dropChat(db: Executor, options: { userId: number; chatId: number }): Promise<void> {
  await repo.deleteLinkByChat(db, options.chatId, options.userId);
}
