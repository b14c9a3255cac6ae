import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSENGER_MESSAGE_MAX_LENGTH,
  chatExistenceSchema,
  conversationIdParamsSchema,
  messengerConversationSchema,
  messengerConversationsMetaSchema,
  messengerMessageInputSchema,
  messengerMessageSchema,
  messengerMessagesMetaSchema,
  messengerMessagesQuerySchema,
  messengerReadInputSchema,
  messengerReadResultSchema,
  messengerUnreadSchema,
  openConversationInputSchema,
  partnerParamsSchema,
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
import { readChatImageUpload, sendChatImage } from './chat-image-routes.js';
import * as images from './messenger-images.service.js';
import * as messenger from './messenger.service.js';

const BASE = '/rest/v1/messenger';

/** Direct conversations between two users outside trades. */
export async function registerMessengerRoutes(
  fastify: FastifyInstance,
  options: { storage: FileStorage; maxBytes: number },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['messenger'];
  const read = [{ session: [] }];
  const write = [{ session: [], csrf: [] }];
  const messageParams = conversationIdParamsSchema.extend({
    messageId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  });

  app.get(
    `${BASE}/conversations`,
    {
      schema: {
        tags,
        summary:
          "The caller's conversations, newest message first, with partner, last message and unread count",
        security: read,
        querystring: responseCaseQuery,
        response: okWithMeta(z.array(messengerConversationSchema), messengerConversationsMetaSchema),
      },
    },
    async (request) => messenger.listConversations(app.db, requireUser(request).userId),
  );

  app.post(
    `${BASE}/conversations`,
    {
      schema: {
        tags,
        summary: 'Open the conversation with a user, creating it when the caller may write to them',
        description:
          '403 with `reason` (blocked_by_you, blocked_by_partner, not_accepted, closed_account, self).',
        security: write,
        querystring: responseCaseQuery,
        body: openConversationInputSchema,
        response: { ...created(messengerConversationSchema), ...ok(messengerConversationSchema) },
      },
    },
    async (request, reply) => {
      const result = await messenger.openConversation(
        app.db,
        requireUser(request).userId,
        request.body.username,
      );
      return reply.status(result.created ? 201 : 200).send({ data: result.conversation });
    },
  );

  app.get(
    `${BASE}/unread`,
    {
      schema: {
        tags,
        summary: 'Unread messenger messages over all conversations',
        security: read,
        querystring: responseCaseQuery,
        response: ok(messengerUnreadSchema),
      },
    },
    async (request) => ({ data: await messenger.unread(app.db, requireUser(request).userId) }),
  );

  app.get(
    `${BASE}/chat-existence/:username`,
    {
      schema: {
        tags,
        summary: 'chat_exists, chat_create_is_allowed or chat_create_is_forbidden for a partner',
        security: read,
        params: partnerParamsSchema,
        querystring: responseCaseQuery,
        response: ok(chatExistenceSchema),
      },
    },
    async (request) => ({
      data: await messenger.chatExistence(app.db, requireUser(request).userId, request.params.username),
    }),
  );

  app.get(
    `${BASE}/conversations/:id`,
    {
      schema: {
        tags,
        summary: 'One conversation of the caller (404 for any other)',
        security: read,
        params: conversationIdParamsSchema,
        querystring: responseCaseQuery,
        response: ok(messengerConversationSchema),
      },
    },
    async (request) => ({
      data: await messenger.getConversation(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.get(
    `${BASE}/conversations/:id/messages`,
    {
      schema: {
        tags,
        summary: 'Messages, oldest first: the newest page, older ones with before=, newer ones with after=',
        security: read,
        params: conversationIdParamsSchema,
        querystring: strictQuery(messengerMessagesQuerySchema.shape),
        response: okWithMeta(z.array(messengerMessageSchema), messengerMessagesMetaSchema),
      },
    },
    async (request) =>
      messenger.listMessages(app.db, {
        userId: requireUser(request).userId,
        id: request.params.id,
        before: request.query.before,
        after: request.query.after,
        limit: request.query.limit,
      }),
  );

  app.post(
    `${BASE}/conversations/:id/messages`,
    {
      schema: {
        tags,
        summary: 'Write a text message',
        description: `1 to ${MESSENGER_MESSAGE_MAX_LENGTH} characters, no control characters; 403 when the partner does not accept it.`,
        security: write,
        params: conversationIdParamsSchema,
        querystring: responseCaseQuery,
        body: messengerMessageInputSchema,
        response: created(messengerMessageSchema),
      },
    },
    async (request, reply) => {
      const data = await messenger.sendText(app.db, {
        userId: requireUser(request).userId,
        id: request.params.id,
        text: request.body.text,
      });
      return reply.status(201).send({ data });
    },
  );

  app.post(
    `${BASE}/conversations/:id/images`,
    {
      schema: {
        tags,
        summary: 'Send a JPEG, PNG or WebP image (checked by content and re-encoded)',
        description: `multipart/form-data with one file part; at most ${options.maxBytes} bytes.`,
        consumes: ['multipart/form-data'],
        security: write,
        params: conversationIdParamsSchema,
        querystring: responseCaseQuery,
        response: created(messengerMessageSchema),
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).userId;
      await messenger.assertCanSend(app.db, userId, request.params.id);
      const file = await readChatImageUpload(request, options.maxBytes);
      const data = await images.sendImage(app.db, options.storage, {
        userId,
        id: request.params.id,
        maxBytes: options.maxBytes,
        ...file,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    `${BASE}/conversations/:id/images/:messageId`,
    {
      schema: {
        tags,
        summary: "An image message's bytes, for the two participants (404 for anyone else)",
        security: read,
        params: messageParams,
        querystring: responseCaseQuery,
        response: { 200: z.unknown().describe('The image, with its content type'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await images.readImage(app.db, options.storage, {
        userId: requireUser(request).userId,
        id: request.params.id,
        messageId: request.params.messageId,
      });
      return sendChatImage(reply, file);
    },
  );

  app.post(
    `${BASE}/conversations/:id/read`,
    {
      schema: {
        tags,
        summary: 'Read receipt: the newest message the caller has seen in the conversation',
        security: write,
        params: conversationIdParamsSchema,
        querystring: responseCaseQuery,
        body: messengerReadInputSchema,
        response: ok(messengerReadResultSchema),
      },
    },
    async (request) => ({
      data: await messenger.markRead(app.db, {
        userId: requireUser(request).userId,
        id: request.params.id,
        messageId: request.body.last_message_id,
      }),
    }),
  );
}
