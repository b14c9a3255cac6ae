import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import {
  API_SCOPES,
  type ApiAuthenticator,
  type ApiCaller,
  type ApiRequestProof,
  type ApiScope,
} from './api-caller.js';
import * as repo from './api-apps.repository.js';
import { openSecret } from './api-apps.service.js';
import type { OauthProviderLoader } from './oauth-provider-loader.js';
import { apisealMatches, NONCE_WINDOW_MS, nonceTime, signedPayload } from './apiseal.js';

export interface ApiAuthenticatorDeps {
  db: Database;
  /** The OAuth 2.0 server whose access tokens are honoured (built on the first bearer token). */
  provider: OauthProviderLoader;
  now?: () => number;
}

const KNOWN_SCOPES = new Set<string>(API_SCOPES);

/**
 * The scopes a caller has: those the token carries (a token without any API scope stands for all of
 * its app's scopes), never more than the app has now, so narrowing an app takes effect at once.
 */
export function effectiveScopes(tokenScope: string | undefined, appScopes: readonly string[]): Set<ApiScope> {
  const app = new Set(appScopes.filter((scope) => KNOWN_SCOPES.has(scope)) as ApiScope[]);
  const asked = (tokenScope ?? '').split(' ').filter((scope) => KNOWN_SCOPES.has(scope)) as ApiScope[];
  if (asked.length === 0) return app;
  return new Set(asked.filter((scope) => app.has(scope)));
}

function bearerToken(proof: ApiRequestProof): string | undefined {
  const header = proof.request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  if (!match) throw AppError.unauthorized('The Authorization header must be "Bearer <access token>"');
  return match[1];
}

async function assertOwnerActive(db: Database, userId: number): Promise<void> {
  const [owner] = await db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, userId));
  if (!owner || owner.closedAt) throw AppError.unauthorized('The account of this credential is closed');
}

/** The caller of a bearer token: an authorization-code access token or a client-credentials token. */
export async function callerFromBearer(
  deps: ApiAuthenticatorDeps,
  token: string,
): Promise<{ caller: ApiCaller; appRow: repo.ApiAppRow }> {
  if (token.length > 200) throw AppError.unauthorized('Invalid access token');
  const { db } = deps;
  const provider = await deps.provider();
  const accessToken = await provider.AccessToken.find(token);
  const found = accessToken ?? (await provider.ClientCredentials.find(token));
  if (!found || found.isExpired)
    throw AppError.unauthorized('The access token is invalid, expired or revoked');
  const appRow = await repo.findActiveAppByClientId(db, found.clientId!);
  if (!appRow) throw AppError.unauthorized('The app of this access token was deleted');
  const userId = accessToken ? Number(accessToken.accountId) : appRow.userId;
  if (!Number.isSafeInteger(userId)) throw AppError.unauthorized('Invalid access token');
  await assertOwnerActive(db, userId);
  return {
    caller: { userId, appId: appRow.id, scopes: effectiveScopes(found.scope, appRow.scopes), via: 'oauth' },
    appRow,
  };
}

/** The caller of a legacy signed request (apikey, nonce, apiseal over the raw form body). */
export async function callerFromApiseal(
  deps: ApiAuthenticatorDeps,
  proof: ApiRequestProof,
): Promise<{ caller: ApiCaller; appRow: repo.ApiAppRow }> {
  const { db } = deps;
  const now = deps.now?.() ?? Date.now();
  const apikey: unknown = proof.fields.apikey;
  const nonce: unknown = proof.fields.nonce;
  const signed = signedPayload(proof.rawBody);
  if (
    typeof apikey !== 'string' ||
    typeof nonce !== 'string' ||
    !apikey ||
    !signed ||
    !/^[0-9a-fA-F]{64}$/.test(signed.apiseal)
  ) {
    throw AppError.unauthorized(
      'Send apikey, nonce and apiseal (hex HMAC-SHA256 of the form body) in a form-encoded body',
    );
  }
  const appRow = apikey.length <= 100 ? await repo.findActiveAppByClientId(db, apikey) : undefined;
  const secret = appRow?.kind === 'bot' ? await openSecret(db, appRow) : undefined;
  if (!appRow || !secret || !apisealMatches(signed.payload, secret, signed.apiseal)) {
    throw AppError.unauthorized('The apiseal does not match');
  }
  const time = nonceTime(nonce);
  if (time === undefined || Math.abs(now - time) > NONCE_WINDOW_MS) {
    throw AppError.unauthorized('The nonce must be the current Unix time (seconds or milliseconds)');
  }
  if (!(await repo.claimNonce(db, appRow.id, nonce))) {
    throw AppError.unauthorized('This nonce was used before');
  }
  await assertOwnerActive(db, appRow.userId);
  return {
    caller: {
      userId: appRow.userId,
      appId: appRow.id,
      scopes: effectiveScopes(undefined, appRow.scopes),
      via: 'apiseal',
    },
    appRow,
  };
}

/**
 * Resolves a compatible-API request to its caller: a Bearer access token (client credentials or
 * authorization code) or the apikey/nonce/apiseal form; 401 for anything missing, forged, replayed,
 * expired or revoked. Notes the app's last use.
 * @example
 * const authenticate = createApiAuthenticator({ db: app.db, provider: app.oauthProvider });
 * const caller = await authenticate({ request, rawBody, fields });
 */
export function createApiAuthenticator(deps: ApiAuthenticatorDeps): ApiAuthenticator {
  return async (proof) => {
    const token = bearerToken(proof);
    const { caller, appRow } =
      token !== undefined ? await callerFromBearer(deps, token) : await callerFromApiseal(deps, proof);
    await repo.touchLastUsed(deps.db, appRow.id, new Date(deps.now?.() ?? Date.now()));
    return caller;
  };
}
