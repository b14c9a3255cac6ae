import type { FastifyRequest } from 'fastify';
import { BLOCKED_IN_LOCATION_ERROR_CODE, IP_BLOCKED_ERROR_CODE, type RegionalFeature } from '@p2p/shared';
import { isStaffRole } from '../../lib/staff-guard.js';
import { COMPAT_PREFIXES } from '../compat-api/compat-api.plugin.js';

/** Paths that are API wherever they lead; other API routes are found by method (see subjectToRules). */
const API_PREFIXES = ['/rest/', '/oauth2', '/ws', '/proxy/', '/account/', ...COMPAT_PREFIXES];

/**
 * What a visitor from a blocked place still reaches: the status and access answers the web reads to
 * show the right page, signing in and out (so that staff can sign in from anywhere), and who the
 * caller is. Health, readiness, metrics and operator routes are never API here.
 */
const OPEN_TO_EVERY_PLACE = new Set([
  'GET /rest/v1/platform/status',
  'GET /rest/v1/platform/access',
  'GET /rest/v1/auth/csrf',
  'POST /rest/v1/auth/login',
  'POST /rest/v1/auth/login/two-factor',
  'POST /rest/v1/auth/logout',
  'GET /rest/v1/users/current_user',
]);

const NEVER_BLOCKED = ['/healthz', '/readyz', '/metrics', '/internal/'];

/** The routes each restrictable feature covers (method and route pattern, as Fastify matched it). */
const FEATURE_ROUTES: Record<string, RegionalFeature> = {
  'POST /rest/v1/trade/start': 'trade-start',
  'POST /paxful/v1/trade/start': 'trade-start',
  'POST /noones/v1/trade/start': 'trade-start',
  'POST /rest/v1/my-offers': 'offer-create',
  'POST /paxful/v1/offer/create': 'offer-create',
  'POST /noones/v1/offer/create': 'offer-create',
  'POST /rest/v2/wallet/send-out': 'send-out',
  'POST /paxful/v1/wallet/send': 'send-out',
  'POST /noones/v1/wallet/send': 'send-out',
  'POST /rest/v1/swap/execute': 'swap',
};

/**
 * Whether the access rules apply to this request: API requests do; page loads (the HTML, scripts,
 * styles and images of the web app, so that error-ip-blocked can render), health, readiness,
 * metrics and operator routes do not, nor the few routes of OPEN_TO_EVERY_PLACE.
 */
export function subjectToRules(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  if (NEVER_BLOCKED.some((prefix) => path === prefix || path.startsWith(prefix))) return false;
  if (OPEN_TO_EVERY_PLACE.has(`${request.method} ${path}`)) return false;
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  // Other API routes live beside pages (/wallet/deposit-bond, /offer-manager/…): a GET of a path no
  // route matched is a page, a write is not.
  return request.method !== 'GET' && request.method !== 'HEAD' && request.routeOptions.url !== undefined;
}

/** Staff are never refused by place: an operator abroad can still reach the console (decision 041). */
export function isStaffRequest(request: FastifyRequest): boolean {
  return Boolean(request.sessionUser && isStaffRole(request.sessionUser.role));
}

/** The restrictable feature this request uses, if any. */
export function featureOf(request: FastifyRequest): RegionalFeature | undefined {
  return FEATURE_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
}

/** 403 bodies (sent by the hook, not thrown: a blocked crawler does not fill the logs with errors). */
export function blockedBody(requestId: string) {
  return {
    error: {
      code: IP_BLOCKED_ERROR_CODE,
      message: 'The service is not available from your location.',
      details: {},
      requestId,
    },
  };
}

export function restrictedBody(feature: RegionalFeature, country: string, requestId: string) {
  const message = `This feature (${feature}) is not available in your country (${country}).`;
  return {
    error: { code: BLOCKED_IN_LOCATION_ERROR_CODE, message, details: { feature: [message] }, requestId },
  };
}
