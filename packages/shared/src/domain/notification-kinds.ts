// The notification kinds, the preference groups they belong to and each group's default channels.
// The server's dispatcher, the e-mail templates and the settings page all read these.

import { formatCoinAmount, isCryptoCode, localizeDecimal } from '../money.js';

/** Channels a user chooses per group; `in_app` is the notification centre (the bell). */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push', 'telegram'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KIND_GROUPS = [
  'trades',
  'chat',
  'disputes',
  'feedback',
  'wallet',
  'offers',
  'account',
  'security',
  'support',
  'marketing',
] as const;
export type NotificationKindGroup = (typeof NOTIFICATION_KIND_GROUPS)[number];

/** Every kind and its group. A kind is what a notification says; its group is what a user turns off. */
export const NOTIFICATION_KIND_GROUP = {
  'trade.started': 'trades',
  'trade.funded': 'trades',
  'trade.paid': 'trades',
  'trade.released': 'trades',
  'trade.cancelled': 'trades',
  'trade.expired': 'trades',
  'trade.disputed': 'trades',
  'trade.bank_account': 'trades',
  'trade.attachment': 'trades',
  'trade.message': 'chat',
  'messenger.message': 'chat',
  'dispute.opened': 'disputes',
  'dispute.message': 'disputes',
  'dispute.evidence': 'disputes',
  'dispute.awarded': 'disputes',
  'feedback.received': 'feedback',
  'feedback.reply': 'feedback',
  'wallet.deposit_pending': 'wallet',
  'wallet.deposit_confirmed': 'wallet',
  'wallet.sendout_sent': 'wallet',
  'wallet.sendout_failed': 'wallet',
  'offer.disabled': 'offers',
  'webhook.disabled': 'account',
  'rates.paused': 'account',
  /** A trade history export the user asked for is ready to download (decision 042). */
  'export.ready': 'account',
  'verification.approved': 'account',
  'verification.rejected': 'account',
  'security.new_device': 'security',
  'security.password_changed': 'security',
  'security.email_changed': 'security',
  'security.two_factor_changed': 'security',
  'security.changed': 'security',
  'security.auth_request': 'security',
  'support.message': 'support',
  'support.assigned': 'support',
  'support.reply': 'support',
  'marketing.news': 'marketing',
} as const satisfies Record<string, NotificationKindGroup>;
export type NotificationKind = keyof typeof NOTIFICATION_KIND_GROUP;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_GROUP) as NotificationKind[];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.prototype.hasOwnProperty.call(NOTIFICATION_KIND_GROUP, value);
}

/** A group's default for each channel, and the channels the user cannot turn off. */
export interface NotificationGroupDefaults {
  channels: Record<NotificationChannelName, boolean>;
  locked: readonly NotificationChannelName[];
}

const all = { in_app: true, email: true, push: true, telegram: true };

/**
 * Trade events reach every channel the user connected; chat messages too, batched per trade by the
 * profile's interval; security e-mails always go out (a takeover must not be able to silence them);
 * marketing never, until the user asks for it.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKindGroup, NotificationGroupDefaults> = {
  trades: { channels: all, locked: [] },
  chat: { channels: all, locked: [] },
  disputes: { channels: all, locked: [] },
  feedback: { channels: { in_app: true, email: false, push: true, telegram: true }, locked: [] },
  wallet: { channels: all, locked: [] },
  offers: { channels: all, locked: [] },
  account: { channels: all, locked: [] },
  security: { channels: all, locked: ['email'] },
  support: { channels: all, locked: [] },
  marketing: { channels: { in_app: false, email: false, push: false, telegram: false }, locked: [] },
};

/** Whether the user may not turn this channel off for the group (its e-mails carry no unsubscribe link). */
export function isLockedChannel(group: NotificationKindGroup, channel: NotificationChannelName): boolean {
  return NOTIFICATION_DEFAULTS[group].locked.includes(channel);
}

export function isNotificationKindGroup(value: string): value is NotificationKindGroup {
  return (NOTIFICATION_KIND_GROUPS as readonly string[]).includes(value);
}

/**
 * A notification's data with its amounts written for people in `locale`: coin amounts without the
 * ledger's trailing zeros (formatCoinAmount: "0.005 BTC", not "0.00500000 BTC"), a trade's
 * `cryptoAmount` and a wallet event's `amount` in its `coin`, and a trade's `fiatAmount` with the
 * same grouping and decimal mark ("0,005 BTC por 50,00 USD" in Spanish). The bell, e-mail, push and
 * Telegram texts are filled from this; the stored data keeps the ledger's decimal strings.
 */
export function notificationDataForPeople(
  data: Readonly<Record<string, string>>,
  locale: string,
): Record<string, string> {
  const shown = { ...data };
  if (shown.cryptoAmount) shown.cryptoAmount = formatCoinAmount(shown.cryptoAmount, locale);
  if (shown.fiatAmount) shown.fiatAmount = localizeDecimal(shown.fiatAmount, locale);
  if (shown.amount && shown.coin && isCryptoCode(shown.coin)) {
    shown.amount = formatCoinAmount(shown.amount, locale);
  }
  return shown;
}
