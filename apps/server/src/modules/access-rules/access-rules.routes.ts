import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRuleInputSchema,
  accessRulesOverviewSchema,
  placeAccessSchema,
  regionalNoticeInputSchema,
} from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { isStaffRole } from '../../lib/staff-guard.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import type { PlatformActor } from '../platform-controls/platform-controls.service.js';
import { countryOfAddress } from './geo-ip.js';
import * as access from './access-rules.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive('must be an id') });
const countryParams = z.object({
  countryIso: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code'),
});
const lookupQuery = responseCaseQuery.extend({
  ip: z.string().trim().min(1, 'must be an IP address').max(64),
});
const changed = z.object({}).passthrough();

/** GET /rest/v1/platform/access for everyone; the console's rules under /rest/v1/admin/access-rules. */
export async function accessRulesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['access-rules'];
  const security = [{ session: [] }];
  const actorOf = (request: FastifyRequest): PlatformActor => {
    const user = requireUser(request);
    return { id: user.userId, role: user.role, via: 'console' };
  };
  const requireStaff = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!isStaffRole(user.role)) throw AppError.forbidden('Staff only');
  };
  // This node answers with the change applied; the others hear of it by NOTIFY.
  const applied = async <T>(work: Promise<T>) => {
    const result = await work;
    await app.accessRules.reload();
    return { data: result };
  };

  app.get(
    '/rest/v1/platform/access',
    {
      schema: {
        tags,
        summary: "The visitor's place: refused by the access rules or not, its country and regional notice",
        querystring: responseCaseQuery,
        response: ok(placeAccessSchema),
      },
    },
    async (request) => ({ data: await app.accessRules.placeAccess(request.ip) }),
  );

  app.get(
    '/rest/v1/admin/access-rules',
    {
      schema: {
        tags,
        security,
        summary: 'Access rules and regional notices (staff)',
        querystring: responseCaseQuery,
        response: ok(accessRulesOverviewSchema),
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await access.overview(app.db) };
    },
  );

  app.get(
    '/rest/v1/admin/access-rules/lookup',
    {
      schema: {
        tags,
        security,
        summary: 'The country the bundled geo-IP data gives an address, and the rules’ answer (staff)',
        querystring: lookupQuery,
        response: ok(z.object({ ip: z.string(), countryIso: z.string().nullable(), blocked: z.boolean() })),
      },
    },
    async (request) => {
      requireStaff(request);
      const { ip } = request.query;
      const [countryIso, verdict] = await Promise.all([
        countryOfAddress(ip),
        app.accessRules.placeAccess(ip),
      ]);
      return { data: { ip, countryIso, blocked: verdict.blocked } };
    },
  );

  const base = { tags, security, querystring: responseCaseQuery, response: ok(changed) };
  app.post(
    '/rest/v1/admin/access-rules',
    {
      schema: { ...base, summary: 'Add a rule by country or IP range (admins)', body: accessRuleInputSchema },
    },
    async (request) => applied(access.addRule(app.db, actorOf(request), request.body)),
  );
  app.delete(
    '/rest/v1/admin/access-rules/:id',
    { schema: { ...base, summary: 'Remove a rule (admins)', params: idParams } },
    async (request) => applied(access.removeRule(app.db, actorOf(request), request.params.id)),
  );
  app.put(
    '/rest/v1/admin/regional-notices',
    {
      schema: {
        ...base,
        summary: 'Set the regional notice of a country and the features it restricts (admins)',
        body: regionalNoticeInputSchema,
      },
    },
    async (request) => applied(access.setNotice(app.db, actorOf(request), request.body)),
  );
  app.delete(
    '/rest/v1/admin/regional-notices/:countryIso',
    { schema: { ...base, summary: "Remove a country's regional notice (admins)", params: countryParams } },
    async (request) => applied(access.clearNotice(app.db, actorOf(request), request.params.countryIso)),
  );
}
