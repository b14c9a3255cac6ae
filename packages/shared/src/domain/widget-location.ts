import { SUPPORTED_LOCALES, type Locale } from '../constants.js';
import { CRYPTO_CURRENCIES, type CryptoCode } from '../crypto-currencies.js';

/**
 * The location attribute of an embedded widget (platform.md §2: "a JSON object with a route string
 * and a props object. It must be valid JSON and the route must be a known one"), read without zod so
 * that the embed script stays a few kilobytes (decision 045).
 */
export const WIDGET_LOCATION_ATTRIBUTE = 'data-location';

/** The widgets a host page may mount: the converter, a vendor's offers and one offer's button. */
export const WIDGET_ROUTES = ['converter', 'vendor-offers', 'offer-button'] as const;
export type WidgetRoute = (typeof WIDGET_ROUTES)[number];

/** The spec's "Bad location attribute" errors: not valid, route field invalid, props field invalid. */
export const WIDGET_LOCATION_ERRORS = [
  'LOCATION_NOT_VALID',
  'LOCATION_ROUTE_INVALID',
  'LOCATION_PROPS_INVALID',
] as const;
export type WidgetLocationError = (typeof WIDGET_LOCATION_ERRORS)[number];

/** What a widget reports to POST /rest/v1/widgets/errors: a bad attribute, or data it could not load. */
export const WIDGET_ERROR_CODES = [...WIDGET_LOCATION_ERRORS, 'LOAD_FAILED', 'NOT_FOUND'] as const;
export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[number];

export const WIDGET_THEMES = ['auto', 'light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

interface CommonProps {
  /** auto (default) follows the visitor's prefers-color-scheme. */
  theme?: WidgetTheme;
  /** The widget's language; by default the host page's `lang`, then English. */
  lang?: Locale;
}
export interface ConverterProps extends CommonProps {
  coin?: CryptoCode;
  /** ISO 4217 code, upper-cased. */
  currency?: string;
  /** The coin amount shown first, a decimal string. */
  amount?: string;
}
export interface VendorOffersProps extends CommonProps {
  username: string;
  /** The offers' own side: `sell` = the vendor sells crypto. Both when absent. */
  type?: 'buy' | 'sell';
  coin?: CryptoCode;
  /** How many offers to list, 1 to 10 (default 5). */
  limit?: number;
}
export interface OfferButtonProps extends CommonProps {
  offerId: string;
}

export type WidgetLocation =
  | { route: 'converter'; props: ConverterProps }
  | { route: 'vendor-offers'; props: VendorOffersProps }
  | { route: 'offer-button'; props: OfferButtonProps };

export type WidgetLocationResult =
  | { ok: true; location: WidgetLocation }
  | { ok: false; code: WidgetLocationError; field?: string; message: string };

// The same rules as usernameSchema (schemas/auth.ts) and the offer hash the API takes
// (offer-view.service.ts): widget-location.test.ts checks that they agree.
const USERNAME = /^[A-Za-z0-9_-]{3,20}$/;
const OFFER_HASH = /^[A-Za-z0-9_-]{1,16}$/;
const CURRENCY = /^[A-Za-z]{3}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,9})?$/;
const COINS: readonly string[] = CRYPTO_CURRENCIES.map((coin) => coin.code);

type Rule = (value: unknown) => string | undefined;
const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? undefined : `must be one of ${values.join(', ')}`;
const matching =
  (pattern: RegExp, what: string): Rule =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? undefined : `must be ${what}`;

const COMMON_RULES: Record<keyof CommonProps, Rule> = {
  theme: oneOf(WIDGET_THEMES),
  lang: oneOf(SUPPORTED_LOCALES),
};
const coin = oneOf(COINS);

/** Each route's props: the rule of each key and the keys it requires. */
const ROUTE_PROPS: Record<WidgetRoute, { rules: Record<string, Rule>; required: string[] }> = {
  converter: {
    rules: {
      coin,
      currency: matching(CURRENCY, 'a three-letter currency code'),
      amount: (value) =>
        (typeof value === 'string' || typeof value === 'number') && AMOUNT.test(String(value))
          ? undefined
          : 'must be a positive decimal number',
    },
    required: [],
  },
  'vendor-offers': {
    rules: {
      username: matching(USERNAME, 'a username (3 to 20 letters, digits, _ or -)'),
      type: oneOf(['buy', 'sell']),
      coin,
      limit: (value) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10
          ? undefined
          : 'must be a whole number from 1 to 10',
    },
    required: ['username'],
  },
  'offer-button': {
    rules: { offerId: matching(OFFER_HASH, 'an offer id (letters, digits, - and _)') },
    required: ['offerId'],
  },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalidProps(field: string, problem: string): WidgetLocationResult {
  return {
    ok: false,
    code: 'LOCATION_PROPS_INVALID',
    field,
    message: `Bad location attribute: props field invalid (${field} ${problem})`,
  };
}

/**
 * Reads a location attribute: valid JSON holding an object, a known route, and props that route
 * accepts (unknown keys are refused, so that a misspelt prop is not silently ignored).
 * @example parseWidgetLocation('{"route":"offer-button","props":{"offerId":"a1B2c3"}}')
 */
export function parseWidgetLocation(attribute: string | null | undefined): WidgetLocationResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(attribute ?? '');
  } catch {
    parsed = undefined;
  }
  if (!isPlainObject(parsed)) {
    return {
      ok: false,
      code: 'LOCATION_NOT_VALID',
      message: 'Bad location attribute: not valid (it must be a JSON object with "route" and "props")',
    };
  }
  const route = parsed.route;
  if (typeof route !== 'string' || !(WIDGET_ROUTES as readonly string[]).includes(route)) {
    return {
      ok: false,
      code: 'LOCATION_ROUTE_INVALID',
      field: 'route',
      message: `Bad location attribute: route field invalid (route must be one of ${WIDGET_ROUTES.join(', ')})`,
    };
  }
  const props = parsed.props;
  if (!isPlainObject(props)) return invalidProps('props', 'must be an object');
  const { rules, required } = ROUTE_PROPS[route as WidgetRoute];
  for (const key of required) {
    if (props[key] === undefined) return invalidProps(`props.${key}`, 'is required');
  }
  for (const [key, value] of Object.entries(props)) {
    const rule = Object.hasOwn(rules, key)
      ? rules[key]
      : Object.hasOwn(COMMON_RULES, key)
        ? COMMON_RULES[key as keyof CommonProps]
        : undefined;
    if (!rule) return invalidProps(`props.${key}`, 'is not a prop of this route');
    const problem = rule(value);
    if (problem) return invalidProps(`props.${key}`, problem);
  }
  const normalized: Record<string, unknown> = { ...props };
  if (typeof normalized.currency === 'string') normalized.currency = normalized.currency.toUpperCase();
  if (typeof normalized.amount === 'number') normalized.amount = String(normalized.amount);
  return { ok: true, location: { route, props: normalized } as WidgetLocation };
}
