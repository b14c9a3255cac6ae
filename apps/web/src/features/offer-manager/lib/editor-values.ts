import {
  offerInputDefaults,
  offerInputObjectSchema,
  type OfferInput,
  type OfferInputDraft,
} from '@p2p/shared';

/** What the editor form holds: the contract's input before parsing. */
export type EditorValues = OfferInputDraft;

/** The editor's steps, in order; the last one reviews and publishes. */
export const EDITOR_STEPS = ['basics', 'pricing', 'terms', 'requirements', 'review'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** The fields each step checks before the next one opens (the review step checks them all). */
export const STEP_FIELDS: Record<Exclude<EditorStep, 'review'>, readonly (keyof OfferInput)[]> = {
  basics: ['type', 'crypto_currency_code', 'payment_method_slug', 'payment_method_id', 'fiat_currency_code'],
  pricing: [
    'price_type',
    'margin',
    'fixed_price',
    'amount_type',
    'range_min',
    'range_max',
    'predefined_amounts',
    'new_buyer_max_amount',
  ],
  terms: ['offer_terms', 'trade_details', 'tags', 'payment_window_minutes'],
  requirements: [
    'require_verified_id',
    'require_min_trades',
    'trusted_only',
    'require_full_name',
    'countries_allowed',
    'countries_denied',
    'duty_hours',
    'timezone',
    'offer_cap',
    'bond_required',
    'flow_type',
  ],
};

/** Every field the server may name in an error, for mapping its details onto the form. */
export const EDITOR_FIELDS = Object.keys(offerInputObjectSchema.shape) as (keyof OfferInput)[];

/** The step that shows a field, to open it when the server refuses that field. */
export function stepOfField(field: string): EditorStep {
  const root = field.split('.')[0];
  for (const [step, fields] of Object.entries(STEP_FIELDS)) {
    if ((fields as readonly string[]).includes(root ?? '')) return step as EditorStep;
  }
  return 'review';
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The form's values as the contract expects them: empty optional inputs become absent (or null where
 * the contract says "none"), and the price and amount fields of the kind not chosen are left out, so a
 * margin typed before switching to a fixed price does not block the form.
 */
export function normalizeDraft(values: EditorValues): EditorValues {
  const draft: EditorValues = { ...values };
  if (draft.price_type === 'fixed') delete draft.margin;
  else delete draft.fixed_price;
  if (blank(draft.margin)) delete draft.margin;
  if (blank(draft.fixed_price)) delete draft.fixed_price;
  if (draft.amount_type === 'predefined') {
    delete draft.range_min;
    delete draft.range_max;
  } else {
    delete draft.predefined_amounts;
    if (blank(draft.range_min)) delete draft.range_min;
    if (blank(draft.range_max)) delete draft.range_max;
  }
  if (blank(draft.new_buyer_max_amount)) draft.new_buyer_max_amount = null;
  if (blank(draft.payment_method_slug)) delete draft.payment_method_slug;
  if (draft.payment_method_id === undefined || Number.isNaN(draft.payment_method_id))
    delete draft.payment_method_id;
  if (draft.offer_cap && blank(draft.offer_cap.amount) && !draft.offer_cap.active) draft.offer_cap = null;
  return draft;
}

/** A new offer's starting values. */
export function newOfferValues(): EditorValues {
  return {
    ...offerInputDefaults,
    predefined_amounts: [],
    tags: [],
    countries_allowed: [],
    countries_denied: [],
    duty_hours: [],
    bin_codes: [],
    card_regions: [],
  } as EditorValues;
}

/**
 * An offer's stored editor input (the view offer's originalData, snake_case keys) as form values;
 * keys the editor does not know are dropped, the rest fall back to the defaults.
 */
export function valuesFromOriginalData(data: Record<string, unknown> | null): EditorValues {
  const values = newOfferValues() as Record<string, unknown>;
  if (!data) return values as EditorValues;
  for (const key of EDITOR_FIELDS) {
    if (data[key] !== undefined) values[key] = data[key];
  }
  return values as EditorValues;
}
