import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAlertInputSchema,
  haltInputSchema,
  maintenanceOnInputSchema,
  maintenanceScheduleInputSchema,
  platformStatusSchema,
} from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as controls from './platform-controls.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive('must be an id') });
const liftBody = z.strictObject({ reason: haltInputSchema.shape.reason });
const changed = z.object({}).passthrough();

/** GET /rest/v1/platform/status for everyone; the admin console's switches under /rest/v1/admin/platform. */
export async function platformControlsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['platform'];
  const security = [{ session: [] }];
  const actorOf = (request: FastifyRequest): controls.PlatformActor => {
    const user = requireUser(request);
    return { id: user.userId, role: user.role, via: 'console' };
  };
  // This node answers with the change applied; the others hear of it by NOTIFY.
  const applied = async <T>(work: Promise<T>) => {
    const result = await work;
    await app.platform.reload();
    return { data: result };
  };

  app.get(
    '/rest/v1/platform/status',
    {
      schema: {
        tags,
        summary: 'Maintenance (on now and announced), trading halts and the operator message: the banners',
        querystring: responseCaseQuery,
        response: ok(platformStatusSchema),
      },
    },
    async () => ({ data: app.platform.status() }),
  );

  const base = { tags, security, querystring: responseCaseQuery, response: ok(changed) };

  app.post(
    '/rest/v1/admin/platform/maintenance',
    { schema: { ...base, summary: 'Switch maintenance on now (admins)', body: maintenanceOnInputSchema } },
    async (request) => applied(controls.startMaintenance(app.db, actorOf(request), request.body)),
  );
  app.delete(
    '/rest/v1/admin/platform/maintenance',
    { schema: { ...base, summary: 'Switch maintenance off (admins)' } },
    async (request) => applied(controls.endMaintenance(app.db, actorOf(request))),
  );
  app.post(
    '/rest/v1/admin/platform/maintenance/schedule',
    {
      schema: {
        ...base,
        summary: 'Announce maintenance in advance (admins)',
        body: maintenanceScheduleInputSchema,
      },
    },
    async (request) => applied(controls.scheduleMaintenance(app.db, actorOf(request), request.body)),
  );
  app.delete(
    '/rest/v1/admin/platform/maintenance/:id',
    {
      schema: {
        ...base,
        summary: 'Withdraw an announced or running maintenance window (admins)',
        params: idParams,
      },
    },
    async (request) => applied(controls.cancelMaintenance(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    '/rest/v1/admin/platform/halts',
    {
      schema: {
        ...base,
        summary: 'Halt trading of one coin or of all coins (admins)',
        body: haltInputSchema,
      },
    },
    async (request) => applied(controls.haltTrading(app.db, actorOf(request), request.body)),
  );
  app.post(
    '/rest/v1/admin/platform/halts/:id/lift',
    {
      schema: {
        ...base,
        summary: 'Lift a trading halt; paused trade timers get their time back (admins)',
        params: idParams,
        body: liftBody,
      },
    },
    async (request) =>
      applied(
        controls.liftHalt(app.db, actorOf(request), { id: request.params.id, reason: request.body.reason }),
      ),
  );
  app.put(
    '/rest/v1/admin/platform/alert',
    { schema: { ...base, summary: 'Show a message to all users (admins)', body: adminAlertInputSchema } },
    async (request) => applied(controls.setAdminAlert(app.db, actorOf(request), request.body)),
  );
  app.delete(
    '/rest/v1/admin/platform/alert',
    { schema: { ...base, summary: 'Remove the message to all users (admins)' } },
    async (request) => applied(controls.clearAdminAlert(app.db, actorOf(request))),
  );
}
