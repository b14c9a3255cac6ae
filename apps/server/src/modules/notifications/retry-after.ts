/**
 * How long a channel's answer asked us to wait, for the delivery back-off: an HTTP `Retry-After`
 * (seconds or an HTTP date, RFC 9110 §10.2.3) from a push service, Telegram's `retry_after`, or the
 * wait a channel sets for an SMTP temporary failure. Channels throw errors carrying it as
 * `retryAfterSeconds`; `runNotificationDelivery` schedules the next try no sooner than that.
 */
export interface RetryAfterHint {
  retryAfterSeconds: number | null;
}

/** Seconds from a `Retry-After` header value; null when absent, unreadable or not in the future. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return seconds > 0 ? seconds : null;
  }
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : null;
}

/** The wait an error asked for (`retryAfterSeconds`, a positive number), or null. */
export function retryAfterOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('retryAfterSeconds' in error)) return null;
  const seconds = Number((error as RetryAfterHint).retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * SMTP replies 4xx are temporary (busy, greylisted, mailbox full for now): retry, but not before
 * `SMTP_TEMPORARY_WAIT_SECONDS`, since greylisting refuses anything earlier. Replies about the
 * recipient (550, 551, 553: no such mailbox, not local, bad address) are final.
 */
export const SMTP_TEMPORARY_WAIT_SECONDS = 300;
const SMTP_RECIPIENT_REFUSED = new Set([550, 551, 553]);

export type SmtpFailure = { kind: 'temporary'; code: number } | { kind: 'refused'; code: number } | null;

/** Reads nodemailer's `responseCode` (the SMTP reply code) off an adapter error. */
export function classifySmtpFailure(error: unknown): SmtpFailure {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return null;
  const code = Number((error as { responseCode: unknown }).responseCode);
  if (!Number.isInteger(code)) return null;
  if (code >= 400 && code < 500) return { kind: 'temporary', code };
  if (SMTP_RECIPIENT_REFUSED.has(code)) return { kind: 'refused', code };
  return null;
}
