import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/tokens.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { AppMetrics } from './app-metrics.js';
import type { MetricsConfig } from './metrics-config.js';
import { readMetricsSnapshot } from './metrics.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** Where the metrics port listens once the app is ready (METRICS_PORT), else null. */
    metricsAddress(): AddressInfo | null;
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  return header !== undefined && header.startsWith('Bearer ') && safeEqual(header.slice(7), token);
}

/**
 * Prometheus metrics of this node (decision 031): counters and histograms kept in memory, database
 * gauges read at each scrape. Served on the main port with METRICS_TOKEN, and/or on METRICS_PORT;
 * with neither, /metrics is a 404.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { config: MetricsConfig }) => {
    const { config } = options;
    const exposed = config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;
    const metrics = new AppMetrics({
      defaultMetrics: exposed,
      websocketConnections: () => (app.hasDecorator('realtimeHub') ? app.realtimeHub.size : 0),
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL: ids in paths would make a series per trade.
      const route = request.routeOptions.url ?? '(unmatched)';
      metrics.observeHttp(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    });

    const scrape = async (): Promise<string> => {
      metrics.applySnapshot(await readMetricsSnapshot(app.db, app.dbHandle.poolStats()));
      return metrics.render();
    };

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = config.METRICS_TOKEN;
      if (token === undefined) throw AppError.notFound('Route');
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw AppError.unauthorized('The metrics token is required');
      }
      return reply.type(metrics.contentType).send(await scrape());
    });

    let server: Server | undefined;
    app.decorate('metricsAddress', () => {
      const address = server?.address();
      return address && typeof address === 'object' ? address : null;
    });
    const port = config.METRICS_PORT;
    if (port !== undefined) {
      app.addHook('onReady', async () => {
        server = createServer((request, response) => {
          const path = (request.url ?? '').split('?')[0];
          const token = config.METRICS_TOKEN;
          let status = 200;
          if (request.method !== 'GET' || path !== '/metrics') status = 404;
          else if (token !== undefined && !bearerMatches(request.headers.authorization, token)) status = 401;
          if (status !== 200) {
            response
              .writeHead(status, { 'content-type': 'text/plain' })
              .end(status === 404 ? 'Not found\n' : 'Unauthorized\n');
            return;
          }
          scrape().then(
            (body) => response.writeHead(200, { 'content-type': metrics.contentType }).end(body),
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics scrape failed');
              response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
            },
          );
        });
        await new Promise<void>((resolve, reject) => {
          server!.once('error', reject);
          server!.listen(port, config.METRICS_HOST, () => resolve());
        });
        app.log.info({ address: app.metricsAddress() }, 'metrics port listening');
      });
      app.addHook('onClose', async () => {
        if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      });
    }

    const everyMinutes = config.LEDGER_VERIFY_INTERVAL_MINUTES;
    if (everyMinutes > 0) {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = verifyLedger(app.db)
          .then((report) => {
            metrics.ledgerVerified(report);
            if (!report.ok) app.log.error({ report }, 'the ledger violates an invariant');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'ledger verification failed'))
          .finally(() => {
            running = undefined;
          });
      }, everyMinutes * 60_000);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'metrics', dependencies: ['db'] },
);
