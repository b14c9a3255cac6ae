import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The public reads other sites may call from the browser (decision 045): the marketplace's own
 * catalogue, which answers a guest the same as anyone, needs no session and holds nothing of the
 * caller. Offer search and views, a vendor's active offers, rates and the converter, and the
 * reference lists (payment methods, currencies, countries, tags). A route joins this list only if it
 * meets that rule; nothing that reads or changes an account does.
 */
export const PUBLIC_READ_ROUTES: readonly string[] = [
  // Offer search (modules/offer-search)
  '/rest/v1/offers',
  '/rest/v1/offers/:id',
  '/rest/v1/offers/:id/recommended',
  '/rest/v1/offers/:id/feedback',
  '/rest/v1/users/:username/active-offers',
  // Rates and the converter (modules/rates)
  '/rest/v2/crypto-fiat-rates',
  '/rest/v2/wallet/crypto-currencies',
  '/rest/v2/wallet/crypto-currencies/rates',
  '/rest/v1/calculator',
  '/rest/v1/calculator/currency',
  // Reference data (modules/reference)
  '/rest/v2/payment-methods',
  '/rest/v2/payment-methods/popular',
  '/rest/v2/payment-method-groups',
  '/rest/v2/payment-methods/:slug',
  '/rest/v2/currencies',
  '/rest/v2/currencies/:code',
  '/rest/v1/countries',
  '/rest/v2/countries',
  '/rest/v1/tags',
];

/** Where the embed script sends a widget that cannot show (modules/widgets). */
export const WIDGET_ERRORS_ROUTE = '/rest/v1/widgets/errors';

const publicReads = new Set(PUBLIC_READ_ROUTES);

/**
 * `Access-Control-Allow-Origin: *` on exactly those GETs (and on the widget error report), on every
 * answer including errors, so that another site's page can read them. With `*` and no
 * Allow-Credentials a browser never sends the visitor's cookies nor exposes an answer fetched with
 * them: what another site reads is what a guest sees. No preflight is answered for the reads:
 * the widgets make simple GETs (no credentials, no custom header).
 */
export const publicCorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined) return;
      const read = (request.method === 'GET' || request.method === 'HEAD') && publicReads.has(route);
      if (read || route === WIDGET_ERRORS_ROUTE) reply.header('access-control-allow-origin', '*');
    });
  },
  { name: 'public-cors' },
);
