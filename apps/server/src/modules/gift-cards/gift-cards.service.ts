import type { giftCardInputSchema } from '@p2p/shared';
import {
  normalizeGiftCardCode,
  parseAmount,
  type GiftCardList,
  type GiftCardSecret,
  type GiftCardStatus,
  type GiftCardView,
} from '@p2p/shared';
import type { z } from 'zod';
import type { FileStorage, StoredObject } from '../../adapters/storage/file-storage.js';
import { pgConstraint, pgErrorCode, type Database, type Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { offerReference } from '../offers/offers-reference.js';
import { ownOffer } from '../offers/own-offer.js';
import { storeCardPhoto } from './gift-card-photos.js';
import { giftCardSealer, inventoryContext } from './gift-card-secrets.js';
import { toGiftCardView } from './gift-card.views.js';
import * as repo from './gift-cards.repository.js';

export type GiftCardInputParsed = z.output<typeof giftCardInputSchema>;

/** A card photo opened for sending. */
export type CardPhoto = StoredObject & { mimetype: string };

const DUPLICATE_CODE = 'This code is already in an inventory or a trade';

/** The offer a card may be set aside for: the owner's gcc-auto buy offer of the same brand and currency. */
async function offerForCard(
  db: Executor,
  userId: number,
  hash: string,
  card: { paymentMethodId: number; fiatCurrencyId: number },
): Promise<number> {
  const offer = await ownOffer(db, userId, hash).catch(() => {
    throw AppError.validation('offer_hash', 'Choose one of your offers');
  });
  if (offer.flowType !== 'gcc-auto' || offer.type !== 'buy') {
    throw AppError.validation('offer_hash', 'Cards are set aside only for gcc-auto buy offers');
  }
  if (offer.paymentMethodId !== card.paymentMethodId || offer.fiatCurrencyId !== card.fiatCurrencyId) {
    throw AppError.validation('offer_hash', "The offer's brand and currency must be the card's");
  }
  return offer.id;
}

/**
 * POST /rest/v1/gift-cards: one card into the caller's inventory. The brand is a gift-card payment
 * method, the value is in the currency's minor units, the code and PIN are sealed, and a code already
 * in an inventory or a trade is refused (its HMAC digest is unique among cards not deleted).
 */
export async function addGiftCard(
  db: Database,
  storage: FileStorage,
  options: { userId: number; input: GiftCardInputParsed; photo?: Buffer },
): Promise<GiftCardView> {
  const { input, userId } = options;
  const reference = await offerReference(db);
  const method = reference.paymentMethod(input.payment_method);
  if (!method || method.groupId !== 1)
    throw AppError.validation('payment_method', 'Choose a gift card brand');
  const fiat = reference.fiatByCode(input.currency.toUpperCase());
  if (!fiat) throw AppError.validation('currency', 'Unknown currency');
  const parsed = parseAmount(input.face_value, fiat.digits);
  if (!parsed.ok || parsed.value <= 0n) {
    throw AppError.validation('face_value', `Enter the face value with at most ${fiat.digits} decimals`);
  }
  const regionId = input.region_id ?? null;
  if (regionId !== null && !reference.countryById(regionId))
    throw AppError.validation('region_id', 'Unknown region');
  if (input.code === undefined && options.photo === undefined) {
    throw AppError.validation('code', 'Give the code, or a photo of the physical card');
  }
  const card = { paymentMethodId: method.id, fiatCurrencyId: fiat.id };
  const offerId = input.offer_hash ? await offerForCard(db, userId, input.offer_hash, card) : null;
  const sealer = await giftCardSealer(db);
  const digest = input.code === undefined ? null : sealer.digest(input.code);
  if (digest !== null && (await repo.isCodeDigestKnown(db, digest))) {
    throw AppError.validation('code', DUPLICATE_CODE);
  }
  const photo = options.photo ? await storeCardPhoto(storage, options.photo) : null;
  try {
    const row = await repo.insertGiftCard(db, {
      ownerId: userId,
      ...card,
      regionId,
      faceValue: parsed.value,
      type: input.type,
      status: offerId === null ? 'free' : 'in_offer',
      offerId,
      codeSealed:
        input.code === undefined
          ? null
          : sealer.box.seal(normalizeGiftCardCode(input.code), inventoryContext(userId, 'code')),
      pinSealed: input.pin ? sealer.box.seal(input.pin, inventoryContext(userId, 'pin')) : null,
      codeDigest: digest,
      photoKey: photo?.key ?? null,
      photoMimetype: photo?.mimetype ?? null,
    });
    return toGiftCardView(row, reference, { offerHash: input.offer_hash ?? null, tradeHash: null });
  } catch (error) {
    if (photo) await storage.delete(photo.key).catch(() => undefined);
    if (pgErrorCode(error) === '23505' && pgConstraint(error)?.includes('code_digest')) {
      throw AppError.validation('code', DUPLICATE_CODE);
    }
    throw error;
  }
}

/** GET /rest/v1/gift-cards: the caller's inventory (no codes) and how many cards trades may take. */
export async function listGiftCards(
  db: Database,
  options: { userId: number; status?: GiftCardStatus },
): Promise<GiftCardList> {
  const reference = await offerReference(db);
  const rows = await repo.listOwnerCards(db, options.userId, options.status);
  const cards = rows.map(({ card, offerHash, tradeHash }) =>
    toGiftCardView(card, reference, { offerHash, tradeHash }),
  );
  return {
    cards,
    inStock: cards.filter((card) => card.status === 'free' || card.status === 'in_offer').length,
  };
}

/** DELETE /rest/v1/gift-cards/{id}: a card no trade holds leaves the inventory (status deleted). */
export async function deleteGiftCard(
  db: Database,
  options: { userId: number; id: number },
): Promise<GiftCardView> {
  const reference = await offerReference(db);
  return db.transaction(async (tx) => {
    const card = await repo.findOwnerCard(tx, options.userId, options.id, { forUpdate: true });
    if (!card || card.status === 'deleted') throw AppError.notFound('Gift card');
    if (card.status !== 'free' && card.status !== 'in_offer') {
      throw new AppError('ERROR_CONFLICT', 'A trade holds or used this card', {
        id: ['A trade holds or used this card'],
      });
    }
    return toGiftCardView(await repo.updateCard(tx, card.id, { status: 'deleted' }), reference);
  });
}

/** Opens a sealed inventory card for whoever the caller checked may see it. */
export async function openInventoryCard(db: Executor, card: repo.GiftCardRow, photoUrl: string) {
  const sealer = await giftCardSealer(db);
  const secret: GiftCardSecret = {
    code: card.codeSealed ? sealer.box.open(card.codeSealed, inventoryContext(card.ownerId, 'code')) : null,
    pin: card.pinSealed ? sealer.box.open(card.pinSealed, inventoryContext(card.ownerId, 'pin')) : null,
    photoUrl: card.photoKey ? photoUrl : null,
  };
  return secret;
}

/** POST /rest/v1/gift-cards/{id}/reveal: the owner reads a card's code and PIN (audited). */
export async function revealOwnCard(
  db: Database,
  options: { userId: number; id: number },
): Promise<GiftCardSecret> {
  const card = await repo.findOwnerCard(db, options.userId, options.id);
  if (!card || card.status === 'deleted') throw AppError.notFound('Gift card');
  await recordAudit(db, {
    actorId: options.userId,
    action: 'gift_card.reveal',
    targetUserId: card.ownerId,
    details: { giftCardId: card.id, part: 'code', as: 'owner' },
  });
  return openInventoryCard(db, card, `/rest/v1/gift-cards/${card.id}/photo`);
}

/** GET /rest/v1/gift-cards/{id}/photo: the owner's card photo (audited). */
export async function readOwnCardPhoto(
  db: Database,
  storage: FileStorage,
  options: { userId: number; id: number },
): Promise<CardPhoto> {
  const card = await repo.findOwnerCard(db, options.userId, options.id);
  if (!card || card.status === 'deleted' || !card.photoKey) throw AppError.notFound('Gift card photo');
  const stored = await storage.open(card.photoKey);
  if (!stored) throw AppError.notFound('Gift card photo');
  await recordAudit(db, {
    actorId: options.userId,
    action: 'gift_card.reveal',
    targetUserId: card.ownerId,
    details: { giftCardId: card.id, part: 'photo', as: 'owner' },
  });
  return { ...stored, mimetype: card.photoMimetype ?? 'application/octet-stream' };
}
