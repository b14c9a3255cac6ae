import type { TradeAttachment, TradeMessage, TradeMessagesMeta, TradeReadResult } from '@p2p/shared';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { idempotent, type IdempotentAnswer } from '../idempotency/idempotency.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { hasFreshStepUp, type StepUpCaller } from '../step-up/step-up.service.js';
import type { TradeActorRole, TradeCaller, TradeRow } from '../trades/trade-access.js';
import { assertChatWritable, chatAudience, chatIsWritable, loadChatTrade } from './trade-chat-access.js';
import * as repo from './trade-chat.repository.js';
import { toAttachmentView, toMessageView } from './trade-chat-views.js';
import { appendTradeMessage, listTradeMessages, type TradeMessageRow } from './trade-messages.repository.js';

/** The newest message the counterparty has read: the other party, or for a moderator both parties. */
function counterpartyRead(trade: TradeRow, role: TradeActorRole, reads: Map<number, number>): number {
  const buyer = reads.get(trade.buyerId) ?? 0;
  const seller = reads.get(trade.sellerId) ?? 0;
  if (role === 'buyer') return seller;
  if (role === 'seller') return buyer;
  return Math.min(buyer, seller);
}

/** Message views for one viewer, with authors, attachments and read receipts resolved. */
export async function messageViews(
  db: Executor,
  trade: TradeRow,
  role: TradeActorRole,
  viewerId: number,
  rows: readonly TradeMessageRow[],
  /** Others' bank accounts are masked unless the viewer confirmed recently (decision 025). */
  options: { revealBankAccounts?: boolean } = {},
): Promise<{ views: TradeMessage[]; reads: Map<number, number> }> {
  const attachmentIds = rows
    .filter((row) => row.kind === 'attachment' && typeof row.payload.attachmentId === 'string')
    .map((row) => row.payload.attachmentId as string);
  const [attachmentRows, reads] = [
    await repo.findAttachments(db, trade.id, attachmentIds),
    await repo.readsOf(db, trade.id),
  ];
  const usernames = await repo.usernamesOf(db, [
    ...rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])),
    ...attachmentRows.map((row) => row.uploaderId),
  ]);
  const attachments = new Map<string, TradeAttachment>();
  if (attachmentRows.length > 0) {
    const requirements = new Map((await repo.listRequirements(db, trade.id)).map((row) => [row.id, row]));
    const answered = new Map(
      rows
        .filter((row) => typeof row.payload.attachmentId === 'string')
        .map((row) => [
          row.payload.attachmentId as string,
          Array.isArray(row.payload.requirementIds) ? (row.payload.requirementIds as number[]) : [],
        ]),
    );
    for (const row of attachmentRows) {
      attachments.set(
        row.id,
        toAttachmentView(row, { tradeHash: trade.hash, viewerId, usernames, requirements, answered }),
      );
    }
  }
  const counterpartyLastRead = counterpartyRead(trade, role, reads);
  return {
    views: rows.map((row) =>
      toMessageView(row, {
        viewerId,
        usernames,
        attachments,
        counterpartyLastRead,
        revealBankAccounts: options.revealBankAccounts,
      }),
    ),
    reads,
  };
}

/** A page of the chat, oldest first, after the message id `after`. */
export async function listMessages(
  db: Database,
  options: {
    hash: string;
    caller: (TradeCaller & StepUpCaller) | undefined;
    after: number;
    limit: number;
  },
): Promise<{ data: TradeMessage[]; meta: TradeMessagesMeta }> {
  const { trade, role } = await loadChatTrade(db, options.hash, options.caller);
  const viewerId = options.caller!.userId;
  if (role === 'moderator') await repo.watchTradeChat(db, trade.id, viewerId);
  const rows = await listTradeMessages(db, trade.id, options.after, options.limit + 1);
  const page = rows.slice(0, options.limit);
  // A dispute's moderator reads everything (staff, audited); a party after a step-up of this browser.
  const revealBankAccounts = role === 'moderator' || (await hasFreshStepUp(db, options.caller));
  const { views, reads } = await messageViews(db, trade, role, viewerId, page, { revealBankAccounts });
  return {
    data: views,
    meta: {
      hasMore: rows.length > options.limit,
      lastMessageId: await repo.lastMessageId(db, trade.id),
      myLastReadMessageId: reads.get(viewerId) ?? 0,
      counterpartyLastReadMessageId: counterpartyRead(trade, role, reads),
      canWrite: chatIsWritable(trade),
    },
  };
}

/** Posts a text message (a moderator's is kind `moderator`) and tells everyone in the chat. */
export async function postMessage(
  db: Database,
  options: { hash: string; caller: TradeCaller | undefined; text: string; idempotencyKey?: string },
): Promise<IdempotentAnswer<TradeMessage>> {
  // A client that lost the answer and sends again with the same key gets the first message back,
  // not a second copy in the chat.
  if (!options.caller) {
    const body = await db.transaction((tx) => writeMessage(tx, options));
    return { status: 201, body, replayed: false };
  }
  return idempotent(
    db,
    {
      userId: options.caller.userId,
      key: options.idempotencyKey,
      scope: `trade.message:${options.hash}`,
      request: { text: options.text },
    },
    async (tx) => ({ status: 201, body: await writeMessage(tx, options) }),
  );
}

async function writeMessage(
  tx: Transaction,
  options: { hash: string; caller: TradeCaller | undefined; text: string },
): Promise<TradeMessage> {
  const { trade, role } = await loadChatTrade(tx, options.hash, options.caller);
  assertChatWritable(trade);
  const authorId = options.caller!.userId;
  const row = await appendTradeMessage(tx, {
    tradeId: trade.id,
    authorId,
    kind: role === 'moderator' ? 'moderator' : 'text',
    body: options.text,
  });
  await recordUserEvents(
    tx,
    chatAudience(trade, authorId).map((userId) => ({
      userId,
      type: 'trade.message',
      tradeHash: trade.hash,
      payload: { messageId: row.id, kind: row.kind },
    })),
  );
  const { views } = await messageViews(tx, trade, role, authorId, [row]);
  return views[0]!;
}

/** Moves the caller's read receipt to `messageId` (a message of this trade) and tells the others. */
export async function markRead(
  db: Database,
  options: { hash: string; caller: TradeCaller | undefined; messageId: number },
): Promise<TradeReadResult> {
  return db.transaction(async (tx) => {
    const { trade } = await loadChatTrade(tx, options.hash, options.caller);
    const readerId = options.caller!.userId;
    if (!(await repo.messageBelongsTo(tx, trade.id, options.messageId)))
      throw AppError.validation('last_message_id', 'No such message in this trade');
    const receipt = await repo.advanceRead(tx, trade.id, readerId, options.messageId);
    if (receipt.moved) {
      const usernames = await repo.usernamesOf(tx, [readerId]);
      await recordUserEvents(
        tx,
        chatAudience(trade, readerId).map((userId) => ({
          userId,
          type: 'trade.read',
          tradeHash: trade.hash,
          payload: { username: usernames.get(readerId) ?? '', lastReadMessageId: receipt.lastReadMessageId },
        })),
      );
    }
    return { lastReadMessageId: receipt.lastReadMessageId, readAt: receipt.readAt.toISOString() };
  });
}
