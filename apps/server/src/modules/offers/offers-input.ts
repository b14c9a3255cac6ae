import { parseAmount, percentToBps, type FieldErrors, type OfferInput } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import type { RatesService } from '../rates/rates.service.js';
import { type OfferReference } from './offers-reference.js';
import type * as repo from './offers.repository.js';

/** The editor's input checked against reference data and turned into offer columns. */
export function fiatMinor(value: string, digits: number, field: string, errors: FieldErrors): bigint {
  const parsed = parseAmount(value, digits);
  if (parsed.ok) return parsed.value;
  const message =
    parsed.error === 'precision'
      ? `Use at most ${digits} decimals for this currency`
      : 'Enter a valid amount';
  (errors[field] ??= []).push(message);
  return 0n;
}

/**
 * Resolves the editor's input against reference data and the currency's digits: unknown payment
 * method, currency, tags, countries or card regions are a 400 on their field.
 */
export function resolveOfferInput(
  input: OfferInput,
  reference: OfferReference,
  rates: RatesService,
): repo.OfferFields {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const fiatRow = reference.fiatByCode(input.fiat_currency_code);
  if (!fiatRow) fail('fiat_currency_code', `Unknown fiat currency: ${input.fiat_currency_code}`);
  else if (!rates.hasCurrency(fiatRow.code)) {
    fail('fiat_currency_code', `${fiatRow.code} has no market rate yet; choose another currency`);
  }
  const digits =
    fiatRow && rates.hasCurrency(fiatRow.code) ? rates.fiatPrecision(fiatRow.code) : (fiatRow?.digits ?? 2);

  const methodKey = input.payment_method_slug ?? input.payment_method_id;
  const method = methodKey === undefined ? undefined : reference.paymentMethod(methodKey);
  if (!method) {
    fail(
      input.payment_method_slug !== undefined ? 'payment_method_slug' : 'payment_method_id',
      `Unknown payment method: ${String(methodKey)}`,
    );
  } else if (
    input.payment_method_slug !== undefined &&
    input.payment_method_id !== undefined &&
    method.id !== input.payment_method_id
  ) {
    fail('payment_method_id', 'The payment method id and slug name different methods');
  }

  const tagIds: number[] = [];
  input.tags.forEach((slug, index) => {
    const tag = reference.tagBySlug(slug);
    if (tag) tagIds.push(tag.id);
    else fail(`tags.${index}`, `Unknown tag: ${slug}`);
  });
  for (const field of ['countries_allowed', 'countries_denied'] as const) {
    input[field].forEach((iso, index) => {
      if (!reference.countryByIso(iso)) fail(`${field}.${index}`, `Unknown country: ${iso}`);
    });
  }
  input.card_regions.forEach((id, index) => {
    if (!reference.countryById(id)) fail(`card_regions.${index}`, `Unknown card region: ${id}`);
  });
  if (input.flow_type === 'gcc-auto' && (input.type !== 'buy' || (method && method.groupId !== 1))) {
    fail('flow_type', 'gcc-auto is for buy offers paid with gift cards');
  }
  if (input.bin_codes.length > 0 && method && !method.isBinCodeEnabled) {
    fail('bin_codes', `${method.name} does not take BIN codes`);
  }

  let rangeMin = 0n;
  let rangeMax = 0n;
  let predefined: string[] = [];
  if (input.amount_type === 'min_max') {
    rangeMin = fiatMinor(input.range_min!, digits, 'range_min', errors);
    rangeMax = fiatMinor(input.range_max!, digits, 'range_max', errors);
  } else {
    const amounts = input.predefined_amounts!.map((value, index) =>
      fiatMinor(value, digits, `predefined_amounts.${index}`, errors),
    );
    const sorted = [...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    rangeMin = sorted[0] ?? 0n;
    rangeMax = sorted.at(-1) ?? 0n;
    predefined = sorted.map(String);
  }
  const fixedPrice =
    input.price_type === 'fixed' ? fiatMinor(input.fixed_price!, digits, 'fixed_price', errors) : null;
  const newBuyerMax =
    input.new_buyer_max_amount == null
      ? null
      : fiatMinor(input.new_buyer_max_amount, digits, 'new_buyer_max_amount', errors);
  const capAmount = input.offer_cap
    ? fiatMinor(input.offer_cap.amount, digits, 'offer_cap.amount', errors)
    : null;
  // An active cap below the smallest trade would pause the offer at once (predefined: the smallest amount).
  if (
    input.offer_cap?.active &&
    capAmount !== null &&
    capAmount > 0n &&
    rangeMin > 0n &&
    capAmount < rangeMin
  ) {
    fail(
      'offer_cap',
      input.amount_type === 'predefined'
        ? 'The offer cap must be at least the smallest predefined amount'
        : 'The offer cap must be at least the minimum amount',
    );
  }

  if (Object.keys(errors).length > 0) {
    throw new AppError('ERROR_INPUT_VALIDATION', 'The offer has invalid fields', errors);
  }
  return {
    type: input.type,
    coin: input.crypto_currency_code,
    fiatCurrencyId: fiatRow!.id,
    paymentMethodId: method!.id,
    paymentMethodGroupId: method!.groupId,
    priceType: input.price_type,
    // A fixed offer keeps the margin it would have had at 0 so that switching back is predictable.
    marginBps: input.price_type === 'margin' ? percentToBps(input.margin!) : 0,
    fixedPrice,
    amountType: input.amount_type,
    rangeMin,
    rangeMax,
    predefinedAmounts: predefined,
    newBuyerMaxAmount: newBuyerMax,
    offerTerms: input.offer_terms,
    tradeDetails: input.trade_details,
    tagIds,
    paymentWindowMinutes: input.payment_window_minutes,
    requireVerifiedId: input.require_verified_id,
    requireMinTrades: input.require_min_trades,
    trustedOnly: input.trusted_only,
    requireFullName: input.require_full_name,
    countriesAllowed: input.countries_allowed,
    countriesDenied: input.countries_denied,
    dutyHours: input.duty_hours,
    timezone: input.timezone,
    offerCapAmount: capAmount,
    offerCapRemaining: capAmount,
    offerCapActive: input.offer_cap?.active ?? false,
    flowType: input.flow_type,
    binCodes: input.bin_codes,
    cardRegionIds: input.card_regions,
    bondRequired: input.bond_required,
    section: input.section,
  };
}
