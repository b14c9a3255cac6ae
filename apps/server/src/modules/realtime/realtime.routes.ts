import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelTokenInputSchema,
  channelTokenSchema,
  REALTIME_CLOSE_CODES,
  REALTIME_PATH,
  userEventSchema,
  userEventsMetaSchema,
  userEventsQuerySchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { ok, okWithMeta, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import {
  sessionIsActive,
  signChannelToken,
  verifyChannelToken,
  type ChannelClaims,
} from './channel-token.js';
import type { SocketHub } from './socket-hub.js';
import { listUserEvents, toUserEventView } from './user-events.js';

export interface RealtimeRoutesOptions {
  config: Config;
  key: string;
  hub: SocketHub;
}

/** The token's claims when it is genuine, unexpired and its session is still signed in. */
export async function checkChannelToken(
  app: FastifyInstance,
  key: string,
  token: string | undefined,
): Promise<ChannelClaims | undefined> {
  const claims = token ? verifyChannelToken(key, token) : undefined;
  if (!claims) return undefined;
  return (await sessionIsActive(app.db, claims)) ? claims : undefined;
}

/** The URL with its `token` query parameter's value replaced: what the logs may keep of a socket. */
export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The request log line of `/ws` without the channel token: it travels in the URL (a browser cannot
 * set headers on a WebSocket), and a token in the logs would let whoever reads them listen as the user.
 */
const socketLogSerializers = {
  req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
    method: request.method,
    url: redactToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};

/** The channel token, the resync over HTTP, and the `/ws` socket itself. */
export async function realtimeRoutes(
  fastify: FastifyInstance,
  options: RealtimeRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, key, hub } = options;
  const tags = ['realtime'];

  app.post(
    '/account/re-auth-push-subscription',
    {
      schema: {
        tags,
        summary: 'A short-lived channel token for the /ws socket',
        description:
          `Open \`url?token=...&after=<last event id seen>\`. The token lives ${config.REALTIME_TOKEN_TTL_MINUTES} ` +
          'minutes; fetch a new one 300 s before it expires and send it over the open socket as ' +
          '`{"type":"auth","token":"..."}` to keep the socket.',
        security: [{ session: [], csrf: [] }],
        querystring: responseCaseQuery,
        body: channelTokenInputSchema,
        response: ok(channelTokenSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ttlSeconds = config.REALTIME_TOKEN_TTL_MINUTES * 60;
      const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + ttlSeconds * 1000);
      const token = signChannelToken(key, { userId: user.userId, sessionId: user.sessionId, expiresAt });
      const scheme = request.protocol === 'https' ? 'wss' : 'ws';
      return {
        data: {
          token,
          expiresAt: expiresAt.toISOString(),
          expireIn: ttlSeconds,
          url: `${scheme}://${request.host}${REALTIME_PATH}`,
        },
      };
    },
  );

  app.get(
    '/rest/v1/events',
    {
      schema: {
        tags,
        summary: "The signed-in user's events after an id, oldest first (resync without a socket)",
        security: [{ session: [] }],
        querystring: strictQuery(userEventsQuerySchema.shape),
        response: okWithMeta(z.array(userEventSchema), userEventsMetaSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { after, limit } = request.query;
      const rows = await listUserEvents(app.db, user.userId, after, limit + 1);
      const page = rows.slice(0, limit);
      return {
        data: page.map(toUserEventView),
        meta: { hasMore: rows.length > limit, lastEventId: page.at(-1)?.id ?? after },
      };
    },
  );

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      logSerializers: socketLogSerializers,
      schema: {
        tags,
        summary: 'The event socket (WebSocket upgrade)',
        description:
          'Sends the events after `after` (none when it is omitted), then `{"type":"realtime.ready",' +
          '"lastEventId":...}`, then new events as they ' +
          `commit. A missing, forged or expired token closes the socket with ${REALTIME_CLOSE_CODES.unauthorized}.`,
        querystring: z.object({
          token: z.string().max(500).optional(),
          after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
        }),
      },
    },
    async (socket, request) => {
      const { token, after } = request.query as { token?: string; after?: number };
      const claims = await checkChannelToken(app, key, token);
      if (!claims) {
        socket.close(REALTIME_CLOSE_CODES.unauthorized, 'invalid or expired token');
        return;
      }
      await hub.attach(socket, claims, after);
    },
  );
}
