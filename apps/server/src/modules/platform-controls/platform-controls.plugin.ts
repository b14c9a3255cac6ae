import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { isStaffRole } from '../../lib/staff-guard.js';
import { COMPAT_PREFIXES } from '../compat-api/compat-api.plugin.js';
import { listenToChannel } from '../realtime/event-listener.js';
import { maintenanceBody, retryAfterSeconds } from './platform-errors.js';
import { PLATFORM_CONTROLS_CHANNEL } from './platform-controls.repository.js';
import { platformControlsRoutes } from './platform-controls.routes.js';
import { PlatformState } from './platform-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's copy of the platform controls (maintenance, halts, the operator's message). */
    platform: PlatformState;
    /**
     * Registers another per-node copy reloaded with the platform controls (same NOTIFY channel,
     * same LISTEN connection, same refresh timer): the access rules (decision 041).
     */
    onPlatformChange(reload: () => Promise<void>): void;
  }
}

/** The LISTEN connection's application_name (`:<pid>` follows), as pg_stat_activity shows it. */
export const PLATFORM_LISTENER_NAME = 'p2p-platform-listen';

const API_PREFIXES = ['/rest/', '/oauth2', '/ws', ...COMPAT_PREFIXES];

/**
 * What answers during maintenance besides staff: the status the web reads, signing in and out (so
 * staff can sign in), and who the caller is (so the web knows whether to show the notice).
 */
const OPEN_DURING_MAINTENANCE = new Set([
  'GET /rest/v1/platform/status',
  'GET /rest/v1/auth/csrf',
  'POST /rest/v1/auth/login',
  'POST /rest/v1/auth/login/two-factor',
  'POST /rest/v1/auth/logout',
  'GET /rest/v1/users/current_user',
]);

/** An API request maintenance refuses (health, metrics, ops and the web app's pages are never refused). */
export function refusedDuringMaintenance(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  if (!API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  if (OPEN_DURING_MAINTENANCE.has(`${request.method} ${path}`)) return false;
  return !(request.sessionUser && isStaffRole(request.sessionUser.role));
}

/**
 * Platform controls on every node: the state loaded at start, reloaded on each NOTIFY and every
 * PLATFORM_CONTROLS_REFRESH_MS; the maintenance 503 (with Retry-After) on API requests; the routes.
 */
export const platformControlsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const state = new PlatformState(app.db);
    await state.reload();
    app.decorate('platform', state);

    const followers: (() => Promise<void>)[] = [];
    app.decorate('onPlatformChange', (follower: () => Promise<void>) => {
      followers.push(follower);
    });
    const reload = () => {
      for (const load of [() => state.reload(), ...followers]) {
        load().catch((error: unknown) => app.log.warn({ err: error }, 'platform controls: reload failed'));
      }
    };
    const listener = await listenToChannel(
      app.dbHandle,
      { channel: PLATFORM_CONTROLS_CHANNEL, applicationName: PLATFORM_LISTENER_NAME },
      { onPayload: reload, onReconnect: reload },
      app.log,
    );
    const timer = setInterval(reload, options.config.PLATFORM_CONTROLS_REFRESH_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await listener.close();
    });

    app.addHook('onRequest', async (request, reply) => {
      const window = state.maintenanceAt();
      if (!window || !refusedDuringMaintenance(request)) return;
      return reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds(window.expectedEndAt)))
        .type('application/json')
        .send(maintenanceBody(window, request.id));
    });

    await app.register(platformControlsRoutes);
  },
  { name: 'platform-controls', dependencies: ['db', 'session'] },
);
