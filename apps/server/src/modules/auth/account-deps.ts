import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { publicBaseUrl } from './account-mail.js';
import type { LoginThrottle } from './login-throttle.js';

/** The per-account sign-in throttle of this app, from its configuration. */
export function loginThrottleOf(app: FastifyInstance, config: Config): LoginThrottle {
  return {
    counter: app.attempts,
    maxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
    windowSeconds: config.LOGIN_ACCOUNT_WINDOW_SECONDS,
  };
}

/** The per-IP budget of sign-in-like routes (shared with login and registration). */
export function authRateLimit(config: Config) {
  return { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

/** The web app's address for links in e-mails. */
export const baseUrlOf = (config: Config): string => publicBaseUrl(config);
