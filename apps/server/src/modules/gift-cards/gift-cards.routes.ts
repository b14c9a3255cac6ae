import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  giftCardInputSchema,
  giftCardListQuerySchema,
  giftCardListSchema,
  giftCardSecretSchema,
  giftCardStoreQuerySchema,
  giftCardStoreSchema,
  giftCardViewSchema,
  tradeGiftCardCodeInputSchema,
  tradeViewSchema,
} from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { readMultipartUpload } from '../../lib/multipart-upload.js';
import { created, errorResponses, ok, strictQuery } from '../../lib/route-schemas.js';
import { DOWNLOAD_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.js';
import { requireUser } from '../../plugins/session.js';
import { tradeDepsFrom } from '../trades/trade-deps.js';
import { getTradeView } from '../trades/trade-view.service.js';
import { getGiftCardStore } from './gift-card-store.service.js';
import { GIFT_CARD_PHOTO_MAX_BYTES } from './gift-card-photos.js';
import { readTradeCardPhoto, revealTradeCard, submitTradeCode } from './gift-card-trades.service.js';
import * as service from './gift-cards.service.js';
import type { CardPhoto } from './gift-cards.service.js';

const cardParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const tradeParams = z.object({ id: z.string().min(1).max(64).describe('The trade hash') });
const security = [{ session: [] }];

/** A card photo: private, never cached by anyone but the caller's browser for the session. */
function sendPhoto(reply: FastifyReply, photo: CardPhoto) {
  return reply
    .type(photo.mimetype)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY)
    .header('content-length', photo.size)
    .send(photo.body);
}

/** The card of a multipart add: the JSON of the card in the `card` field and the photo as the file. */
function cardFromField(values: readonly string[] | undefined) {
  let raw: unknown;
  try {
    raw = JSON.parse(values?.[0] ?? '');
  } catch {
    throw AppError.validation('card', 'Send the card as JSON in the card field');
  }
  const parsed = giftCardInputSchema.safeParse(raw);
  if (!parsed.success) {
    const details: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (details[issue.path.join('.') || 'card'] ??= []).push(issue.message);
    throw new AppError('ERROR_INPUT_VALIDATION', 'The card has errors', details);
  }
  return parsed.data;
}

/**
 * Gift cards (decision 028): the caller's inventory, the card of a gift-card trade (revealed only to
 * who may see it, each reveal audited) and the code a buyer submits in a manual gift-card trade.
 */
export async function giftCardsRoutes(
  fastify: FastifyInstance,
  options: { config: Config; storage: FileStorage },
): Promise<void> {
  await fastify.register(multipart, {
    limits: { fileSize: GIFT_CARD_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = options;
  const tags = ['gift cards'];
  const storeDeps = tradeDepsFrom(app, options.config);

  app.get(
    '/rest/v1/gift-card-store',
    {
      schema: {
        tags,
        summary: 'Gift cards in stock across vendors, by brand, region, currency, coin and discount',
        description:
          'Each line is a gcc-auto buy offer and a face value its owner has cards of; buy one by starting ' +
          'a trade on the offer for that value (POST /trade/start), then reveal-card and release.',
        querystring: giftCardStoreQuerySchema,
        response: ok(giftCardStoreSchema),
      },
    },
    async (request) => ({ data: await getGiftCardStore(storeDeps, request.query) }),
  );

  app.get(
    '/rest/v1/gift-cards',
    {
      schema: {
        tags,
        security,
        summary: "The caller's gift-card inventory (never the codes)",
        querystring: giftCardListQuerySchema,
        response: ok(giftCardListSchema),
      },
    },
    async (request) => ({
      data: await service.listGiftCards(app.db, {
        userId: requireUser(request).userId,
        status: request.query.status,
      }),
    }),
  );

  app.post(
    '/rest/v1/gift-cards',
    {
      schema: {
        tags,
        security,
        summary: 'Add a card to the inventory (code and PIN; a photo through /gift-cards/photo)',
        querystring: strictQuery(),
        body: giftCardInputSchema,
        response: { ...created(giftCardViewSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await service.addGiftCard(app.db, storage, {
        userId: requireUser(request).userId,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/rest/v1/gift-cards/photo',
    {
      schema: {
        tags,
        security,
        summary: 'Add a physical card with a photo',
        description:
          'multipart/form-data: the card as JSON in the `card` field (as POST /gift-cards) and one ' +
          `JPEG, PNG or WebP photo (at most ${GIFT_CARD_PHOTO_MAX_BYTES} bytes), checked by content.`,
        consumes: ['multipart/form-data'],
        querystring: strictQuery(),
        response: { ...created(giftCardViewSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { files, fields } = await readMultipartUpload(request, {
        maxFileBytes: GIFT_CARD_PHOTO_MAX_BYTES,
        maxFiles: 1,
        fields: ['card'],
      });
      const input = cardFromField(fields.get('card'));
      const [file] = files;
      if (!file) throw AppError.validation('file', 'Attach the photo of the card');
      const data = await service.addGiftCard(app.db, storage, {
        userId: requireUser(request).userId,
        input,
        photo: file.data,
      });
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/rest/v1/gift-cards/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a card no trade holds (status deleted)',
        params: cardParams,
        querystring: strictQuery(),
        response: ok(giftCardViewSchema),
      },
    },
    async (request) => ({
      data: await service.deleteGiftCard(app.db, {
        userId: requireUser(request).userId,
        id: request.params.id,
      }),
    }),
  );

  app.post(
    '/rest/v1/gift-cards/:id/reveal',
    {
      schema: {
        tags,
        security,
        summary: "The owner reads a card's code and PIN (recorded in the audit log)",
        params: cardParams,
        querystring: strictQuery(),
        body: z.object({}).strict().nullish(),
        response: ok(giftCardSecretSchema),
      },
    },
    async (request) => ({
      data: await service.revealOwnCard(app.db, {
        userId: requireUser(request).userId,
        id: request.params.id,
      }),
    }),
  );

  app.get(
    '/rest/v1/gift-cards/:id/photo',
    {
      schema: { tags, security, summary: "The owner's card photo (audited)", params: cardParams },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await service.readOwnCardPhoto(app.db, storage, {
          userId: requireUser(request).userId,
          id: request.params.id,
        }),
      ),
  );

  app.post(
    '/rest/v1/trade/:id/gift-card/reveal',
    {
      schema: {
        tags,
        security,
        summary: "The trade's gift card code for a party who may see it now (audited)",
        description:
          'The vendor who owns the card; the seller once they revealed it (POST .../reveal-card); staff ' +
          'on a trade in dispute; both parties for a code the buyer submitted. 409 before the reveal.',
        params: tradeParams,
        querystring: strictQuery(),
        body: z.object({}).strict().nullish(),
        response: ok(giftCardSecretSchema),
      },
    },
    async (request) => ({
      data: await revealTradeCard(app.db, { hash: request.params.id, caller: requireUser(request) }),
    }),
  );

  app.get(
    '/rest/v1/trade/:id/gift-card/photo',
    { schema: { tags, security, summary: "The trade's card photo, on the same terms", params: tradeParams } },
    async (request, reply) =>
      sendPhoto(
        reply,
        await readTradeCardPhoto(app.db, storage, { hash: request.params.id, caller: requireUser(request) }),
      ),
  );

  app.post(
    '/rest/v1/trade/:id/gift-card',
    {
      schema: {
        tags,
        security,
        summary: "Manual gift-card trade: the buyer submits the card's code",
        description:
          "The offer's BIN codes and card regions apply; with its code check on, the code must have a " +
          "card's shape and not be known already. The buyer's gift_card_photo requirement becomes UPLOADED.",
        params: tradeParams,
        querystring: strictQuery(),
        body: tradeGiftCardCodeInputSchema,
        response: ok(tradeViewSchema),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      await submitTradeCode(app.db, { hash: request.params.id, caller, input: request.body });
      return { data: await getTradeView(app.db, request.params.id, caller) };
    },
  );
}
