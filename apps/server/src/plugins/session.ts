import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import * as accountSessions from '../modules/account-sessions/account-sessions.service.js';
import * as auth from '../modules/auth/auth.service.js';
import { hostOnlyCookieName } from '../lib/cookie-names.js';
import { randomToken } from '../lib/tokens.js';

/** The session cookie's name over plain HTTP; `__Host-sid` when cookies are secure. */
export const SESSION_COOKIE = 'sid';
/**
 * A long-lived random id of the browser, for the new-device check of sign-ins (never a session);
 * `__Host-did` when cookies are secure, like the session cookie.
 */
export const DEVICE_COOKIE = 'did';
const DEVICE_COOKIE_DAYS = 400;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: auth.SessionUser | undefined;
    sessionToken: string | undefined;
    /** The device cookie's id, when the browser sent a well-formed one (see ensureDeviceId). */
    deviceId: string | undefined;
    /** ISO alpha-2 country from CLIENT_COUNTRY_HEADER of a trusted proxy; null without one. */
    clientCountry: string | null;
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

/** The signed-in user of a request as the acting party a service checks: who acts, in which role. */
export function requireActor(request: FastifyRequest): Pick<auth.SessionUser, 'userId' | 'role'> {
  const user = requireUser(request);
  return { userId: user.userId, role: user.role };
}

/** The browser's device id, a new random one when it had none (the cookie is set with the session). */
export function ensureDeviceId(request: FastifyRequest): string {
  request.deviceId ??= randomToken();
  return request.deviceId;
}

/** Resolves the session cookie to a user on every API request. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    // Path=/, Secure and no Domain: what the __Host- prefix of a secure session cookie requires.
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.config.cookieSecure,
    };
    const sessionCookie = hostOnlyCookieName(SESSION_COOKIE, options.config.cookieSecure);
    const deviceCookie = hostOnlyCookieName(DEVICE_COOKIE, options.config.cookieSecure);
    app.decorateRequest('sessionUser', undefined);
    app.decorateRequest('sessionToken', undefined);
    app.decorateRequest('deviceId', undefined);
    app.decorateRequest('clientCountry', null);
    const countryHeader = options.config.TRUST_PROXY ? options.config.CLIENT_COUNTRY_HEADER : undefined;
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(sessionCookie, token, { ...cookieOptions, expires: expiresAt });
      const deviceId = reply.request.deviceId;
      if (deviceId) {
        const expires = new Date(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000);
        reply.setCookie(deviceCookie, deviceId, { ...cookieOptions, expires });
      }
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(sessionCookie, cookieOptions);
    });

    app.addHook('onRequest', async (request) => {
      const deviceId = request.cookies[deviceCookie];
      if (deviceId && DEVICE_ID_PATTERN.test(deviceId)) request.deviceId = deviceId;
      const country = countryHeader && request.headers[countryHeader];
      // XX and T1 are Cloudflare's unknown and Tor: no country.
      if (
        typeof country === 'string' &&
        COUNTRY_PATTERN.test(country.toUpperCase()) &&
        !/^(XX|T1)$/i.test(country)
      ) {
        request.clientCountry = country.toUpperCase();
      }
      const token = request.cookies[sessionCookie];
      if (!token || token.length > 100) return;
      request.sessionToken = token;
      request.sessionUser = await auth.authenticate(app.db, token);
      if (request.sessionUser) {
        await accountSessions.noteActivity(app.db, request.sessionUser);
      }
    });
  },
  { name: 'session', dependencies: ['db'] },
);
