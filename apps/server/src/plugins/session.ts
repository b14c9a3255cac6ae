import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import * as auth from '../modules/auth/auth.service.js';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: auth.SessionUser | undefined;
    sessionToken: string | undefined;
  }
  interface FastifyInstance {
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/** The signed-in user of a request, or a 401 for anonymous callers. */
export function requireUser(request: FastifyRequest): auth.SessionUser {
  if (!request.sessionUser) throw AppError.unauthorized();
  return request.sessionUser;
}

/** Resolves the session cookie to a user on every API request. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.config.cookieSecure,
    };
    app.decorateRequest('sessionUser', undefined);
    app.decorateRequest('sessionToken', undefined);
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      request.sessionToken = token;
      request.sessionUser = await auth.authenticate(app.db, token);
    });
  },
  { name: 'session', dependencies: ['db'] },
);
