import { NOTIFICATION_KIND_GROUP, type NotificationKind, type NotificationKindGroup } from '@p2p/shared';

/** A user event as the dispatcher claimed it from the outbox (`user_events`). */
export interface DispatchEvent {
  id: number;
  userId: number;
  type: string;
  tradeHash: string | null;
  payload: Record<string, unknown>;
}

/** What the dispatcher knows of the event's trade, read once per batch. */
export interface TradeContext {
  hash: string;
  buyerId: number;
  sellerId: number;
  buyerUsername: string;
  sellerUsername: string;
  cryptoAmount: string;
  coin: string;
  fiatAmount: string;
  fiatCode: string;
  paymentMethod: string;
}

export interface MappedNotification {
  kind: NotificationKind;
  group: NotificationKindGroup;
  data: Record<string, string>;
  link: string | null;
  /** Chat messages: folded into the user's notification of this trade and kind within the interval. */
  batched: boolean;
  /** A batched messenger message: the conversation it folds by (trade chats fold by the trade). */
  chatId?: string;
}

/**
 * The user-event types other modules record that the dispatcher turns into notifications, with the
 * payload each expects. Modules that add events (security changes, new devices) record these types
 * with `recordUserEvents` in the transaction of the change.
 */
export const NOTIFIABLE_EVENT_TYPES = {
  'trade.started': '{ isVendor }: the offer owner is told',
  'trade.status': '{ status, actorId }: the party who did not act is told',
  'trade.message': '{ kind }: text and moderator messages (batched), bank accounts',
  'messenger.message': '{ conversationId, from }: the recipient, batched per conversation like trade chat',
  'trade.upload': '{}: the other party; a dispute moderator as evidence',
  'dispute.opened': '{}: recorded for every moderator (realtime/staff-audience)',
  'feedback.given': "{ kind: 'given' | 'updated' | 'reply', rating? }",
  'wallet.deposit': "{ status: 'pending' | 'confirmed', coin, amount }",
  'wallet.sendout': "{ status: 'sent' | 'failed', coin, amount, reason? }",
  'offer.disabled': '{ offerHash, reason }',
  'webhook.disabled': '{ errorKey }: the owner, after repeated failed deliveries',
  'export.ready': '{ reportId, format, fileName }: the owner of a trade history export (decision 042)',
  'rates.paused': '{ feeds }: every admin, once when every price feed goes stale (decision 032)',
  'verification.decision': "{ status: 'approved' | 'rejected', reason? }",
  // `mailed: true` on any event: the module sent its own e-mail, the dispatcher makes no e-mail job.
  'security.new_device': '{ device?, ip?, place?, mailed? }',
  'security.password_changed': '{}',
  'security.email_changed': '{ email? } (the old address is told too)',
  'security.two_factor_changed':
    "{ enabled?: 'true' | 'false', method?, what?: 'switches' | 'backup_codes' }",
  'security.changed': '{ what }',
  'security.auth_request':
    '{ requestId, browser, mailed: true }: approve or deny another browser (decision 025)',
  // Support chat (decision 023); `support.inbox` and `support.status` only refresh open tabs.
  'support.message': '{ conversationId, username }: the assignee, or every staff member while unassigned',
  'support.assigned': '{ conversationId, username, by? }: the new assignee',
  'support.reply': '{ conversationId }: the user (nothing about who on staff answered)',
} as const;

const STATUS_KINDS: Record<string, NotificationKind> = {
  active_funded: 'trade.funded',
  paid: 'trade.paid',
  released: 'trade.released',
  cancelled_buyer: 'trade.cancelled',
  cancelled_seller: 'trade.cancelled',
  cancelled_system: 'trade.cancelled',
  expired: 'trade.expired',
  dispute_open: 'trade.disputed',
  dispute_won_buyer: 'dispute.awarded',
  dispute_won_seller: 'dispute.awarded',
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, 200) : typeof value === 'number' ? String(value) : '';

function tradeData(trade: TradeContext, userId: number): Record<string, string> {
  const party = userId === trade.buyerId ? 'buyer' : userId === trade.sellerId ? 'seller' : 'moderator';
  return {
    tradeHash: trade.hash,
    role: party,
    partner: party === 'buyer' ? trade.sellerUsername : party === 'seller' ? trade.buyerUsername : '',
    buyer: trade.buyerUsername,
    seller: trade.sellerUsername,
    cryptoAmount: trade.cryptoAmount,
    coin: trade.coin,
    fiatAmount: trade.fiatAmount,
    fiatCode: trade.fiatCode,
    paymentMethod: trade.paymentMethod,
  };
}

function make(
  kind: NotificationKind,
  data: Record<string, string>,
  link: string | null,
  batched = false,
): MappedNotification {
  return { kind, group: NOTIFICATION_KIND_GROUP[kind], data, link, batched };
}

/**
 * The notification an event makes for its user, or null when it makes none (read receipts, the
 * user's own action, a trade event whose trade is gone). Pure: the dispatcher and its tests share it.
 */
export function mapEventToNotification(
  event: DispatchEvent,
  trade: TradeContext | undefined,
): MappedNotification | null {
  const payload = event.payload;
  if (event.type.startsWith('trade.') || event.type === 'dispute.opened') {
    if (!trade) return null;
    const isParty = event.userId === trade.buyerId || event.userId === trade.sellerId;
    const data = tradeData(trade, event.userId);
    const tradeLink = isParty ? `/trade/${trade.hash}` : `/admin/disputes/${trade.hash}`;
    switch (event.type) {
      case 'trade.started':
        // The taker started it and is on the trade page already; the offer owner must be told.
        return payload.isVendor === true ? make('trade.started', data, tradeLink) : null;
      case 'trade.status': {
        if (payload.requirementId !== undefined || payload.event !== undefined) return null;
        if (payload.actorId === event.userId) return null;
        const kind = STATUS_KINDS[text(payload.status)];
        if (!kind) return null;
        if (kind === 'dispute.awarded' && isParty) {
          const winner = payload.status === 'dispute_won_buyer' ? trade.buyerId : trade.sellerId;
          data.outcome = winner === event.userId ? 'won' : 'lost';
        }
        return make(kind, data, tradeLink);
      }
      case 'trade.message': {
        const messageKind = text(payload.kind);
        if (messageKind === 'bank_account') return make('trade.bank_account', data, tradeLink);
        if (messageKind === 'moderator' || (messageKind === 'text' && !isParty)) {
          return make('dispute.message', data, tradeLink, true);
        }
        if (messageKind === 'text') return make('trade.message', data, tradeLink, true);
        return null;
      }
      case 'trade.upload':
        return make(isParty ? 'trade.attachment' : 'dispute.evidence', data, tradeLink);
      case 'dispute.opened':
        return isParty ? null : make('dispute.opened', data, `/admin/disputes/${trade.hash}`);
      default:
        return null;
    }
  }
  switch (event.type) {
    case 'feedback.given': {
      const link = event.tradeHash ? `/trade/${event.tradeHash}` : null;
      const data = { tradeHash: event.tradeHash ?? '', rating: text(payload.rating) };
      return make(payload.kind === 'reply' ? 'feedback.reply' : 'feedback.received', data, link);
    }
    case 'wallet.deposit':
    case 'wallet.sendout': {
      const status = text(payload.status);
      const kind = (
        event.type === 'wallet.deposit' ? `wallet.deposit_${status}` : `wallet.sendout_${status}`
      ) as NotificationKind;
      if (!(kind in NOTIFICATION_KIND_GROUP)) return null;
      const data = { coin: text(payload.coin), amount: text(payload.amount), reason: text(payload.reason) };
      return make(kind, data, '/wallet');
    }
    case 'messenger.message': {
      const chatId = text(payload.conversationId);
      if (!chatId) return null;
      return {
        ...make('messenger.message', { partner: text(payload.from), chatId }, `/messenger/${chatId}`, true),
        chatId,
      };
    }
    case 'rates.paused':
      return make('rates.paused', { feeds: text(payload.feeds) }, '/admin');
    case 'webhook.disabled':
      return make('webhook.disabled', { errorKey: text(payload.errorKey) }, '/account/webhooks');
    case 'export.ready':
      return make(
        'export.ready',
        { reportId: text(payload.reportId), format: text(payload.format), fileName: text(payload.fileName) },
        '/dashboard/trade-history',
      );
    case 'offer.disabled':
      return make(
        'offer.disabled',
        { offerHash: text(payload.offerHash), reason: text(payload.reason) },
        '/dashboard/my-offers',
      );
    case 'verification.decision': {
      const approved = payload.status === 'approved';
      if (!approved && payload.status !== 'rejected') return null;
      return make(
        approved ? 'verification.approved' : 'verification.rejected',
        { reason: text(payload.reason), level: text(payload.level) },
        '/account/verification',
      );
    }
    case 'security.new_device':
    case 'security.password_changed':
    case 'security.email_changed':
    case 'security.two_factor_changed':
    case 'security.changed':
    case 'security.auth_request': {
      const data: Record<string, string> = {};
      for (const [key, value] of Object.entries(payload)) {
        if (key === 'mailed') continue;
        const item = text(value);
        if (item) data[key] = item;
      }
      return make(event.type, data, '/account/security');
    }
    case 'support.message':
    case 'support.assigned': {
      const id = text(payload.conversationId);
      const data: Record<string, string> = { username: text(payload.username) };
      if (event.type === 'support.assigned' && text(payload.by)) data.by = text(payload.by);
      return make(event.type, data, id ? `/admin/support/${id}` : '/admin/support');
    }
    case 'support.reply':
      return make('support.reply', {}, '/support');
    default:
      return null;
  }
}
