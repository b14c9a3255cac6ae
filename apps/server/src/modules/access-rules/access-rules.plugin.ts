import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { blockedBody, featureOf, isStaffRequest, restrictedBody, subjectToRules } from './access-guard.js';
import { accessRulesRoutes } from './access-rules.routes.js';
import { AccessState } from './access-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's copy of the access rules and regional notices (decision 041). */
    accessRules: AccessState;
  }
}

/**
 * Access by place on every node: the rules loaded at start and reloaded with the platform controls
 * (their NOTIFY and refresh timer, decision 036); a 403 ERROR_IP_BLOCKED for API requests from a
 * refused place and ERROR_BLOCKED_IN_LOCATION for a feature the visitor's regional notice restricts.
 * The client address is Fastify's request.ip: the socket's peer, or with TRUST_PROXY the address
 * X-Forwarded-For gives after the trusted proxies.
 */
export const accessRulesPlugin = fp(
  async (app: FastifyInstance) => {
    const state = new AccessState(app.db);
    await state.reload();
    app.decorate('accessRules', state);
    app.onPlatformChange(() => state.reload());

    app.addHook('onRequest', async (request, reply) => {
      if (!state.active || !subjectToRules(request) || isStaffRequest(request)) return;
      const verdict = await state.verdict(request.ip);
      if (verdict.decision.action === 'deny') {
        return reply.code(403).type('application/json').send(blockedBody(request.id));
      }
      const feature = featureOf(request);
      if (feature && verdict.notice?.restricts.includes(feature)) {
        return reply
          .code(403)
          .type('application/json')
          .send(restrictedBody(feature, verdict.notice.countryIso, request.id));
      }
    });

    await app.register(accessRulesRoutes);
  },
  { name: 'access-rules', dependencies: ['db', 'session', 'platform-controls'] },
);
