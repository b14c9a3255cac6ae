import type { FastifyInstance } from 'fastify';
import { API_APP_SCOPES, type ApiAppScope, type ApiAppWithSecret } from '@p2p/shared';
import { signForm } from '../modules/api-apps/apiseal.js';
import type { TestClient } from './app.js';

export interface TestApiApp {
  app: ApiAppWithSecret;
  clientId: string;
  clientSecret: string;
  /** A client-credentials access token for the app's owner. */
  bearerToken: string;
}

/** A client-credentials token from POST /oauth2/token (client_secret_post, as @paxful/sdk-js sends). */
export async function clientCredentialsToken(
  server: FastifyInstance,
  clientId: string,
  clientSecret: string,
  scope?: string,
): Promise<string> {
  const response = await server.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      ...(scope ? { scope } : {}),
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`token request failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/**
 * Creates a bot app for the signed-in `client`'s user (every scope unless told) and fetches a
 * client-credentials token for it.
 * @example
 * const { client } = await registerUser(ctx.app);
 * const { bearerToken } = await createTestApiApp(ctx.app, client);
 * await ctx.app.inject({ method: 'POST', url: '/paxful/v1/user/me', headers: { authorization: `Bearer ${bearerToken}` } });
 */
export async function createTestApiApp(
  server: FastifyInstance,
  client: TestClient,
  options: { name?: string; scopes?: readonly ApiAppScope[] } = {},
): Promise<TestApiApp> {
  const response = await client.post('/rest/v1/api-apps', {
    name: options.name ?? 'Test bot',
    kind: 'bot',
    scopes: options.scopes ?? API_APP_SCOPES,
  });
  if (response.statusCode !== 201) throw new Error(`creating an API app failed: ${response.body}`);
  const app = (response.json() as { data: ApiAppWithSecret }).data;
  const clientSecret = app.clientSecret!;
  const bearerToken = await clientCredentialsToken(server, app.clientId, clientSecret);
  return { app, clientId: app.clientId, clientSecret, bearerToken };
}

/**
 * A form body signed the legacy way: `apikey`, a fresh millisecond `nonce`, the fields, then
 * `&apiseal=<hex HMAC-SHA256 of everything before it, keyed with the secret>`.
 * @example payload: apisealBody(bot, { offer_hash: 'abc' }) with content-type application/x-www-form-urlencoded
 */
let lastNonce = 0;
export function apisealBody(
  credentials: { clientId: string; clientSecret: string },
  fields: Record<string, string> = {},
  nonce?: string,
): string {
  lastNonce = Math.max(Date.now(), lastNonce + 1);
  return signForm(
    { apikey: credentials.clientId, nonce: nonce ?? String(lastNonce), ...fields },
    credentials.clientSecret,
  );
}
