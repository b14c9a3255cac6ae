import type { OfferListingCard, VendorOffersProps } from '@p2p/shared';
import { getData } from './api';
import type { WidgetScope } from './context';
import { amount, detail, h } from './dom';
import { formatDecimalText } from './format';
import { actionKey } from './offer-button';

const DEFAULT_LIMIT = 5;
const FIAT_DECIMALS = 2;

/** A vendor's offers on the market: price, limits, payment method and a link to each. */
export async function renderVendorOffers(scope: WidgetScope, props: VendorOffersProps): Promise<Node> {
  const { t, locale } = scope;
  const query = new URLSearchParams();
  if (props.type) query.set('type', props.type);
  if (props.coin) query.set('crypto_currency_code', props.coin);
  const offers = await getData<OfferListingCard[]>(
    scope.fetch,
    scope.base,
    `/rest/v1/users/${encodeURIComponent(props.username)}/active-offers?${query}`,
  );
  const shown = offers.slice(0, props.limit ?? DEFAULT_LIMIT);
  const profile = scope.link(`/user/${encodeURIComponent(props.username)}`);
  const list = shown.length
    ? h(
        'ul',
        {},
        ...shown.map((offer) => {
          const money = (value: string) =>
            `${formatDecimalText(value, locale, FIAT_DECIMALS)} ${offer.fiatCurrencyCode}`;
          const coin = offer.cryptoCurrencyCode;
          return h(
            'li',
            {},
            h(
              'dl',
              {},
              detail(t('price'), amount(money(offer.fiatPricePerCrypto)), ` ${t('perCoin', { coin })}`),
              detail(
                t('limits'),
                amount(money(offer.fiatLimitMin)),
                ' – ',
                amount(money(offer.fiatLimitMax)),
              ),
              detail(t('paymentMethod'), offer.paymentMethod.name),
            ),
            h(
              'a',
              {
                class: 'btn',
                href: scope.link(`/offer/${encodeURIComponent(offer.offerHash)}`),
                target: '_blank',
                rel: 'noopener',
                // The visible text says what; the name adds which offer, so each link is distinct.
                'aria-label': `${t(actionKey(offer.type, false), { coin })}: ${offer.paymentMethod.name}, ${money(offer.fiatPricePerCrypto)}`,
              },
              t(actionKey(offer.type, false), { coin }),
            ),
          );
        }),
      )
    : h('p', { class: 'muted' }, t('noOffers'));
  return h(
    'section',
    { 'aria-label': t('offersOf', { username: props.username }) },
    h(
      'h2',
      {},
      h(
        'a',
        { href: profile, target: '_blank', rel: 'noopener' },
        t('offersOf', { username: props.username }),
      ),
    ),
    list,
  );
}
