import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER } from '@p2p/shared';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { hostOnlyCookieName } from '../lib/cookie-names.js';
import { createCsrfToken, newCsrfSecret, verifyCsrfToken } from '../lib/csrf.js';
import { randomToken } from '../lib/tokens.js';
import { getOrCreateSecret } from '../modules/auth/secrets.repository.js';

/** The CSRF secret cookie's name over plain HTTP; `__Host-csrf_secret` when cookies are secure. */
export const CSRF_COOKIE = 'csrf_secret';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** A CSRF token for this browser, setting its secret cookie when it has none yet. */
    issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
  interface FastifyContextConfig {
    /** Routes authenticated by other means (the operator's bearer token) opt out. */
    csrf?: boolean;
  }
}

export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    // The signing key lives in the database so that every node behind a load balancer shares it.
    const key = await getOrCreateSecret(app.db, 'csrf_key', () => randomToken(48));
    // With secure cookies only a secret this origin set is accepted: a sibling subdomain cannot plant
    // a secret whose token it fetched for itself.
    const secretCookie = hostOnlyCookieName(CSRF_COOKIE, options.config.cookieSecure);

    app.decorate('issueCsrfToken', (request: FastifyRequest, reply: FastifyReply) => {
      let secret = request.cookies[secretCookie];
      if (!secret || secret.length > 100) {
        secret = newCsrfSecret();
        reply.setCookie(secretCookie, secret, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.config.cookieSecure,
        });
      }
      return createCsrfToken(key, secret);
    });

    app.addHook('preValidation', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
      const secret = request.cookies[secretCookie];
      const token = request.headers[CSRF_HEADER];
      if (!secret || typeof token !== 'string' || !verifyCsrfToken(key, secret, token)) {
        throw new AppError(
          'ERROR_CSRF',
          'Missing or invalid CSRF token: send the token of GET /rest/v1/auth/csrf in the X-CSRF-Token header',
        );
      }
    });
  },
  { name: 'csrf', dependencies: ['db'] },
);
