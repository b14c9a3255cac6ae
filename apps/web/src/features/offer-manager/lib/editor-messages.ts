import { OFFER_LIMITS as L } from '@p2p/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type offerManagerEn from '@/i18n/locales/offer-manager/en.json';
import { useTranslateMessage } from '@/lib/validation-messages';

type OfferMessageKey = keyof (typeof offerManagerEn)['offerValidation'];
type Values = Record<string, number>;

/**
 * The offer contract's English texts (shared schema and the API, which sends the same words) and the
 * key of each translation, with the limits a text names. A text not listed here (a server message
 * naming the offer's own figures) is shown as it came.
 */
const OFFER_MESSAGES: readonly (readonly [string, OfferMessageKey, Values?])[] = [
  ['Enter an amount', 'enterAmount'],
  ['Use digits with an optional dot, e.g. 150.00', 'amountFormat'],
  ['The amount must be greater than zero', 'amountPositive'],
  [
    `The amount must be at most ${L.fiatAmountMax.toLocaleString('en')}`,
    'amountMax',
    { max: L.fiatAmountMax },
  ],
  ['Enter a margin', 'enterMargin'],
  ['Enter the margin as a percentage, e.g. 2.5 or -1', 'marginFormat'],
  ['Use at most two decimals', 'twoDecimals'],
  [
    `The margin must be between ${L.marginMin} % and ${L.marginMax} %`,
    'marginRange',
    { min: L.marginMin, max: L.marginMax },
  ],
  ['Enter a price', 'enterPrice'],
  ['Enter the price as a number, e.g. 95000.00', 'priceFormat'],
  ['The price must be greater than zero', 'pricePositive'],
  ['The price is too large', 'priceTooLarge'],
  ['Use two-letter country codes, e.g. US', 'countryCode'],
  ['Pick a day', 'pickDay'],
  ['The day is a number from 1 (Monday) to 7 (Sunday)', 'dayRange'],
  ['Use HH:MM, e.g. 09:00', 'startTime'],
  ['Use HH:MM, e.g. 18:00 (24:00 for midnight)', 'endTime'],
  ['The end time must be after the start time', 'endAfterStart'],
  ['Tags are slugs such as cash-only', 'tagSlug'],
  ['Choose buy or sell', 'chooseType'],
  ['Choose a currency', 'chooseCurrency'],
  ['Use a currency code such as USD', 'currencyCode'],
  ['Unknown payment method', 'unknownMethod'],
  ['Choose margin or fixed price', 'choosePriceType'],
  ['Choose a range or predefined amounts', 'chooseAmountType'],
  [`At most ${L.predefinedAmountsMax} amounts`, 'amountsMax', { max: L.predefinedAmountsMax }],
  [`Offer terms are at most ${L.textMax} characters`, 'termsMax', { max: L.textMax }],
  [`Trade details are at most ${L.textMax} characters`, 'detailsMax', { max: L.textMax }],
  [`Pick at most ${L.tagsMax} tags`, 'tagsMax', { max: L.tagsMax }],
  ['Each tag only once', 'tagOnce'],
  ['Enter the payment window in minutes', 'enterWindow'],
  ['Whole minutes', 'wholeMinutes'],
  [
    `The payment window is ${L.paymentWindowMin} to ${L.paymentWindowMax} minutes`,
    'windowRange',
    { min: L.paymentWindowMin, max: L.paymentWindowMax },
  ],
  ['Enter a number of trades', 'enterTrades'],
  ['Whole trades', 'wholeTrades'],
  ['At least 0 trades', 'tradesMin'],
  [
    `At most ${L.requireMinTradesMax.toLocaleString('en')} trades`,
    'tradesMax',
    { max: L.requireMinTradesMax },
  ],
  ['Too many countries', 'tooManyCountries'],
  [`At most ${L.dutyHoursMax} duty ranges`, 'dutyMax', { max: L.dutyHoursMax }],
  ['Pick a time zone such as Europe/London', 'timeZone'],
  ['Choose the default, lite or gcc-auto flow', 'chooseFlow'],
  ['A BIN code is exactly 6 digits', 'binCode'],
  [`At most ${L.binCodesMax} BIN codes`, 'binMax', { max: L.binCodesMax }],
  ['Unknown card region', 'unknownRegion'],
  ['Too many card regions', 'tooManyRegions'],
  ['Unknown section', 'unknownSection'],
  ['Choose a payment method', 'chooseMethod'],
  ['Enter the minimum amount', 'enterMin'],
  ['Enter the maximum amount', 'enterMax'],
  ['Enter the minimum and maximum amounts', 'enterMinMax'],
  ['The maximum must be at least the minimum', 'maxAtLeastMin'],
  ['Add at least one amount', 'addAmount'],
  ['Enter at least one amount', 'enterOneAmount'],
  ['Each amount only once', 'amountOnce'],
  ['Send a range or amounts, not both', 'rangeOrAmounts'],
  ['The new-buyer maximum cannot exceed the offer maximum', 'newBuyerMax'],
  ['A country cannot be both allowed and denied', 'countryBoth'],
  ['The offer cap must be at least the minimum amount', 'capMin'],
  ['The offer cap must be at least the smallest predefined amount', 'capSmallest'],
  ['The offer cap cannot be below the part already used', 'capUsed'],
];

const byText = new Map(OFFER_MESSAGES.map(([text, key, values]) => [text, { key, values }]));

/** The offer texts this module translates (for tests: every one has a key in each language). */
export const OFFER_MESSAGE_TEXTS: readonly string[] = OFFER_MESSAGES.map(([text]) => text);

/**
 * Translates the offer editor's validation texts into the page's language (numbers in its format);
 * the app-wide texts (required, too long...) go through useTranslateMessage.
 */
export function useTranslateOfferMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const common = useTranslateMessage();
  return useCallback(
    (message) => {
      const known = message === undefined ? undefined : byText.get(message);
      if (!known) return common(message);
      const values: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(known.values ?? {})) {
        values[name] = value.toLocaleString(i18n.language);
      }
      return t(`offerValidation.${known.key}`, values);
    },
    [t, i18n.language, common],
  );
}
