import type { WebhookEventName } from '@p2p/shared';

/** A user event as the outbox dispatcher claimed it (`user_events`). */
export interface OutboxEvent {
  id: number;
  userId: number;
  type: string;
  tradeHash: string | null;
  payload: Record<string, unknown>;
}

/** What a webhook says about the event's trade, read once per batch. */
export interface WebhookTrade {
  hash: string;
  offerHash: string | null;
  buyerId: number;
  sellerId: number;
  offerOwnerId: number | null;
  buyerUsername: string;
  sellerUsername: string;
  status: string;
  coin: string;
  cryptoAmount: string;
  fiatAmount: string;
  fiatCode: string;
  paymentMethod: string;
  /** A dispute was opened at some point (a release or cancel during it also finishes it). */
  disputed: boolean;
}

export interface BatchContext {
  trades: ReadonlyMap<string, WebhookTrade>;
  /** The author of each chat message the batch names (null for system messages). */
  messageAuthors: ReadonlyMap<number, number | null>;
  /** The uploader of each attachment the batch names. */
  attachmentUploaders: ReadonlyMap<string, number>;
}

export interface WebhookEventItem {
  name: WebhookEventName;
  payload: Record<string, unknown>;
}

/** The stable id of a webhook event: the outbox event's id and the event name (one event can make two). */
export function webhookEventId(userEventId: number, name: WebhookEventName): string {
  return `evt_${userEventId}_${name.replace('.', '_')}`;
}

const CANCELLED_OR_EXPIRED = new Set(['cancelled_buyer', 'cancelled_seller', 'cancelled_system', 'expired']);

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, 200) : null);

/** The trade fields every trade.* payload carries, from the receiving user's side (snake_case, as Paxful's). */
function tradePayload(trade: WebhookTrade, userId: number): Record<string, unknown> {
  const isBuyer = userId === trade.buyerId;
  return {
    trade_hash: trade.hash,
    offer_hash: trade.offerHash,
    trade_status: trade.status,
    role: isBuyer ? 'buyer' : 'seller',
    is_vendor: trade.offerOwnerId === userId,
    buyer: trade.buyerUsername,
    seller: trade.sellerUsername,
    partner: isBuyer ? trade.sellerUsername : trade.buyerUsername,
    crypto_currency_code: trade.coin,
    crypto_amount: trade.cryptoAmount,
    fiat_currency_code: trade.fiatCode,
    fiat_amount: trade.fiatAmount,
    payment_method_name: trade.paymentMethod,
  };
}

function tradeEvents(event: OutboxEvent, trade: WebhookTrade, context: BatchContext): WebhookEventItem[] {
  const base = tradePayload(trade, event.userId);
  const item = (name: WebhookEventName, extra: Record<string, unknown> = {}): WebhookEventItem => ({
    name,
    payload: { ...base, ...extra },
  });
  const payload = event.payload;
  switch (event.type) {
    case 'trade.started':
      return [item('trade.started')];
    case 'trade.status': {
      // Requirement answers, policy reads and flow changes are trade.status events too; not webhooks.
      if (payload.requirementId !== undefined || payload.event !== undefined) return [];
      const status = textOf(payload.status) ?? '';
      const actor = { status, action: textOf(payload.action) };
      if (status === 'paid') return [item('trade.paid', actor)];
      if (status === 'dispute_open') return [item('trade.dispute_started', actor)];
      if (status === 'dispute_won_buyer' || status === 'dispute_won_seller') {
        return [
          item('trade.dispute_finished', {
            ...actor,
            winner: status === 'dispute_won_buyer' ? 'buyer' : 'seller',
          }),
        ];
      }
      const items: WebhookEventItem[] = [];
      if (status === 'released') items.push(item('trade.released', actor));
      if (CANCELLED_OR_EXPIRED.has(status)) items.push(item('trade.cancelled_or_expired', actor));
      if (items.length > 0 && trade.disputed) {
        items.push(
          item('trade.dispute_finished', { ...actor, winner: status === 'released' ? 'buyer' : 'seller' }),
        );
      }
      return items;
    }
    case 'trade.message': {
      const messageId = numberOf(payload.messageId);
      if (messageId === null) return [];
      const author = context.messageAuthors.get(messageId) ?? null;
      // The author hears nothing of their own message; a moderator's message reaches both parties.
      if (author === event.userId) return [];
      const kind = textOf(payload.kind);
      if (kind === 'text' || kind === 'moderator') {
        return [item('trade.chat_message_received', { message_id: messageId, message_type: kind })];
      }
      if (kind === 'bank_account') return [item('trade.bank_account_shared', { message_id: messageId })];
      return [];
    }
    case 'trade.upload': {
      const attachmentId = textOf(payload.attachmentId);
      if (attachmentId === null || context.attachmentUploaders.get(attachmentId) === event.userId) return [];
      const requirementIds = Array.isArray(payload.requirementIds)
        ? payload.requirementIds.filter(Number.isSafeInteger)
        : [];
      const items = [item('trade.attachment_uploaded', { attachment_id: attachmentId })];
      // An upload answering a trade requirement (receipt, ID) is the proof Paxful bots wait for.
      if (requirementIds.length > 0) {
        items.push(
          item('trade.proof_added', { attachment_id: attachmentId, requirement_ids: requirementIds }),
        );
      }
      return items;
    }
    default:
      return [];
  }
}

/**
 * The webhook events one outbox event makes for its user (none for events a webhook does not
 * carry). Trade events reach only the trade's parties (moderators also get the trade's events in
 * the outbox). Pure: the outbox consumer and its tests share it.
 */
export function mapEventToWebhooks(event: OutboxEvent, context: BatchContext): WebhookEventItem[] {
  if (event.type.startsWith('trade.')) {
    const trade = event.tradeHash ? context.trades.get(event.tradeHash) : undefined;
    if (!trade || (event.userId !== trade.buyerId && event.userId !== trade.sellerId)) return [];
    return tradeEvents(event, trade, context);
  }
  const payload = event.payload;
  switch (event.type) {
    case 'wallet.deposit': {
      const status = textOf(payload.status);
      const data = { crypto_currency_code: textOf(payload.coin), amount: textOf(payload.amount) };
      if (status === 'confirmed') return [{ name: 'crypto.deposit_confirmed', payload: data }];
      if (status === 'pending') return [{ name: 'crypto.deposit_pending', payload: data }];
      return [];
    }
    case 'feedback.given': {
      const rating = typeof payload.rating === 'number' ? payload.rating : textOf(payload.rating);
      const data = { trade_hash: event.tradeHash, rating };
      if (payload.kind === 'reply')
        return [{ name: 'feedback.reply_received', payload: { trade_hash: event.tradeHash } }];
      return [{ name: 'feedback.received', payload: { ...data, updated: payload.kind === 'updated' } }];
    }
    case 'profile.viewed':
      return [{ name: 'profile.viewed', payload: { viewer: textOf(payload.viewer) } }];
    default:
      return [];
  }
}
