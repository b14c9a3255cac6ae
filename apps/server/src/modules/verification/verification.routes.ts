import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeUnconfirmedEmailInputSchema,
  confirmPhoneInputSchema,
  emailVerifiedSchema,
  messageSchema,
  phoneCodeSentSchema,
  sendPhoneCodeInputSchema,
  verifyEmailCodeInputSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as verification from './verification.service.js';

export async function verificationRoutes(
  fastify: FastifyInstance,
  options: { config: Config },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['verification'];
  const security = [{ session: [] }];
  // Code checks and sends share the sign-in budget per client, on top of the per-code attempt limit.
  const rateLimit = {
    max: options.config.AUTH_RATE_LIMIT_MAX,
    timeWindow: options.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.post(
    '/rest/v1/user-verification/email/verify-code',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Confirm the e-mail address with the mailed code',
        querystring: responseCaseQuery,
        body: verifyEmailCodeInputSchema,
        response: ok(emailVerifiedSchema),
      },
    },
    async (request) => {
      await verification.verifyEmailCode(app.db, requireUser(request).userId, request.body.code);
      return {
        data: {
          redirectTo: verification.EMAIL_VERIFIED_REDIRECT,
          message: 'Your e-mail address is confirmed.',
        },
      };
    },
  );

  app.post(
    '/rest/v1/user-verification/email/resend-code',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Mail a new confirmation code',
        querystring: responseCaseQuery,
        response: ok(messageSchema),
      },
    },
    async (request) => {
      await verification.resendEmailCode(app.db, app.delivery, requireUser(request).userId);
      return { data: { message: 'A new code is on its way.' } };
    },
  );

  app.post(
    '/rest/v1/user-verification/email/change-unconfirmed',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Correct an e-mail address that is not confirmed yet',
        querystring: responseCaseQuery,
        body: changeUnconfirmedEmailInputSchema,
        response: ok(messageSchema),
      },
    },
    async (request) => {
      await verification.changeUnconfirmedEmail(
        app.db,
        app.delivery,
        requireUser(request).userId,
        request.body.email,
      );
      return { data: { message: 'Your e-mail address was changed; a code is on its way.' } };
    },
  );

  app.post(
    '/rest/v1/users/send-phone-code',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Send a code to a phone number by SMS or call',
        querystring: responseCaseQuery,
        body: sendPhoneCodeInputSchema,
        response: ok(phoneCodeSentSchema),
      },
    },
    async (request) => {
      const sent = await verification.sendPhoneCode(
        app.db,
        app.delivery,
        requireUser(request).userId,
        request.body,
      );
      return {
        data: {
          ...sent,
          message: sent.channel === 'call' ? 'We are calling you.' : 'The code is on its way.',
        },
      };
    },
  );

  app.post(
    '/rest/v1/users/confirm-phone',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Confirm the phone number with the code',
        querystring: responseCaseQuery,
        body: confirmPhoneInputSchema,
        response: ok(messageSchema),
      },
    },
    async (request) => {
      await verification.confirmPhone(app.db, requireUser(request).userId, request.body.phoneCode);
      return { data: { message: 'Your phone number is verified.' } };
    },
  );

  app.post(
    '/rest/v1/users/reset-phone',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the phone number',
        querystring: responseCaseQuery,
        response: ok(messageSchema),
      },
    },
    async (request) => {
      await verification.resetPhone(app.db, requireUser(request).userId);
      return { data: { message: 'Your phone number was removed.' } };
    },
  );
}
