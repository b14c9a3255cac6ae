import {
  DISPUTE_REASONS,
  LIST_PAGE_SIZE,
  pagedListMeta,
  type DisputeDetail,
  type DisputeListItem,
  type DisputeReason,
  type DisputeMessage,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject, requireStaff } from '../../lib/staff-guard.js';
import type { SessionUser } from '../auth/auth.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { watchTradeChat } from '../trade-chat/trade-chat.repository.js';
import { appendTradeMessage } from '../trade-chat/trade-messages.repository.js';
import type { TradeRow } from '../trade-lists/trade-lists.repository.js';
import { findTradeRowByHash } from '../trade-lists/trade-lists.repository.js';
import { cryptoText, fiatText } from '../trade-lists/trade-lists.views.js';
import { moderatorMayWrite } from '../trades/trade-access.js';
import * as repo from './disputes.repository.js';

/** The console is for staff; a signed-in user who is not gets 403, as the other admin routes answer. */
export function assertModerator(viewer: SessionUser): void {
  requireStaff(viewer);
}

const reasonOf = (id: string | null): DisputeReason | null =>
  id !== null && (DISPUTE_REASONS as readonly string[]).includes(id) ? (id as DisputeReason) : null;

function toListItem(row: TradeRow, names: Map<number, string>): DisputeListItem {
  const { trade } = row;
  return {
    tradeHash: trade.hash,
    status: trade.status,
    reason: reasonOf(trade.disputeReasonId),
    reasonText: trade.disputeReasonText ?? '',
    openedAt: trade.disputeOpenedAt?.toISOString() ?? null,
    openedBy: trade.disputeOpenedBy !== null ? (names.get(trade.disputeOpenedBy) ?? null) : null,
    buyer: { username: row.buyer.username, avatarUrl: row.buyer.avatarUrl },
    seller: { username: row.seller.username, avatarUrl: row.seller.avatarUrl },
    cryptoCurrencyCode: trade.coin,
    cryptoAmount: cryptoText(trade.coin, trade.cryptoAmount),
    fiatCurrencyCode: row.fiatCurrencyCode,
    fiatAmount: fiatText(trade.fiatAmount),
    paymentMethodName: row.paymentMethod.name,
    moderator: trade.disputeModeratorId !== null ? (names.get(trade.disputeModeratorId) ?? null) : null,
    settledAt: trade.disputeSettledAt?.toISOString() ?? null,
  };
}

const peopleOf = (rows: readonly TradeRow[]) =>
  rows.flatMap((row) =>
    [row.trade.disputeOpenedBy, row.trade.disputeModeratorId].filter((id): id is number => id !== null),
  );

/** GET /rest/v1/admin/disputes: open disputes first (oldest first), then settled ones; 10 a page. */
export async function listDisputes(
  db: Executor,
  viewer: SessionUser,
  options: { status: repo.DisputeFilter; page: number },
) {
  assertModerator(viewer);
  const { rows, total } = await repo.listDisputes(db, options.status, {
    limit: LIST_PAGE_SIZE,
    offset: (options.page - 1) * LIST_PAGE_SIZE,
  });
  const names = await repo.usernames(db, peopleOf(rows));
  return { data: rows.map((row) => toListItem(row, names)), meta: pagedListMeta(total, options.page) };
}

/**
 * A staff member who is a party of the trade cannot moderate its dispute: reading the other side's
 * evidence as a moderator, writing as one or awarding the escrow to themselves is a conflict of interest.
 */
export function assertNotParty(trade: { buyerId: number; sellerId: number }, viewer: SessionUser): void {
  assertNotOwnObject(
    viewer.userId,
    [trade.buyerId, trade.sellerId],
    'You are a party of this trade and cannot moderate its dispute',
  );
}

/** A trade that was ever disputed; other trades are not the console's business (404). */
async function disputedTrade(
  db: Executor,
  hash: string,
  viewer: SessionUser,
  lock = false,
): Promise<TradeRow> {
  const row = await findTradeRowByHash(db, hash, lock);
  if (!row || row.trade.disputeOpenedAt === null) throw AppError.notFound('Dispute');
  assertNotParty(row.trade, viewer);
  return row;
}

/** GET /rest/v1/admin/disputes/{hash}: the trade, both parties, the reason, the chat and the uploads. */
export async function disputeDetail(db: Executor, viewer: SessionUser, hash: string): Promise<DisputeDetail> {
  assertModerator(viewer);
  const row = await disputedTrade(db, hash, viewer);
  // Opening the dispute here subscribes the moderator to the trade's chat and status events.
  await watchTradeChat(db, row.trade.id, viewer.userId);
  const [names, chat, uploads] = await Promise.all([
    repo.usernames(db, peopleOf([row])),
    repo.chatOf(db, row.trade.id),
    repo.uploadsOf(db, row.trade.id),
  ]);
  return {
    ...toListItem(row, names),
    offerHash: row.offer.hash,
    offerTerms: row.trade.offerTerms,
    paymentDetails: row.trade.paymentDetails,
    startedAt: row.trade.startedAt.toISOString(),
    paidAt: row.trade.paidAt?.toISOString() ?? null,
    messages: chat.map(({ message, author }): DisputeMessage => ({
      id: message.id,
      kind: message.kind as DisputeMessage['kind'],
      author,
      body: message.body,
      payload: message.payload,
      createdAt: message.createdAt.toISOString(),
    })),
    uploads: uploads.map(({ upload, uploader }) => ({
      id: upload.id,
      uploader,
      mimetype: upload.mimetype,
      sizeBytes: upload.sizeBytes,
      originalName: upload.originalName,
      createdAt: upload.createdAt.toISOString(),
      url: `/rest/v1/trade/${row.trade.hash}/uploads/${upload.id}`,
    })),
    canAward: row.trade.status === 'dispute_open',
  };
}

/**
 * POST /rest/v1/admin/disputes/{hash}/messages: a moderator writes into the trade chat (kind
 * 'moderator') while the trade is in dispute or was settled by one; both parties hear of it.
 */
export async function postModeratorMessage(
  db: Database,
  viewer: SessionUser,
  hash: string,
  text: string,
): Promise<DisputeMessage> {
  assertModerator(viewer);
  return db.transaction(async (tx) => {
    // Locked: the status read below stays true until the message is written.
    const row = await disputedTrade(tx, hash, viewer, true);
    if (!moderatorMayWrite(row.trade))
      throw new AppError('ERROR_CONFLICT', 'Moderators write into a trade chat only during its dispute', {
        text: ['The dispute was settled by the parties'],
      });
    const message = await appendTradeMessage(tx, {
      tradeId: row.trade.id,
      authorId: viewer.userId,
      kind: 'moderator',
      body: text,
    });
    await recordUserEvents(
      tx,
      [row.trade.buyerId, row.trade.sellerId].map((userId) => ({
        userId,
        type: 'trade.message',
        tradeHash: row.trade.hash,
        payload: { messageId: message.id, kind: 'moderator' },
      })),
    );
    const author = (await repo.usernames(tx, [viewer.userId])).get(viewer.userId) ?? null;
    return {
      id: message.id,
      kind: 'moderator',
      author,
      body: message.body,
      payload: message.payload,
      createdAt: message.createdAt.toISOString(),
    };
  });
}
