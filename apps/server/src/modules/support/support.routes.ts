import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSENGER_MESSAGE_MAX_LENGTH,
  conversationIdParamsSchema,
  messengerMessageInputSchema,
  messengerMessagesQuerySchema,
  messengerReadInputSchema,
  supportAssignInputSchema,
  supportConfigSchema,
  supportConversationSchema,
  supportInboxItemSchema,
  supportInboxMetaSchema,
  supportInboxQuerySchema,
  supportMessageSchema,
  supportMessagesMetaSchema,
  supportStaffMemberSchema,
  supportUnreadSchema,
  zendeskTokenSchema,
} from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import {
  created,
  errorResponses,
  ok,
  okWithMeta,
  responseCaseQuery,
  strictQuery,
} from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { readChatImageUpload, sendChatImage } from '../messenger/chat-image-routes.js';
import * as images from './support-images.service.js';
import * as supportStaff from './support-staff.service.js';
import * as support from './support.service.js';
import type { SupportSide } from './support-views.js';
import { signZendeskToken, supportConfig, type ZendeskSettings } from './zendesk.service.js';

const USER_BASE = '/rest/v1/support';
const STAFF_BASE = '/rest/v1/admin/support';

const readResultSchema = z.object({ myLastReadId: z.number().int(), unreadCount: z.number().int() });

/** The support chat (decision 023): the user's side, the staff inbox, and the Zendesk token. */
export async function registerSupportRoutes(
  fastify: FastifyInstance,
  options: { storage: FileStorage; maxBytes: number; zendesk: ZendeskSettings | null },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = [{ session: [] }];
  const write = [{ session: [], csrf: [] }];
  const messageParams = conversationIdParamsSchema.extend({
    messageId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  });

  app.get(
    `${USER_BASE}/config`,
    {
      schema: {
        tags: ['support'],
        summary: 'Which support chat the web app opens: the built-in one, or Zendesk with its widget key',
        querystring: responseCaseQuery,
        response: ok(supportConfigSchema),
      },
    },
    async () => ({ data: supportConfig(options.zendesk) }),
  );

  app.get(
    '/rest/v3/zendesk/jwt-token',
    {
      schema: {
        tags: ['support'],
        summary: "The signed-in user's JWT for Zendesk's messaging Web Widget",
        description:
          'HS256 with the configured key id (`kid`); claims external_id, scope "user", name, email, email_verified, iat, exp (5 minutes). 404 ERROR_ZENDESK_NOT_CONFIGURED when the operator has not configured Zendesk: use the built-in support chat.',
        security: read,
        querystring: responseCaseQuery,
        response: ok(zendeskTokenSchema),
      },
    },
    async (request, reply) => {
      const token = await signZendeskToken(app.db, options.zendesk, requireUser(request).userId);
      return reply.header('cache-control', 'no-store').send({ data: { token } });
    },
  );

  // ---- Routes both sides share, under their own base ----

  function sideRoutes(side: SupportSide, base: string, tags: string[]) {
    const actorOf = (request: Parameters<typeof requireUser>[0]): support.SupportActor => {
      const user = requireUser(request);
      if (side === 'staff') support.assertSupportStaff(user);
      return { userId: user.userId, side };
    };
    const whose =
      side === 'user' ? "The caller's own conversation (404 for any other)" : 'Any conversation (staff)';

    app.get(
      `${base}/conversations/:id/messages`,
      {
        schema: {
          tags,
          summary: `Messages, oldest first: the newest page, older with before=, newer with after=. ${whose}`,
          security: read,
          params: conversationIdParamsSchema,
          querystring: strictQuery(messengerMessagesQuerySchema.shape),
          response: okWithMeta(z.array(supportMessageSchema), supportMessagesMetaSchema),
        },
      },
      async (request) =>
        support.listMessages(app.db, actorOf(request), {
          id: request.params.id,
          before: request.query.before,
          after: request.query.after,
          limit: request.query.limit,
        }),
    );

    app.post(
      `${base}/conversations/:id/messages`,
      {
        schema: {
          tags,
          summary:
            side === 'user' ? 'Write to support (opens a closed conversation again)' : 'Answer the user',
          description: `1 to ${MESSENGER_MESSAGE_MAX_LENGTH} characters, no control characters. ${whose}`,
          security: write,
          params: conversationIdParamsSchema,
          querystring: responseCaseQuery,
          body: messengerMessageInputSchema,
          response: created(supportMessageSchema),
        },
      },
      async (request, reply) => {
        const data = await support.sendText(app.db, {
          actor: actorOf(request),
          id: request.params.id,
          text: request.body.text,
        });
        return reply.status(201).send({ data });
      },
    );

    app.post(
      `${base}/conversations/:id/images`,
      {
        schema: {
          tags,
          summary: 'Send a JPEG, PNG or WebP image (checked by content and re-encoded)',
          description: `multipart/form-data with one file part; at most ${options.maxBytes} bytes. ${whose}`,
          consumes: ['multipart/form-data'],
          security: write,
          params: conversationIdParamsSchema,
          querystring: responseCaseQuery,
          response: created(supportMessageSchema),
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        await support.assertCanWrite(app.db, actor, request.params.id);
        const file = await readChatImageUpload(request, options.maxBytes);
        const data = await images.sendImage(app.db, options.storage, {
          actor,
          id: request.params.id,
          maxBytes: options.maxBytes,
          ...file,
        });
        return reply.status(201).send({ data });
      },
    );

    app.get(
      `${base}/conversations/:id/images/:messageId`,
      {
        schema: {
          tags,
          summary: `An image message's bytes. ${whose}`,
          security: read,
          params: messageParams,
          querystring: responseCaseQuery,
          response: { 200: z.unknown().describe('The image, with its content type'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const file = await images.readImage(app.db, options.storage, actorOf(request), {
          id: request.params.id,
          messageId: request.params.messageId,
        });
        return sendChatImage(reply, file);
      },
    );

    app.post(
      `${base}/conversations/:id/read`,
      {
        schema: {
          tags,
          summary:
            side === 'user'
              ? 'Read receipt: the newest message the caller has seen'
              : "Read receipt for the staff team (the inbox's unread count)",
          security: write,
          params: conversationIdParamsSchema,
          querystring: responseCaseQuery,
          body: messengerReadInputSchema,
          response: ok(readResultSchema),
        },
      },
      async (request) => ({
        data: await support.markRead(app.db, actorOf(request), {
          id: request.params.id,
          messageId: request.body.last_message_id,
        }),
      }),
    );
  }

  // ---- The user's side ----
  const userTags = ['support'];

  app.post(
    `${USER_BASE}/conversation`,
    {
      schema: {
        tags: userTags,
        summary: "Open the caller's support conversation (created on first use: 201, else 200)",
        security: write,
        querystring: responseCaseQuery,
        response: { ...created(supportConversationSchema), ...ok(supportConversationSchema) },
      },
    },
    async (request, reply) => {
      const result = await support.openMine(app.db, requireUser(request).userId);
      return reply.status(result.created ? 201 : 200).send({ data: result.conversation });
    },
  );

  app.get(
    `${USER_BASE}/unread`,
    {
      schema: {
        tags: userTags,
        summary: 'Unread support answers of the caller',
        security: read,
        querystring: responseCaseQuery,
        response: ok(supportUnreadSchema),
      },
    },
    async (request) => ({ data: await support.unreadOfUser(app.db, requireUser(request).userId) }),
  );

  app.get(
    `${USER_BASE}/conversations/:id`,
    {
      schema: {
        tags: userTags,
        summary: "The caller's support conversation (404 for any other)",
        security: read,
        params: conversationIdParamsSchema,
        querystring: responseCaseQuery,
        response: ok(supportConversationSchema),
      },
    },
    async (request) => ({
      data: await support.getMine(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  sideRoutes('user', USER_BASE, userTags);

  // ---- The staff side ----
  const staffTags = ['admin'];

  app.get(
    `${STAFF_BASE}/conversations`,
    {
      schema: {
        tags: staffTags,
        summary: 'The support inbox: conversations, newest message first, with unread counts (staff)',
        security: read,
        querystring: strictQuery(supportInboxQuerySchema.shape),
        response: okWithMeta(z.array(supportInboxItemSchema), supportInboxMetaSchema),
      },
    },
    async (request) => supportStaff.inbox(app.db, requireUser(request), request.query),
  );

  app.get(
    `${STAFF_BASE}/staff`,
    {
      schema: {
        tags: staffTags,
        summary: 'Staff members a conversation can be assigned to (staff)',
        security: read,
        querystring: responseCaseQuery,
        response: ok(z.array(supportStaffMemberSchema)),
      },
    },
    async (request) => ({ data: await supportStaff.staffMembers(app.db, requireUser(request)) }),
  );

  app.get(
    `${STAFF_BASE}/conversations/:id`,
    {
      schema: {
        tags: staffTags,
        summary: 'A support conversation with its user, assignee and unread count (staff)',
        security: read,
        params: conversationIdParamsSchema,
        querystring: responseCaseQuery,
        response: ok(supportInboxItemSchema),
      },
    },
    async (request) => ({
      data: await supportStaff.inboxItem(app.db, requireUser(request), request.params.id),
    }),
  );

  app.post(
    `${STAFF_BASE}/conversations/:id/assign`,
    {
      schema: {
        tags: staffTags,
        summary: 'Assign the conversation to a staff member, or to nobody with null (staff; audited)',
        security: write,
        params: conversationIdParamsSchema,
        querystring: responseCaseQuery,
        body: supportAssignInputSchema,
        response: ok(supportInboxItemSchema),
      },
    },
    async (request) => ({
      data: await supportStaff.assign(app.db, requireUser(request), request.params.id, request.body.assignee),
    }),
  );

  for (const [action, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const) {
    app.post(
      `${STAFF_BASE}/conversations/:id/${action}`,
      {
        schema: {
          tags: staffTags,
          summary: `${action === 'close' ? 'Close' : 'Reopen'} the conversation (staff; audited)`,
          security: write,
          params: conversationIdParamsSchema,
          querystring: responseCaseQuery,
          response: ok(supportInboxItemSchema),
        },
      },
      async (request) => ({
        data: await supportStaff.setStatus(app.db, requireUser(request), request.params.id, status),
      }),
    );
  }

  sideRoutes('staff', STAFF_BASE, staffTags);
}
