import { z } from 'zod';
import { cryptoCodeSchema, offerListingQuerySchema, OFFER_TYPES } from '@p2p/shared';
import { offerFeeRates } from '../../offers/offer-fees.js';
import * as quickEdits from '../../offers/offers-quick-edits.service.js';
import * as offers from '../../offers/offers.service.js';
import { searchListing } from '../../offer-search/offer-search.service.js';
import { viewOffer } from '../../offer-search/offer-view.service.js';
import { judged } from '../compat-judge.js';
import {
  formBool,
  formDecimal,
  formSignedDecimal,
  formText,
  offerHashField,
  pageFields,
} from '../compat-form.js';
import { method, type CompatContext } from '../compat-method.js';
import { offerFormShape, toOfferInput, validOfferInput } from './offer-input.js';

const deps = (ctx: CompatContext) => ({
  db: ctx.app.db,
  rates: ctx.app.rates,
  fees: offerFeeRates(ctx.config),
});

const offerHashInput = z.object({ offer_hash: offerHashField });
const offerType = z.preprocess(
  (value) => (Array.isArray(value) ? value.at(-1) : value),
  z.enum(OFFER_TYPES, { error: 'offer_type is buy or sell' }),
);
const coinField = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  cryptoCodeSchema,
);

/** A query of the listing from the original's fields; the listing's own rules judge it. */
function listingQuery(input: Record<string, unknown>) {
  const query = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return judged(offerListingQuerySchema, query, LISTING_NAMES);
}
const LISTING_NAMES = new Map([
  ['type', 'offer_type'],
  ['payment-method', 'payment_method'],
  ['currency', 'currency_code'],
  ['fiat-min', 'fiat_amount'],
]);

const withHash = <T extends { hash: string }>(offer: T) => ({ offer_hash: offer.hash, ...offer });

const toggle = (name: string, enabled: boolean, summary: string) =>
  method({
    name: `offer/${name}`,
    summary,
    answers: '`changed`: offers switched; `refused`: offers that stayed off, with the reason.',
    scope: 'offers',
    input: z.object({ offer_type: offerType.optional() }),
    handler: (ctx, input) =>
      quickEdits.toggleAllOffers(deps(ctx), { userId: ctx.caller.userId, enabled, type: input.offer_type }),
  });

const setStatus = (name: string, enabled: boolean, summary: string) =>
  method({
    name: `offer/${name}`,
    summary,
    answers: '`offer`: the offer after the change.',
    scope: 'offers',
    input: offerHashInput,
    handler: async (ctx, input) => ({
      offer: withHash(
        await quickEdits.setOfferStatus(deps(ctx), {
          userId: ctx.caller.userId,
          hash: input.offer_hash,
          enabled,
        }),
      ),
    }),
  });

export const offerMethods = [
  method({
    name: 'offer/all',
    summary: 'Search the marketplace’s offers',
    answers:
      '`offers` (cards as the listing shows them, each with `offer_hash`), `count` and `total_count`. ' +
      '`offer_type` is the caller’s side, as on the website: buy lists sell offers.',
    scope: 'offers',
    input: z.object({
      offer_type: offerType.optional(),
      payment_method: formText('payment_method is a slug', 100).optional(),
      currency_code: formText('currency_code is a code such as USD', 5).optional(),
      crypto_currency_code: coinField.optional(),
      fiat_amount: formDecimal('fiat_amount is an amount such as 100').optional(),
      ...pageFields,
    }),
    handler: async (ctx, input) => {
      const query = listingQuery({
        type: input.offer_type,
        'payment-method': input.payment_method,
        currency: input.currency_code,
        crypto_currency_code: input.crypto_currency_code,
        'fiat-min': input.fiat_amount,
        limit: input.limit,
        offset: input.offset,
      });
      const { data, meta } = await searchListing(ctx.app.db, ctx.app.rates, {
        viewer: { userId: ctx.caller.userId },
        query,
      });
      return {
        count: data.length,
        total_count: meta.total,
        offers: data.map((card) => ({ offer_hash: card.offerHash, ...card })),
      };
    },
  }),
  method({
    name: 'offer/list',
    summary: 'The caller’s own offers',
    answers: '`offers` with state, price and limits, and the counts by side.',
    scope: 'offers',
    input: z.object({ offer_type: offerType.optional() }),
    handler: async (ctx, input) => {
      const { data, meta } = await offers.listMyOffers(deps(ctx), {
        userId: ctx.caller.userId,
        type: input.offer_type,
      });
      return { ...data, offers: data.offers.map(withHash), meta };
    },
  }),
  method({
    name: 'offer/get',
    summary: 'An offer as the caller sees it on its page',
    answers: '`offer`: the offer page’s data, with whether the caller can trade it (`can_trade`).',
    scope: 'offers',
    input: offerHashInput,
    handler: async (ctx, input) => ({
      offer: {
        offer_hash: input.offer_hash,
        ...(await viewOffer(ctx.app.db, ctx.app.rates, {
          viewer: { userId: ctx.caller.userId },
          hash: input.offer_hash,
          fees: offerFeeRates(ctx.config),
        })),
      },
    }),
  }),
  method({
    name: 'offer/create',
    summary: 'Create a buy or sell offer',
    answers: '`offer_hash` and the `offer`. The offer editor’s rules apply; refusals name these fields.',
    scope: 'offers',
    input: z.object(offerFormShape),
    handler: async (ctx, input) => {
      const saved = await offers.createOffer(deps(ctx), {
        userId: ctx.caller.userId,
        input: validOfferInput(toOfferInput(input)),
      });
      return { offer_hash: saved.hash, offer: withHash(saved.offer) };
    },
  }),
  method({
    name: 'offer/update',
    summary: 'Change an offer: only the fields sent change',
    answers: '`offer_hash` and the `offer` after the change.',
    scope: 'offers',
    input: z.object({ offer_hash: offerHashField, ...offerFormShape }),
    handler: async (ctx, input) => {
      const { offer_hash: hash, ...fields } = input;
      const current = await offers.getOfferForEdit(deps(ctx), { userId: ctx.caller.userId, hash });
      const changes = toOfferInput(fields);
      // A price or amount kind sent replaces the other kind's values.
      const merged: Record<string, unknown> = { ...current.input, ...changes };
      if (changes.price_type === 'fixed') delete merged.margin;
      if (changes.price_type === 'margin') delete merged.fixed_price;
      const saved = await offers.editOffer(deps(ctx), {
        userId: ctx.caller.userId,
        hash,
        input: validOfferInput(merged),
      });
      return { offer_hash: saved.hash, offer: withHash(saved.offer) };
    },
  }),
  method({
    name: 'offer/update-price',
    summary: 'Change an offer’s margin, or its fixed price',
    answers: '`offer` after the change.',
    scope: 'offers',
    input: z
      .object({
        offer_hash: offerHashField,
        margin: formSignedDecimal('margin is a percentage such as 2.5').optional(),
        fixed_price: formDecimal('fixed_price is a price such as 95000').optional(),
      })
      .refine((input) => (input.margin === undefined) !== (input.fixed_price === undefined), {
        message: 'Give either margin or fixed_price',
        path: ['margin'],
      }),
    handler: async (ctx, input) => {
      const options = { userId: ctx.caller.userId, hash: input.offer_hash };
      const offer =
        input.margin !== undefined
          ? await quickEdits.updateMargin(deps(ctx), { ...options, margin: input.margin })
          : await quickEdits.updateFixedPrice(deps(ctx), { ...options, fixedPrice: input.fixed_price! });
      return { offer: withHash(offer) };
    },
  }),
  toggle('turn-on', true, 'Switch on all the caller’s offers (of one side with offer_type)'),
  toggle('turn-off', false, 'Switch off all the caller’s offers (of one side with offer_type)'),
  setStatus('activate', true, 'Switch one offer on'),
  setStatus('deactivate', false, 'Switch one offer off'),
  method({
    name: 'offer/delete',
    summary: 'Delete an offer (refused while trades on it are open)',
    answers: '`offer_hash` and `deleted: true`.',
    scope: 'offers',
    input: offerHashInput,
    handler: async (ctx, input) => {
      const result = await offers.deleteOffer(deps(ctx), {
        userId: ctx.caller.userId,
        hash: input.offer_hash,
      });
      return { offer_hash: result.hash, deleted: result.deleted };
    },
  }),
  method({
    name: 'offer/prices',
    summary: 'The market price of a coin in a fiat currency, as offers are priced',
    answers: '`crypto_currency_code`, `currency_code`, `price` (fiat per one coin) and `usd_price`.',
    scope: 'offers',
    input: z.object({
      crypto_currency_code: coinField.optional(),
      currency_code: formText('currency_code is a code such as USD', 5).optional(),
      fixed_price_only: formBool('fixed_price_only is 1 or 0').optional(),
    }),
    handler: async (ctx, input) => {
      const coin = input.crypto_currency_code ?? 'BTC';
      const currency = ctx.app.rates.currency((input.currency_code ?? 'USD').toUpperCase(), 'currency_code');
      return {
        crypto_currency_code: coin,
        currency_code: currency.code,
        price: ctx.app.rates.fiatPerCoin(coin, currency.code),
        usd_price: ctx.app.rates.coinUsd(coin),
      };
    },
  }),
];
