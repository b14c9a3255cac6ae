import type { EditorValues } from '../../lib/editor-values';

/** i18next's t for keys built at run time. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One line of the review: a label and what the vendor chose. */
export type ReviewRow = [label: string, value: string];

/** Lookups the review needs from the server's reference data, resolved by the step. */
export interface ReviewNames {
  paymentMethod?: string;
  tag: (slug: string) => string;
  country: (code: string) => string;
  bankAccounts: string[] | null;
}

const joined = (items: readonly string[], none: string) => (items.length > 0 ? items.join(', ') : none);

/**
 * Everything the editor collected, as the review step lists it before publishing: the basics and the
 * price, the terms, tags and payment window, the bank accounts (bank transfers), and every
 * requirement on trade partners that is switched on. A pure function of the form's values.
 */
export function reviewRows(values: EditorValues, names: ReviewNames, t: Translate): ReviewRow[] {
  const editor = (key: string, options?: Record<string, unknown>) => t(`offerManager.editor.${key}`, options);
  const none = editor('countryNone');
  const currency = (values.fiat_currency_code ?? '').toUpperCase();
  const limits =
    values.amount_type === 'predefined'
      ? (values.predefined_amounts ?? []).join(', ')
      : `${values.range_min ?? ''} – ${values.range_max ?? ''}`;
  const rows: ReviewRow[] = [
    [editor('type'), editor(`typeOption.${values.type ?? 'sell'}`)],
    [editor('coin'), values.crypto_currency_code ?? ''],
    [editor('paymentMethod'), names.paymentMethod ?? values.payment_method_slug ?? ''],
    [editor('currency'), currency],
    [
      editor('priceType'),
      values.price_type === 'fixed'
        ? `${editor('priceTypeOption.fixed')}: ${values.fixed_price ?? ''} ${currency}`
        : `${editor('priceTypeOption.margin')}: ${values.margin ?? '0'} %`,
    ],
    [editor('limits'), `${limits} ${currency}`],
  ];
  if (values.new_buyer_max_amount)
    rows.push([editor('newBuyerMax', { currency }), values.new_buyer_max_amount]);
  rows.push(
    [editor('paymentWindow'), String(values.payment_window_minutes ?? '')],
    [editor('offerTerms'), values.offer_terms?.trim() || none],
    [editor('tradeDetails'), values.trade_details?.trim() || none],
    [editor('reviewTags'), joined((values.tags ?? []).map(names.tag), none)],
  );
  if (names.bankAccounts !== null)
    rows.push([t('offerBankAccounts.title'), joined(names.bankAccounts, none)]);

  const partners: string[] = [];
  if (values.require_verified_id) partners.push(editor('requireVerifiedId'));
  if (values.trusted_only) partners.push(editor('trustedOnly'));
  if (values.require_full_name) partners.push(editor('requireFullName'));
  if (values.require_min_trades) partners.push(`${editor('requireMinTrades')}: ${values.require_min_trades}`);
  rows.push([editor('requirements'), joined(partners, none)]);
  if ((values.countries_allowed ?? []).length > 0)
    rows.push([
      editor('countriesAllowed'),
      joined((values.countries_allowed ?? []).map(names.country), none),
    ]);
  if ((values.countries_denied ?? []).length > 0)
    rows.push([editor('countriesDenied'), joined((values.countries_denied ?? []).map(names.country), none)]);
  const duty = (values.duty_hours ?? []).filter((range) => range.active !== false);
  if (duty.length > 0) {
    const ranges = duty.map(
      (range) => `${editor(`weekday.${range.day}`)} ${range.start_time}–${range.end_time}`,
    );
    rows.push([editor('dutyHours'), `${ranges.join(', ')}${values.timezone ? ` (${values.timezone})` : ''}`]);
  }
  if (values.offer_cap) rows.push([editor('offerCapAmount', { currency }), values.offer_cap.amount || none]);
  if (values.bond_required) rows.push([editor('bondRequired'), editor('reviewYes')]);
  if (values.flow_type && values.flow_type !== 'default')
    rows.push([editor('flowType'), editor(`flowTypeOption.${values.flow_type}`)]);
  return rows;
}
