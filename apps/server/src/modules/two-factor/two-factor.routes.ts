import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  twoFactorBackupCodesSchema,
  twoFactorCodeInputSchema,
  twoFactorCodeSentSchema,
  twoFactorSendCodeInputSchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorSwitchesInputSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as twoFactor from './two-factor.service.js';

export async function twoFactorRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['two-factor'];
  const base = '/rest/v1/users/two-factor';
  // Every route that checks or sends a code is limited like login: codes are short.
  const rateLimit = {
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Two-factor state, method, switches and backup codes left',
        querystring: responseCaseQuery,
        response: ok(twoFactorStatusSchema),
      },
    },
    async (request) => ({ data: await twoFactor.getStatus(app.db, requireUser(request).userId) }),
  );

  app.post(
    `${base}/setup`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Start setup: a secret and QR code (ga) or a code sent by SMS or e-mail',
        querystring: responseCaseQuery,
        body: twoFactorSetupInputSchema,
        response: ok(twoFactorSetupSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return {
        data: await twoFactor.startSetup(app.db, app.delivery, { userId, method: request.body.method }),
      };
    },
  );

  app.post(
    `${base}/confirm`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Finish setup with a code: enabled, and ten backup codes shown once',
        querystring: responseCaseQuery,
        body: twoFactorCodeInputSchema,
        response: ok(twoFactorBackupCodesSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return { data: await twoFactor.confirmSetup(app.db, { userId, code: request.body.code }) };
    },
  );

  app.post(
    `${base}/disable`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Turn two-factor off (needs a current code)',
        querystring: responseCaseQuery,
        body: twoFactorCodeInputSchema,
        response: ok(twoFactorStatusSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return { data: await twoFactor.disable(app.db, { userId, code: request.body.code }) };
    },
  );

  app.put(
    `${base}/switches`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Ask for the second factor at login, release and send-out (needs a current code)',
        querystring: responseCaseQuery,
        body: twoFactorSwitchesInputSchema,
        response: ok(twoFactorStatusSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return { data: await twoFactor.updateSwitches(app.db, { userId, input: request.body }) };
    },
  );

  app.post(
    `${base}/backup-codes`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Replace the backup codes (needs a current code); the new ones are shown once',
        querystring: responseCaseQuery,
        body: twoFactorCodeInputSchema,
        response: ok(twoFactorBackupCodesSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return { data: await twoFactor.regenerateBackupCodes(app.db, { userId, code: request.body.code }) };
    },
  );

  app.post(
    `${base}/send-code`,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Send a code by SMS, call or e-mail for the next check (push is not available)',
        querystring: responseCaseQuery,
        body: twoFactorSendCodeInputSchema,
        response: ok(twoFactorCodeSentSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return {
        data: await twoFactor.sendCodeTo(app.db, app.delivery, { userId, channel: request.body.channel }),
      };
    },
  );
}
