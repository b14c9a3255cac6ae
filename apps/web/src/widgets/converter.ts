import {
  CRYPTO_CURRENCIES,
  DEFAULT_FIAT_CURRENCY_CODE,
  type CalculatorCurrencies,
  type ConverterProps,
  type CryptoCode,
  type WalletCryptoRate,
} from '@p2p/shared';
import { convertAmount } from './amounts';
import { getData } from './api';
import type { WidgetScope } from './context';
import { h } from './dom';
import { formatDecimalText } from './format';

/** Live rates are read again this often while the widget is on the page. */
export const CONVERTER_REFRESH_MS = 60_000;

let nextId = 0;

/** Coin and fiat amounts converted both ways at the marketplace's live rate. */
export async function renderConverter(scope: WidgetScope, props: ConverterProps): Promise<Node> {
  const { t, locale } = scope;
  const id = `w${++nextId}`;
  let coin: CryptoCode = props.coin ?? 'BTC';
  let currency = props.currency ?? DEFAULT_FIAT_CURRENCY_CODE;
  const [currencies, firstRates] = await Promise.all([
    getData<CalculatorCurrencies>(scope.fetch, scope.base, `/rest/v1/calculator/currency?locale=${locale}`),
    ratesIn(scope, currency),
  ]);
  let rates = firstRates;
  let typed: { side: 'crypto' | 'fiat'; text: string } = { side: 'crypto', text: props.amount ?? '1' };

  const coinSelect = h(
    'select',
    { id: `${id}-coin` },
    ...CRYPTO_CURRENCIES.map((c) => h('option', { value: c.code }, c.code)),
  );
  coinSelect.value = coin;
  const known = currencies.currencies.some((c) => c.code === currency);
  const currencySelect = h(
    'select',
    { id: `${id}-cur` },
    ...(known ? [] : [h('option', { value: currency }, currency)]),
    ...currencies.currencies.map((c) => h('option', { value: c.code }, `${c.code} ${c.name}`)),
  );
  currencySelect.value = currency;
  const coinInput = h('input', { id: `${id}-amt`, inputmode: 'decimal', autocomplete: 'off' });
  const fiatInput = h('input', { id: `${id}-fiat`, inputmode: 'decimal', autocomplete: 'off' });
  const coinLabel = h('span', {});
  const fiatLabel = h('span', {});
  const rateLine = h('p', { class: 'muted num', 'aria-live': 'polite' });

  const render = () => {
    const rate = rates.find((r) => r.cryptoCurrencyCode === coin);
    coinLabel.textContent = t('amountIn', { code: coin });
    fiatLabel.textContent = t('amountIn', { code: currency });
    if (!rate) return;
    const other = convertAmount(typed.text, typed.side, coin, rate.fiatRate, rate.fiatPrecision);
    if (typed.side === 'crypto') fiatInput.value = other;
    else coinInput.value = other;
    rateLine.textContent = t('rate', {
      coin,
      rate: formatDecimalText(rate.fiatRate, locale, rate.fiatPrecision),
      currency,
    });
  };
  coinInput.value = typed.text;
  coinInput.addEventListener('input', () => {
    typed = { side: 'crypto', text: coinInput.value };
    render();
  });
  fiatInput.addEventListener('input', () => {
    typed = { side: 'fiat', text: fiatInput.value };
    render();
  });
  coinSelect.addEventListener('change', () => {
    coin = coinSelect.value as CryptoCode;
    render();
  });
  const reload = async () => {
    try {
      rates = await ratesIn(scope, currency);
      render();
    } catch {
      // The last rates stay on screen; the next refresh tries again.
    }
  };
  currencySelect.addEventListener('change', () => {
    currency = currencySelect.value;
    void reload();
  });
  const root = h(
    'section',
    { 'aria-labelledby': `${id}-h` },
    h('h2', { id: `${id}-h` }, t('converter')),
    h(
      'div',
      { class: 'grid' },
      h('label', { for: `${id}-coin` }, t('coin'), coinSelect),
      h('label', { for: `${id}-cur` }, t('currency'), currencySelect),
      h('label', { for: `${id}-amt` }, coinLabel, coinInput),
      h('label', { for: `${id}-fiat` }, fiatLabel, fiatInput),
    ),
    rateLine,
  );
  render();
  const timer = setInterval(() => {
    if (!root.isConnected) clearInterval(timer);
    else void reload();
  }, CONVERTER_REFRESH_MS);
  return root;
}

function ratesIn(scope: WidgetScope, currency: string) {
  return getData<WalletCryptoRate[]>(
    scope.fetch,
    scope.base,
    `/rest/v2/wallet/crypto-currencies/rates?currency=${encodeURIComponent(currency)}`,
  );
}
