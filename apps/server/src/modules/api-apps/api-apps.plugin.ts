import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { publicBaseUrl } from '../auth/account-mail.js';
import type { ApiAuthenticator } from './api-caller.js';
import { createApiAuthenticator } from './api-authenticator.js';
import { apiAppsRoutes } from './api-apps.routes.js';
import { pruneApiRecords } from './api-calls.js';
import { pruneOauthPayloads } from './oauth-adapter.js';
import { oauthProviderLoader, type OauthProviderLoader } from './oauth-provider-loader.js';
import { oauthRoutes } from './oauth.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OAuth 2.0 server of API apps (oidc-provider), built on its first use. */
    oauthProvider: OauthProviderLoader;
    /** Resolves a compatible-API request (Bearer token or apiseal) to its caller. */
    apiAuthenticator: ApiAuthenticator;
  }
}

const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * API apps (decision 024): the developer page's routes, the OAuth 2.0 server at /oauth2, the consent
 * routes, and `app.apiAuthenticator` for the compatible API. Each node prunes expired tokens, old
 * nonces and old call-log rows once an hour.
 */
export const apiAppsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    const provider = oauthProviderLoader(
      { db: app.db, issuer: publicBaseUrl(config), trustProxy: Boolean(config.TRUST_PROXY) },
      (built) =>
        built.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OAuth server error')),
    );
    app.decorate('oauthProvider', provider);
    app.decorate('apiAuthenticator', createApiAuthenticator({ db: app.db, provider }));
    await app.register(apiAppsRoutes);
    // Token requests per minute and address: a bot asks for a token an hour, but many bots may share
    // an address. Set-ups that raise the per-IP sign-in limit (tests, load runs) raise this one too.
    await app.register(oauthRoutes, {
      provider,
      tokenPerMinute: Math.max(120, config.AUTH_RATE_LIMIT_MAX),
    });

    if (config.NODE_ENV !== 'test') {
      const prune = () =>
        Promise.all([pruneApiRecords(app.db), pruneOauthPayloads(app.db)]).catch((error: unknown) =>
          app.log.warn({ err: error }, 'pruning API records failed'),
        );
      const timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'api-apps', dependencies: ['db', 'session', 'csrf', 'rate-limit'] },
);
