import type { OfferButtonProps, OfferView } from '@p2p/shared';
import { getData } from './api';
import type { WidgetScope } from './context';
import { amount, detail, h } from './dom';
import { formatDecimalText } from './format';

/** The visitor's action on an offer: a vendor who sells crypto is someone to buy from. */
export const actionKey = (offerType: 'buy' | 'sell', where: boolean) =>
  offerType === 'sell' ? (where ? 'buyOn' : 'buyCoin') : where ? 'sellOn' : 'sellCoin';

/** One offer: its price, limits and payment method, and a button to it on the marketplace. */
export async function renderOfferButton(scope: WidgetScope, props: OfferButtonProps): Promise<Node> {
  const { t, locale } = scope;
  const offer = await getData<OfferView>(scope.fetch, scope.base, `/rest/v1/offers/${props.offerId}`);
  const fiat = offer.fiatCurrency;
  const coin = offer.cryptoCurrencyCode;
  const money = (value: string) => `${formatDecimalText(value, locale, fiat.precision)} ${fiat.code}`;
  return h(
    'div',
    { class: 'row' },
    h(
      'dl',
      {},
      detail(t('price'), amount(money(offer.fiatPricePerCrypto)), ` ${t('perCoin', { coin })}`),
      detail(t('limits'), amount(money(offer.fiatLimitMin)), ' – ', amount(money(offer.fiatLimitMax))),
      detail(t('paymentMethod'), offer.paymentMethod.name),
    ),
    h(
      'a',
      {
        class: 'btn',
        href: scope.link(`/offer/${encodeURIComponent(offer.id)}`),
        target: '_blank',
        rel: 'noopener',
      },
      t(actionKey(offer.type, true), { coin, site: scope.site }),
    ),
  );
}
