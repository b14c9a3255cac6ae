import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WIDGET_ERROR_REPORT_MAX_BYTES,
  widgetErrorAcceptedSchema,
  widgetErrorReportSchema,
} from '@p2p/shared';
import { envelope } from '@p2p/shared';
import { errorResponses } from '../../lib/route-schemas.js';
import { WIDGET_ERRORS_ROUTE } from '../../plugins/public-cors.js';

/** Reports one visitor's browser may send a minute: a page with a few broken widgets, not a flood. */
export const WIDGET_ERROR_REPORTS_PER_MINUTE = 30;

/** An Origin header as the browser sends it (scheme://host[:port]), else null in the log. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$|^null$/;

/**
 * The embed script's error log (decision 045): a widget on another site whose location attribute is
 * bad or whose data does not load says so here, and the server writes it to its log with the page's
 * origin. Open to any origin without cookies or CSRF token (it changes nothing), limited in size and
 * rate per client.
 */
export async function widgetsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['widgets'];

  // The report is JSON, which a browser sends cross-origin only after this preflight.
  app.options(WIDGET_ERRORS_ROUTE, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .status(204)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '86400')
      .send(),
  );

  app.post(
    WIDGET_ERRORS_ROUTE,
    {
      bodyLimit: WIDGET_ERROR_REPORT_MAX_BYTES,
      config: {
        csrf: false,
        rateLimit: { max: WIDGET_ERROR_REPORTS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary: 'Report a widget that cannot show on a host page (the embed script calls it)',
        description:
          'Any origin may post (CORS `*`, no cookies, no CSRF token); the body is at most ' +
          `${WIDGET_ERROR_REPORT_MAX_BYTES} bytes and a client may send ${WIDGET_ERROR_REPORTS_PER_MINUTE} a minute. ` +
          "The report is written to the server's log with the request's Origin header.",
        body: widgetErrorReportSchema,
        response: { 202: envelope(widgetErrorAcceptedSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      request.log.warn(
        {
          widgetError: {
            ...request.body,
            origin: typeof origin === 'string' && ORIGIN.test(origin) ? origin : null,
          },
        },
        'widget error reported',
      );
      return reply.status(202).send({ data: { accepted: true as const } });
    },
  );
}
