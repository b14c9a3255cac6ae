import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, oauthConsentResultSchema, oauthConsentSchema } from '@p2p/shared';
import { ok, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { AppError } from '../../lib/app-error.js';
import type { Database } from '../../db/client.js';
import { findActiveAppByClientId } from './api-apps.repository.js';
import { callerFromBearer } from './api-authenticator.js';
import * as consent from './oauth-consent.service.js';
import type { OauthProviderLoader } from './oauth-provider-loader.js';
import { ownerClaims } from './oauth-userinfo.js';

export interface OauthRoutesOptions {
  /** The OAuth 2.0 server, built on the first request that needs it. */
  provider: OauthProviderLoader;
  /** Token requests per minute and client address. */
  tokenPerMinute: number;
}

const rawForms = new WeakMap<IncomingMessage, string>();

const oauthError = z
  .object({ error: z.string(), error_description: z.string().optional() })
  .describe('An OAuth 2.0 error (RFC 6749 §5.2)');

/** oidc-provider answers OAuth errors; input refused before it (control characters, rate limit) gets the API's envelope. */
const oauthErrors = {
  400: z.union([oauthError, errorEnvelopeSchema]),
  401: z.union([oauthError, errorEnvelopeSchema]),
  403: z.union([oauthError, errorEnvelopeSchema]),
  429: errorEnvelopeSchema,
};

const tokenAnswer = z
  .object({
    access_token: z.string(),
    token_type: z.string(),
    expires_in: z.number(),
    scope: z.string().optional(),
    refresh_token: z.string().optional(),
    id_token: z.string().optional(),
  })
  .describe('The tokens');

const formField = z.string().max(4096).optional();

/**
 * `@paxful/sdk-js` answers every 401 with a refresh_token grant that carries the refresh token it
 * read from its client-credentials answer (Paxful sent one; RFC 6749 §4.4.3 advises against it, and
 * we send none) plus the client id and secret. For a bot — an app allowed client credentials only —
 * such a request is answered as the client-credentials request it amounts to: the secret is the whole
 * proof either way, and the bot gets a fresh token instead of being locked out. Answers the body to
 * hand to the provider instead, or undefined to leave the request alone.
 */
async function botRefreshAsClientCredentials(
  db: Database,
  form: Record<string, string>,
  authorization: string | undefined,
): Promise<string | undefined> {
  if (form.grant_type !== 'refresh_token') return undefined;
  let clientId = form.client_id;
  if (!clientId && authorization?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    try {
      clientId = decodeURIComponent(decoded.slice(0, Math.max(0, decoded.indexOf(':'))));
    } catch {
      return undefined; // a malformed header: the provider refuses it with invalid_request
    }
  }
  if (!clientId || clientId.length > 100) return undefined;
  const app = await findActiveAppByClientId(db, clientId);
  if (app?.kind !== 'bot') return undefined;
  const body = new URLSearchParams({ grant_type: 'client_credentials' });
  for (const name of ['client_id', 'client_secret', 'scope'] as const) {
    const value = form[name];
    if (value !== undefined) body.set(name, value);
  }
  return body.toString();
}

/**
 * The OAuth 2.0 endpoints. oidc-provider (a Koa app) answers them on the raw request and response:
 * the route hijacks the reply after Fastify's hooks ran (session, control characters, rate limit)
 * and hands the form body it read over as `req.body`. These routes take client credentials or a
 * bearer token, never the session cookie, so the CSRF check does not apply to them (`csrf: false`);
 * the browser-facing authorize and resume steps are GET requests.
 */
export async function oauthRoutes(fastify: FastifyInstance, options: OauthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { provider } = options;
  let callback: ReturnType<Awaited<ReturnType<OauthProviderLoader>>['callback']> | undefined;
  const tags = ['oauth2'];

  // Token and revocation requests are url-encoded (RFC 6749); keep the text for the provider.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 56 * 1024 },
    (request, body, done) => {
      const text = body as string;
      rawForms.set(request.raw, text);
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as IncomingMessage & { body?: unknown };
    const form = rawForms.get(request.raw);
    if (form !== undefined) raw.body = form;
    else if (request.body !== undefined) raw.body = request.body;
    if (form !== undefined && request.routeOptions.url === '/oauth2/token') {
      const header = request.headers.authorization;
      const rewritten = await botRefreshAsClientCredentials(
        app.db,
        request.body as Record<string, string>,
        typeof header === 'string' ? header : undefined,
      );
      if (rewritten !== undefined) raw.body = rewritten;
    }
    // Headers Fastify's hooks set (security headers) would be lost with the hijacked reply.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    callback ??= (await provider()).callback();
    reply.hijack();
    await callback(request.raw, reply.raw);
  };

  const formRoute = { csrf: false, rateLimit: { max: options.tokenPerMinute, timeWindow: 60_000 } };

  app.post(
    '/oauth2/token',
    {
      config: formRoute,
      schema: {
        tags,
        summary: 'OAuth 2.0 token endpoint: client_credentials, authorization_code (PKCE), refresh_token',
        description:
          'Form-encoded. Client authentication by client_secret_basic (Authorization: Basic) or client_secret_post (client_id and client_secret in the body); public clients send client_id and code_verifier.',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.looseObject({
          grant_type: formField,
          client_id: formField,
          client_secret: formField,
          code: formField,
          redirect_uri: formField,
          code_verifier: formField,
          refresh_token: formField,
          scope: formField,
        }),
        response: { 200: tokenAnswer, ...oauthErrors },
      },
    },
    handOver,
  );

  app.post(
    '/oauth2/revoke',
    {
      config: formRoute,
      schema: {
        tags,
        summary: 'OAuth 2.0 token revocation (RFC 7009): an access or refresh token of the calling client',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.looseObject({
          token: formField,
          token_type_hint: formField,
          client_id: formField,
          client_secret: formField,
        }),
        response: { 200: z.unknown().describe('Revoked (or unknown)'), ...oauthErrors },
      },
    },
    handOver,
  );

  const queryField = z.string().max(2048).optional();
  app.get(
    '/oauth2/authorize',
    {
      schema: {
        tags,
        summary: 'OAuth 2.0 authorization endpoint: redirects to the consent page, then back to the app',
        querystring: z.looseObject({
          response_type: queryField,
          client_id: queryField,
          redirect_uri: queryField,
          scope: queryField,
          state: queryField,
          code_challenge: queryField,
          code_challenge_method: queryField,
        }),
      },
    },
    handOver,
  );

  app.get(
    '/oauth2/authorize/:uid',
    {
      schema: {
        tags,
        summary: 'Resumes an authorization after the consent page (the browser is sent here)',
        params: z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
        querystring: z.looseObject({}),
      },
    },
    handOver,
  );

  app.get(
    '/oauth2/jwks',
    { schema: { tags, summary: 'Public keys of ID tokens (JWKS)', querystring: z.looseObject({}) } },
    handOver,
  );

  app.get(
    '/.well-known/openid-configuration',
    {
      schema: { tags, summary: 'OAuth 2.0 / OpenID server metadata', querystring: z.looseObject({}) },
    },
    handOver,
  );

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    if (!token) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="userinfo"').send({
        error: 'invalid_token',
        error_description: 'Send the access token as Authorization: Bearer',
      });
    }
    try {
      const { caller } = await callerFromBearer({ db: app.db, provider }, token);
      if (!caller.scopes.has('profile:read')) {
        return reply
          .status(403)
          .header('www-authenticate', 'Bearer error="insufficient_scope", scope="profile:read"')
          .send({ error: 'insufficient_scope', error_description: 'The token lacks profile:read' });
      }
      return await ownerClaims(app.db, caller.userId, (await provider()).issuer);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ error: 'invalid_token', error_description: error.message });
      }
      throw error;
    }
  };
  const userinfoSchema = {
    tags,
    summary: "The token's user: sub, nickname, names, locale, picture, email (client-credentials tokens too)",
    security: [{ bearer: [] }],
    response: {
      200: z.object({
        sub: z.string(),
        nickname: z.string(),
        given_name: z.string().nullable(),
        family_name: z.string().nullable(),
        locale: z.string(),
        picture: z.string().nullable(),
        email: z.string().nullable(),
        email_verified: z.boolean(),
      }),
      ...oauthErrors,
    },
  };
  app.get('/oauth2/userinfo', { schema: { ...userinfoSchema, querystring: z.looseObject({}) } }, userinfo);
  app.post(
    '/oauth2/userinfo',
    {
      config: { csrf: false },
      schema: {
        ...userinfoSchema,
        consumes: ['application/x-www-form-urlencoded'],
        body: z.looseObject({}).optional(),
      },
    },
    userinfo,
  );

  // The consent page's routes (session cookie and CSRF token, like every page of the site).
  const consentTags = ['oauth2'];
  const security = [{ session: [] }];
  const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an authorization id') });

  app.get(
    '/rest/v1/oauth/consent/:uid',
    {
      schema: {
        tags: consentTags,
        security,
        summary: 'What an app asks for: its name, developer and scopes (the consent page)',
        params: uidParams,
        querystring: strictQuery(),
        response: ok(oauthConsentSchema),
      },
    },
    async (request) => {
      requireUser(request);
      return { data: await consent.consentDetails(app.db, await provider(), request.params.uid) };
    },
  );

  for (const decision of ['approve', 'deny'] as const) {
    app.post(
      `/rest/v1/oauth/consent/:uid/${decision}`,
      {
        schema: {
          tags: consentTags,
          security,
          summary:
            decision === 'approve'
              ? 'Allow the app: the browser then goes to redirectTo, and on to the app with a code'
              : 'Refuse the app: the browser then goes to redirectTo, and back to the app with access_denied',
          params: uidParams,
          querystring: responseCaseQuery,
          response: ok(oauthConsentResultSchema),
        },
      },
      async (request) => {
        const user = requireUser(request);
        const redirectTo =
          decision === 'approve'
            ? await consent.approve(app.db, await provider(), request.params.uid, user.userId)
            : await consent.deny(app.db, await provider(), request.params.uid);
        return { data: { redirectTo } };
      },
    );
  }
}
