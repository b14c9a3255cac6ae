import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { SupportConfig } from '@p2p/shared';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** How long a messaging token lives; the widget asks for a new one when it needs to. */
export const ZENDESK_TOKEN_TTL_SECONDS = 300;

export interface ZendeskSettings {
  keyId: string;
  secret: string;
  widgetKey: string;
}

/** The operator's Zendesk messaging key, when all three variables are set (config.ts refuses fewer). */
export function zendeskSettings(config: Config): ZendeskSettings | null {
  if (!config.ZENDESK_KEY_ID || !config.ZENDESK_SECRET || !config.ZENDESK_WIDGET_KEY) return null;
  return {
    keyId: config.ZENDESK_KEY_ID,
    secret: config.ZENDESK_SECRET,
    widgetKey: config.ZENDESK_WIDGET_KEY,
  };
}

/** Which support chat the web app opens. */
export function supportConfig(settings: ZendeskSettings | null): SupportConfig {
  return settings
    ? { provider: 'zendesk', zendeskWidgetKey: settings.widgetKey }
    : { provider: 'builtin', zendeskWidgetKey: null };
}

/**
 * The JWT Zendesk's Web Widget (messaging) uses to sign the user in: HS256 with the key id in the
 * `kid` header, `external_id` (the user's id, stable across username changes), `scope: "user"`,
 * `name`, `email` and `email_verified` (true once the user confirmed the address; Zendesk trusts the
 * address for matching only then). 404 when the
 * operator has not configured Zendesk: the built-in support chat is used then.
 */
export async function signZendeskToken(
  db: Executor,
  settings: ZendeskSettings | null,
  userId: number,
  now: Date = new Date(),
): Promise<string> {
  if (!settings)
    throw new AppError(
      'ERROR_ZENDESK_NOT_CONFIGURED',
      'Zendesk messaging is not configured; use the built-in support chat',
      undefined,
      404,
    );
  const [user] = await db
    .select({ username: users.username, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.unauthorized();
  const verified = user.emailVerifiedAt !== null;
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    external_id: String(userId),
    scope: 'user',
    name: user.username,
    email: user.email,
    email_verified: verified,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: settings.keyId })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ZENDESK_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(settings.secret));
}
