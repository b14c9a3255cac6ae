import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { demoRefusal } from './demo-markets.js';

/**
 * What a demo session may change: the trade journey against a demo vendor (buying or selling),
 * reading its notifications, the live updates' channel token, and leaving. Every other write
 * (send-outs, withdrawals, swaps, offers, settings, messages to real people, bank accounts,
 * verification) is refused, including routes added later: the list names what is allowed, not what
 * is not.
 */
export const DEMO_ALLOWED_WRITES: ReadonlySet<string> = new Set([
  'POST /rest/v1/trade/start',
  'POST /rest/v1/trade/:id/paid',
  // Selling play coins to a demo vendor who buys: the visitor, the seller, releases the escrow.
  'POST /rest/v1/trade/:id/release',
  'POST /rest/v1/trade/:id/cancel',
  'POST /rest/v1/trade/:id/policy-read',
  'POST /rest/v1/trade/:id/messages',
  'POST /rest/v1/trade/:id/read',
  'POST /rest/v1/users/tour/completed',
  'POST /rest/v1/notifications/read',
  'POST /rest/v1/notifications/read-all',
  'POST /account/re-auth-push-subscription',
  'POST /rest/v1/auth/logout',
  // Signing up or in for real replaces the demo session with a real one.
  'POST /rest/v1/auth/register',
  'POST /rest/v1/auth/login',
  'POST /rest/v1/auth/login/two-factor',
  'POST /rest/v1/demo/end',
]);

/** Reads that hand out something real: a deposit address would take real coins into a demo book. */
export const DEMO_REFUSED_READS: ReadonlySet<string> = new Set(['GET /rest/v2/wallet/deposit-address']);

export function demoMayCall(method: string, route: string): boolean {
  const key = `${method} ${route}`;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return !DEMO_REFUSED_READS.has(key);
  return DEMO_ALLOWED_WRITES.has(key);
}

/** Refuses (403 ERROR_DEMO_ACCOUNT) what a demo session may not call, before any handler runs. */
export const demoGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!request.sessionUser?.isDemo) return;
      const route = request.routeOptions.url;
      if (route === undefined || demoMayCall(request.method, route)) return;
      throw demoRefusal('This is not available in demo mode: sign up for a real account');
    });
  },
  { name: 'demo-guard', dependencies: ['session'] },
);
