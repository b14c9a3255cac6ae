import type { Executor } from '../../db/client.js';
import type { Delivery } from '../outbox/outbox.service.js';

/** Where the app is opened, for links in e-mails: configured, never taken from a request's Host. */
export function publicBaseUrl(config: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** An absolute link to a page of the web app carrying a mailed token. */
export function tokenLink(baseUrl: string, path: string, token: string): string {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

const SIGNATURE = '\n\n— P2P Marketplace';

/** Mails one account message through the outbox, in the caller's transaction. */
export async function sendAccountMail(
  tx: Executor,
  delivery: Delivery,
  message: { to: string; subject: string; body: string; template: string; userId: number },
): Promise<void> {
  await delivery.send(tx, { channel: 'email', ...message, body: `${message.body}${SIGNATURE}` });
}

export const SECURITY_FOOTER =
  'If this was not you, reset your password at once from the sign-in page and contact support.';
