import { createHash, generateKeyPairSync } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { randomToken, safeEqual } from '../../lib/tokens.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';
import { API_SCOPES } from './api-caller.js';
import { ApiAppClientAdapter, DrizzleOauthAdapter } from './oauth-adapter.js';

/** Where oidc-provider sends the browser for login and consent: the web app's consent page. */
export const consentPagePath = (uid: string) => `/oauth/consent/${uid}`;

export const OAUTH_ROUTES = {
  authorization: '/oauth2/authorize',
  token: '/oauth2/token',
  revocation: '/oauth2/revoke',
  // Served by the app itself (oauth.routes.ts) so that client-credentials tokens get an answer too.
  userinfo: '/oauth2/userinfo',
  jwks: '/oauth2/jwks',
  end_session: '/oauth2/logout',
  introspection: '/oauth2/introspect',
  pushed_authorization_request: '/oauth2/par',
  registration: '/oauth2/register',
  backchannel_authentication: '/oauth2/backchannel',
  device_authorization: '/oauth2/device/auth',
  code_verification: '/oauth2/device',
  challenge: '/oauth2/challenge',
} as const;

export const TOKEN_TTL_SECONDS = {
  accessToken: 60 * 60,
  clientCredentials: 60 * 60,
  authorizationCode: 60,
  refreshToken: 30 * 24 * 60 * 60,
  interaction: 10 * 60,
  session: 60 * 60,
  grant: 30 * 24 * 60 * 60,
} as const;

export interface OauthProviderOptions {
  db: Database;
  /** The public origin (PUBLIC_URL), the `iss` of the provider. */
  issuer: string;
  /** Behind a trusted proxy, X-Forwarded-Proto/Host decide the URLs and cookie security. */
  trustProxy: boolean;
}

/** The signing key of ID tokens (only when a third-party app asks for `openid`), one for every node. */
async function signingKeys(db: Database) {
  const stored = await getOrCreateSecret(db, 'oauth_signing_jwk', () =>
    JSON.stringify({
      ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
      use: 'sig',
      alg: 'ES256',
    }),
  );
  return { keys: [JSON.parse(stored) as Record<string, string>] };
}

/**
 * The OAuth 2.0 server (oidc-provider): client credentials for a user's own bots, authorization code
 * (PKCE for public clients) with the web app's consent page, refresh tokens for the authorization
 * code, and token revocation. Clients are the `api_apps` rows; every other artifact is stored by the
 * drizzle adapter, so all nodes share them.
 */
export async function createOauthProvider(options: OauthProviderOptions): Promise<Provider> {
  const { db } = options;
  const cookieKey = await getOrCreateSecret(db, 'oauth_cookie_key', () => randomToken(32));
  const clientAdapter = new ApiAppClientAdapter(db);
  const configuration: Configuration = {
    adapter: (name: string) => (name === 'Client' ? clientAdapter : new DrizzleOauthAdapter(db, name)),
    clients: [],
    jwks: await signingKeys(db),
    clientDefaults: {
      grant_types: ['client_credentials'],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    responseTypes: ['code'],
    scopes: [...API_SCOPES, 'openid', 'offline_access'],
    claims: { openid: ['sub'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    // The token endpoint answers client_credentials without a refresh token (RFC 6749 §4.4.3); an
    // authorization-code grant of a client allowed refresh_token always gets one.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    // Consent is asked on every authorization (the provider's own session may outlive the site's):
    // only the grant the consent page just made is loaded, never one remembered in the session.
    loadExistingGrant: async (ctx) => {
      const grantId = (ctx.oidc.result as { consent?: { grantId?: string } } | undefined)?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    interactions: { url: async (_ctx, interaction) => consentPagePath(interaction.uid) },
    routes: OAUTH_ROUTES,
    cookies: {
      keys: [cookieKey],
      names: { session: 'oauth_session', interaction: 'oauth_interaction', resume: 'oauth_resume' },
    },
    ttl: {
      AccessToken: TOKEN_TTL_SECONDS.accessToken,
      ClientCredentials: TOKEN_TTL_SECONDS.clientCredentials,
      AuthorizationCode: TOKEN_TTL_SECONDS.authorizationCode,
      RefreshToken: TOKEN_TTL_SECONDS.refreshToken,
      Interaction: TOKEN_TTL_SECONDS.interaction,
      Session: TOKEN_TTL_SECONDS.session,
      Grant: TOKEN_TTL_SECONDS.grant,
      IdToken: TOKEN_TTL_SECONDS.accessToken,
    },
    features: {
      clientCredentials: { enabled: true },
      // A client may revoke only the tokens it was issued.
      revocation: {
        enabled: true,
        allowedPolicy: async (ctx, _client, token) => token.clientId === ctx.oidc.client?.clientId,
      },
      userinfo: { enabled: false },
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      introspection: { enabled: false },
    },
    // Browser apps (public clients) may call the token endpoint from their own origin.
    clientBasedCORS: (_ctx, _origin, client) => client.clientAuthMethod === 'none',
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'application/json';
      ctx.body = out;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  // A client's registered `client_secret` is the SHA-256 of its secret (see ApiAppClientAdapter):
  // hash what the client sent and compare in constant time.
  provider.Client.prototype.compareClientSecret = function compareClientSecret(
    this: { clientSecret?: string },
    actual: string,
  ) {
    const expected = this.clientSecret;
    return expected !== undefined && safeEqual(createHash('sha256').update(actual).digest('hex'), expected);
  };
  return provider;
}
