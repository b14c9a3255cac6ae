import type { tradeGiftCardCodeInputSchema } from '@p2p/shared';
import {
  binCodeAllowed,
  cardRegionAllowed,
  formatAmount,
  giftCardCodeProblem,
  normalizeGiftCardCode,
  type GiftCardSecret,
  type GiftCardStatus,
  type GiftCardType,
  type TradeGiftCard,
  type TradeRowStatus,
  type TradeTransition,
} from '@p2p/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { tradeRequirements } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import * as offersRepo from '../offers/offers.repository.js';
import { offerReference } from '../offers/offers-reference.js';
import type { OfferRow } from '../offers/offers.repository.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { appendTradeMessage } from '../trade-chat/trade-messages.repository.js';
import { loadTradeForActor, type TradeCaller, type TradeRow } from '../trades/trade-access.js';
import { giftCardSealer, submittedContext } from './gift-card-secrets.js';
import * as repo from './gift-cards.repository.js';
import { openInventoryCard, type CardPhoto } from './gift-cards.service.js';

/** The chat events of a gift-card trade (the spec's trade statuses of the same names). */
export const GIFT_CARD_INFO_SHARED = 'gift card info shared';
export const GIFT_CARD_CODE_SHARED = 'accepted and code shared';

/** A trade on this offer takes a card from the vendor's inventory (gcc-auto on a gift-card buy offer). */
export function takesInventoryCard(offer: {
  flowType?: string;
  type: string;
  paymentMethodGroupId: number;
}): boolean {
  return offer.flowType === 'gcc-auto' && offer.type === 'buy' && offer.paymentMethodGroupId === 1;
}

/**
 * Takes a card of the offer's brand, currency and value (and one of its regions) for a starting trade:
 * the row is claimed FOR UPDATE SKIP LOCKED and goes to in_use. Call inside the start's transaction,
 * after the offer row is locked and before the ledger accounts (decision 011's lock order).
 */
export async function claimCardForTrade(
  tx: Transaction,
  offer: Pick<OfferRow, 'id' | 'ownerId' | 'paymentMethodId' | 'fiatCurrencyId' | 'cardRegionIds'>,
  faceValue: bigint,
): Promise<repo.GiftCardRow | undefined> {
  const card = await repo.claimCard(tx, {
    ownerId: offer.ownerId,
    offerId: offer.id,
    paymentMethodId: offer.paymentMethodId,
    fiatCurrencyId: offer.fiatCurrencyId,
    faceValue,
    regionIds: offer.cardRegionIds,
  });
  if (!card) return undefined;
  return repo.updateCard(tx, card.id, { status: 'in_use' });
}

/** Cards trades on this offer may take now (hasGiftCards, and the rule that turns a gcc-auto offer on). */
export function countCardsForOffer(
  db: Executor,
  offer: Pick<OfferRow, 'id' | 'ownerId' | 'paymentMethodId' | 'fiatCurrencyId'> & {
    cardRegionIds?: number[];
  },
): Promise<number> {
  return repo.countClaimable(db, {
    ownerId: offer.ownerId,
    offerId: offer.id,
    paymentMethodId: offer.paymentMethodId,
    fiatCurrencyId: offer.fiatCurrencyId,
    regionIds: offer.cardRegionIds ?? [],
  });
}

const ENDED_WITHOUT_PAYMENT: readonly TradeRowStatus[] = [
  'cancelled_buyer',
  'cancelled_seller',
  'cancelled_system',
  'expired',
];

/** An unrevealed card goes back to the inventory: to its offer when it was set aside for one. */
async function returnCard(tx: Transaction, card: repo.GiftCardRow): Promise<void> {
  await repo.updateCard(tx, card.id, { status: card.offerId === null ? 'free' : 'in_offer' });
}

/**
 * What a trade transition does to the trade's inventory card (called by performTradeAction inside its
 * transaction, after the offer row and before the ledger): the reveal shows it (revealed), a completed
 * trade used it, a trade that ends before the reveal gives it back to the inventory and lets go of it
 * (the trade's gift_card_id is cleared, the answer's changes). A revealed card never goes back.
 */
export async function cardEffectOfTransition(
  tx: Transaction,
  trade: Pick<TradeRow, 'giftCardId'>,
  transition: TradeTransition,
  now: Date,
): Promise<{ giftCardId?: null }> {
  if (trade.giftCardId === null) return {};
  const card = await repo.findCard(tx, trade.giftCardId, { forUpdate: true });
  if (!card) return {};
  if (transition.action === 'reveal_card') {
    await repo.updateCard(tx, card.id, { status: 'revealed', revealedAt: now });
  } else if (transition.to === 'released' || transition.to === 'dispute_won_buyer') {
    await repo.updateCard(tx, card.id, { status: 'used' });
  } else if (ENDED_WITHOUT_PAYMENT.includes(transition.to) && card.status === 'in_use') {
    await returnCard(tx, card);
    return { giftCardId: null };
  }
  return {};
}

/** A gcc-auto trade falling back to the manual flow gives its unrevealed card back (trade-extras). */
export async function releaseCardOnFallback(
  tx: Transaction,
  trade: Pick<TradeRow, 'giftCardId'>,
): Promise<{ giftCardId?: null }> {
  if (trade.giftCardId === null) return {};
  const card = await repo.findCard(tx, trade.giftCardId, { forUpdate: true });
  if (!card || card.status !== 'in_use') return {};
  await returnCard(tx, card);
  return { giftCardId: null };
}

type Role = 'buyer' | 'seller' | 'moderator';

/** Who may read the trade's card now: the vendor who owns it, the seller once shown, staff in a dispute. */
function mayReadInventoryCard(trade: TradeRow, card: repo.GiftCardRow, role: Role): boolean {
  if (role === 'moderator') return true;
  if (trade.vendorId === (role === 'buyer' ? trade.buyerId : trade.sellerId)) return true;
  return card.status === 'revealed' || card.status === 'used';
}

/** The card of the trade as its view shows it (no code), or null for a trade without one. */
export async function tradeGiftCardOf(
  db: Executor,
  trade: TradeRow,
  role: Role,
): Promise<TradeGiftCard | null> {
  if (trade.paymentMethodGroupId !== 1) return null;
  const reference = await offerReference(db);
  const fiat = reference.fiatById(trade.fiatCurrencyId);
  const brand = reference.paymentMethod(trade.paymentMethodId)?.name ?? '';
  if (trade.giftCardId !== null) {
    const card = await repo.findCard(db, trade.giftCardId);
    if (!card) return null;
    const region = card.regionId === null ? undefined : reference.countryById(card.regionId);
    return {
      brand,
      region: region?.name ?? null,
      currency: fiat?.code ?? '',
      faceValue: formatAmount(card.faceValue, fiat?.digits ?? 2),
      type: card.type as GiftCardType,
      canReveal: mayReadInventoryCard(trade, card, role),
      status: card.status as GiftCardStatus,
      source: 'inventory',
    };
  }
  const submitted = await repo.latestTradeCode(db, trade.id);
  if (!submitted) return null;
  const region = submitted.regionId === null ? undefined : reference.countryById(submitted.regionId);
  return {
    brand,
    region: region?.name ?? null,
    currency: fiat?.code ?? '',
    faceValue: formatAmount(trade.fiatAmount, fiat?.digits ?? 2),
    type: 'e-card',
    canReveal: true,
    status: trade.status === 'released' || trade.status === 'dispute_won_buyer' ? 'used' : 'revealed',
    source: 'submitted',
  };
}

/**
 * POST /rest/v1/trade/{id}/gift-card/reveal: the trade's card code for a party who may see it now (the
 * owner; the seller once the card is shown; staff on a trade in dispute), recorded in the audit log.
 * Anyone else gets the trade's 404; a party who may not see it yet gets 409.
 */
export async function revealTradeCard(
  db: Database,
  options: { hash: string; caller: TradeCaller | undefined },
): Promise<GiftCardSecret> {
  const { trade, role } = await loadTradeForActor(db, options.hash, options.caller);
  const photoUrl = `/rest/v1/trade/${trade.hash}/gift-card/photo`;
  const audit = (details: Record<string, unknown>, targetUserId: number) =>
    recordAudit(db, {
      actorId: options.caller!.userId,
      action: 'gift_card.reveal',
      targetUserId,
      details: { tradeHash: trade.hash, as: role, ...details },
    });
  if (trade.giftCardId !== null) {
    const card = await repo.findCard(db, trade.giftCardId);
    if (!card) throw AppError.notFound('Gift card');
    if (!mayReadInventoryCard(trade, card, role)) {
      throw new AppError(
        'ERROR_TRADE_ACTION_NOT_ALLOWED',
        'The card is shown once you ask for it',
        {
          action: ['reveal_card'],
          status: [trade.status],
        },
        409,
      );
    }
    await audit({ giftCardId: card.id, part: 'code' }, card.ownerId);
    return openInventoryCard(db, card, photoUrl);
  }
  const submitted = await repo.latestTradeCode(db, trade.id);
  if (!submitted) throw AppError.notFound('Gift card');
  await audit({ submittedCodeId: submitted.id, part: 'code' }, submitted.submitterId);
  const sealer = await giftCardSealer(db);
  return {
    code: sealer.box.open(submitted.codeSealed, submittedContext(trade.id, 'code')),
    pin: submitted.pinSealed ? sealer.box.open(submitted.pinSealed, submittedContext(trade.id, 'pin')) : null,
    photoUrl: null,
  };
}

/** GET /rest/v1/trade/{id}/gift-card/photo: the inventory card's photo, on the same terms (audited). */
export async function readTradeCardPhoto(
  db: Database,
  storage: FileStorage,
  options: { hash: string; caller: TradeCaller | undefined },
): Promise<CardPhoto> {
  const { trade, role } = await loadTradeForActor(db, options.hash, options.caller);
  const card = trade.giftCardId === null ? undefined : await repo.findCard(db, trade.giftCardId);
  if (!card?.photoKey || !mayReadInventoryCard(trade, card, role)) throw AppError.notFound('Gift card photo');
  const stored = await storage.open(card.photoKey);
  if (!stored) throw AppError.notFound('Gift card photo');
  await recordAudit(db, {
    actorId: options.caller!.userId,
    action: 'gift_card.reveal',
    targetUserId: card.ownerId,
    details: { tradeHash: trade.hash, giftCardId: card.id, part: 'photo', as: role },
  });
  return { ...stored, mimetype: card.photoMimetype ?? 'application/octet-stream' };
}

/** isGiftCodeCheckEnabled of the offer view: the platform checks submitted codes on gcc-auto offers. */
function codeCheckEnabled(offer: Pick<OfferRow, 'flowType'>): boolean {
  return offer.flowType === 'gcc-auto';
}

/** The offer's rules for a submitted code, with the field each refusal lands on. */
function assertOfferRules(
  offer: Pick<OfferRow, 'flowType' | 'binCodes' | 'cardRegionIds'>,
  input: z.output<typeof tradeGiftCardCodeInputSchema>,
): void {
  // The code check (isGiftCodeCheckEnabled, the offer's gcc-auto flag): a code of a card's shape.
  if (codeCheckEnabled(offer)) {
    const problem = giftCardCodeProblem(input.code);
    if (problem) throw AppError.validation('code', problem);
  }
  if (!binCodeAllowed(input.code, offer.binCodes)) {
    throw AppError.validation('code', `The card number must start with one of ${offer.binCodes.join(', ')}`);
  }
  if (!cardRegionAllowed(input.region_id ?? null, offer.cardRegionIds)) {
    throw AppError.validation('region_id', "Choose one of the offer's card regions");
  }
}

/**
 * POST /rest/v1/trade/{id}/gift-card: in a manual gift-card trade the buyer submits the card's code
 * (and PIN). The offer's BIN codes and card regions apply, and with its code check on the code must
 * have a card's shape and not be in an inventory or another trade already. The code is sealed,
 * and the buyer's gift_card_photo requirement counts as uploaded (the code stands for the photo; the
 * seller approves or rejects it as any upload). Only while the trade waits for the payment.
 */
export async function submitTradeCode(
  db: Database,
  options: {
    hash: string;
    caller: TradeCaller | undefined;
    input: z.output<typeof tradeGiftCardCodeInputSchema>;
  },
): Promise<void> {
  const sealer = await giftCardSealer(db);
  const reference = await offerReference(db);
  await db.transaction(async (tx) => {
    const { trade, role } = await loadTradeForActor(tx, options.hash, options.caller, { forUpdate: true });
    if (role !== 'buyer') throw AppError.forbidden('Only the buyer submits the gift card');
    if (trade.paymentMethodGroupId !== 1 || trade.giftCardId !== null || trade.status !== 'active_funded') {
      throw new AppError(
        'ERROR_TRADE_ACTION_NOT_ALLOWED',
        'This trade does not take a gift card code now',
        {
          action: ['submit_gift_card'],
          status: [trade.status],
        },
        409,
      );
    }
    const [offer] = await offersRepo.offersByIds(tx, [trade.offerId]);
    if (!offer) throw AppError.notFound('Offer');
    assertOfferRules(offer, options.input);
    const regionId = options.input.region_id ?? null;
    if (regionId !== null && !reference.countryById(regionId)) {
      throw AppError.validation('region_id', 'Unknown region');
    }
    const digest = sealer.digest(options.input.code);
    // The code check also refuses a code already in an inventory or another trade: a card is spent once.
    const previous = await repo.latestTradeCode(tx, trade.id);
    if (
      codeCheckEnabled(offer) &&
      previous?.codeDigest !== digest &&
      (await repo.isCodeDigestKnown(tx, digest))
    ) {
      throw AppError.validation('code', 'This code was already used on the platform');
    }
    await repo.insertTradeCode(tx, {
      tradeId: trade.id,
      submitterId: trade.buyerId,
      codeSealed: sealer.box.seal(
        normalizeGiftCardCode(options.input.code),
        submittedContext(trade.id, 'code'),
      ),
      pinSealed: options.input.pin
        ? sealer.box.seal(options.input.pin, submittedContext(trade.id, 'pin'))
        : null,
      codeDigest: digest,
      regionId,
    });
    await tx
      .update(tradeRequirements)
      .set({ status: 'UPLOADED', updatedAt: new Date() })
      .where(
        and(
          eq(tradeRequirements.tradeId, trade.id),
          eq(tradeRequirements.kind, 'gift_card_photo'),
          inArray(tradeRequirements.status, ['PENDING', 'REJECTED']),
        ),
      );
    await appendTradeMessage(tx, {
      tradeId: trade.id,
      authorId: null,
      kind: 'system',
      payload: { status: trade.status, event: GIFT_CARD_INFO_SHARED, source: 'submitted' },
    });
    await recordUserEvents(
      tx,
      [trade.buyerId, trade.sellerId].map((userId) => ({
        userId,
        type: 'trade.status',
        tradeHash: trade.hash,
        payload: { status: trade.status, event: GIFT_CARD_INFO_SHARED },
      })),
    );
  });
}
