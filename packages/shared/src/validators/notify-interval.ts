import { NOTIFY_TRADE_MESSAGES_INTERVAL_MAX, type ProfileMessageKey } from './profile-messages.js';

/**
 * Checks the trade-message notification interval (minutes, sent as a string of digits or a number).
 * @example validateNotifyInterval('15') // null
 * @example validateNotifyInterval('1h') // 'notification_digits_error'
 */
export function validateNotifyInterval(
  value: string | number,
): Extract<ProfileMessageKey, `notification_${string}`> | null {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : '-') : value;
  if (!/^\d+$/.test(text)) return 'notification_digits_error';
  if (Number(text) > NOTIFY_TRADE_MESSAGES_INTERVAL_MAX) return 'notification_error';
  return null;
}

/** The stored form of a valid interval: digits without leading zeros ("015" → "15"). */
export function normalizeNotifyInterval(value: string | number): string {
  return String(Number(value));
}
