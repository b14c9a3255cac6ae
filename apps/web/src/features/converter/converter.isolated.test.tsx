import type { CalculatorCurrencies, CalculatorData, ChartRange, CryptoCode } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ConverterRoute } from './routes/converter';

// The canvas chart cannot draw in jsdom; the test checks what the page hands it.
const chartData = vi.hoisted(() => ({ calls: [] as { time: number; value: number }[][] }));
vi.mock('lightweight-charts', () => ({
  AreaSeries: {},
  ColorType: { Solid: 'solid' },
  createChart: () => ({
    addSeries: () => ({
      setData: (data: { time: number; value: number }[]) => chartData.calls.push(data),
      applyOptions: () => {},
    }),
    applyOptions: () => {},
    timeScale: () => ({ fitContent: () => {} }),
    remove: () => {},
  }),
}));

const CALCULATOR = 'GET /rest/v1/calculator';
const CURRENCIES = 'GET /rest/v1/calculator/currency';

const RATES: Record<string, { name: string; rate: string }> = {
  USD: { name: 'US Dollar', rate: '95000.12345678' },
  NGN: { name: 'Nigerian Naira', rate: '137750179.01281905' },
  EUR: { name: 'Euro', rate: '81890.10641975' },
  JPY: { name: 'Japanese Yen', rate: '15061234.56789012' },
};
const POINTS: Record<ChartRange, number> = { day: 97, week: 169, month: 181, year: 366 };
/** Other coins' rates: units of the currency per 1 USDT and per 1 ETH. */
const COIN_RATES: Record<string, Record<string, string>> = {
  USDT: { USD: '1.00010000', NGN: '1450.12345678', EUR: '0.86200000', JPY: '158.50000000' },
  ETH: { USD: '3200.50000000', NGN: '4621875.00001594', EUR: '2758.83100000', JPY: '507279.25000000' },
};

function calculatorAnswer(request: RecordedRequest) {
  const query = new URL(request.url, 'http://x').searchParams;
  const code = query.get('currency')!;
  const coin = (query.get('crypto_currency_code') ?? 'BTC') as CryptoCode;
  const range = (query.get('range') ?? 'month') as ChartRange;
  const entry = RATES[code];
  if (!entry)
    return apiError(400, 'ERROR_INPUT_VALIDATION', 'Unknown', { currency: ['Unknown fiat currency'] });
  const rate = coin === 'BTC' ? entry.rate : COIN_RATES[coin]![code]!;
  const data: CalculatorData = {
    fiatAmount: '0.00',
    btcAmount: '1.00000000',
    cryptoCurrencyCode: coin,
    cryptoAmount: '1',
    currency: { code, name: entry.name, btcRate: entry.rate, cryptoRate: rate },
    chartRange: range,
    chartPoints: Array.from({ length: POINTS[range] }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      rate: index === POINTS[range] - 1 ? rate : coin === 'BTC' ? '90000.00000000' : '1.00000000',
    })),
  };
  return {
    body: {
      data,
      meta: {
        updatedAt: '2026-01-08T12:00:00.000Z',
        stale: code === 'EUR',
        paused: code === 'EUR',
        source: 'simulated',
      },
    },
  };
}

const item = (code: string, name: string) => ({
  id: code.length,
  code,
  name,
  originalName: name,
  urlParam: code.toLowerCase(),
});
const LIST: CalculatorCurrencies = {
  popular: [item('USD', 'US Dollar'), item('NGN', 'Nigerian Naira')],
  currencies: [
    item('EUR', 'Euro'),
    item('GBP', 'Pound Sterling'),
    item('NGN', 'Nigerian Naira'),
    item('USD', 'US Dollar'),
  ],
  fastSearch: ['USD', 'NGN'],
};

function setup(path = '/calculator/btc-to-usd') {
  const fetch = mockFetch({ [CALCULATOR]: calculatorAnswer, [CURRENCIES]: { body: { data: LIST } } });
  const view = renderWithProviders(<div />, {
    path,
    routes: [
      { path: '/calculator/:pair', element: <ConverterRoute /> },
      { path: '/:locale/calculator/:pair', element: <ConverterRoute /> },
    ],
  });
  return { ...fetch, ...view, user: userEvent.setup() };
}

const cryptoInput = () => screen.getByLabelText('Amount in bitcoin (BTC)') as HTMLInputElement;
const fiatInput = (name: string) => screen.getByLabelText(`Amount in ${name}`) as HTMLInputElement;

beforeEach(() => {
  chartData.calls.length = 0;
});

describe('the converter page', () => {
  it('converts 1 BTC on arrival and both ways as the visitor types', async () => {
    const { user, requestsTo } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin to USD converter' })).toBeTruthy();
    await waitFor(() => expect(fiatInput('US Dollar').value).toBe('95000.12'));
    expect(cryptoInput().value).toBe('1');
    expect(screen.getByTestId('btc-rate').textContent).toBe('1 BTC = $95,000.12');
    expect(requestsTo(CALCULATOR)[0]!.url).toBe(
      '/rest/v1/calculator?crypto_currency_code=BTC&currency=USD&range=month&locale=en',
    );

    await user.clear(cryptoInput());
    await user.type(cryptoInput(), '0,5');
    expect(cryptoInput().value).toBe('0.5');
    expect(fiatInput('US Dollar').value).toBe('47500.06');

    await user.clear(fiatInput('US Dollar'));
    await user.type(fiatInput('US Dollar'), '100');
    expect(cryptoInput().value).toBe('0.00105263');

    // Clearing one side clears the other.
    await user.clear(fiatInput('US Dollar'));
    expect(cryptoInput().value).toBe('');
  });

  it('refuses keystrokes outside the amount pattern and beyond the decimals', async () => {
    const { user } = setup();
    await waitFor(() => expect(fiatInput('US Dollar').value).toBe('95000.12'));
    await user.clear(cryptoInput());
    await user.type(cryptoInput(), '0.123456789');
    expect(cryptoInput().value).toBe('0.12345678');
    await user.type(cryptoInput(), 'x-e.');
    expect(cryptoInput().value).toBe('0.12345678');

    await user.clear(fiatInput('US Dollar'));
    await user.type(fiatInput('US Dollar'), '12.345');
    expect(fiatInput('US Dollar').value).toBe('12.34');
    await user.type(fiatInput('US Dollar'), '{backspace}{backspace}{backspace}.5.');
    expect(fiatInput('US Dollar').value).toBe('12.5');
    expect(cryptoInput().value).toBe('0.00013158');
  });

  it('picks a currency from the search: the URL gains the new code and the changed flag, BTC carries over', async () => {
    const { user, router, requestsTo } = setup();
    await waitFor(() => expect(fiatInput('US Dollar').value).toBe('95000.12'));
    await user.clear(fiatInput('US Dollar'));
    await user.type(fiatInput('US Dollar'), '47500.06');
    expect(cryptoInput().value).toBe('0.49999998'); // 47500.06 / 95000.12345678, half-up

    await user.click(screen.getByRole('button', { name: /^Currency USD/ }));
    const search = await screen.findByRole('combobox', { name: 'Search currencies' });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USDUS Dollar', 'NGNNigerian Naira', 'EUREuro', 'GBPPound Sterling']);
    await user.type(search, 'nair');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['NGNNigerian Naira']);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator/btc-to-ngn'));
    expect(router.state.location.search).toBe('?currencyChanged=1');
    // The BTC amount is kept; the naira amount is computed from it (checked with Python's decimal).
    await waitFor(() => expect(fiatInput('Nigerian Naira').value).toBe('68875086.75'));
    expect(cryptoInput().value).toBe('0.49999998');
    expect(requestsTo(CALCULATOR).at(-1)!.url).toContain('currency=NGN');
  });

  it('moves through the list with the arrow keys and says when nothing matches', async () => {
    const { user, router } = setup();
    await screen.findByTestId('btc-rate');
    await user.click(await screen.findByRole('button', { name: /^Currency USD/ }));
    const search = await screen.findByRole('combobox');
    expect(search.getAttribute('aria-activedescendant')).toMatch(/option-USD$/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toMatch(/option-EUR$/);
    await user.type(search, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('No currency matches “zzz”.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(router.state.location.pathname).toBe('/calculator/btc-to-usd');
  });

  it('switches the chart range and draws its points', async () => {
    const { user, requestsTo } = setup();
    await waitFor(() => expect(chartData.calls.at(-1)).toHaveLength(181));
    const month = screen.getByRole('button', { name: 'Month' });
    expect(month.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Year' }));
    await waitFor(() => expect(chartData.calls.at(-1)).toHaveLength(366));
    expect(screen.getByRole('button', { name: 'Year' }).getAttribute('aria-pressed')).toBe('true');
    expect(requestsTo(CALCULATOR).at(-1)!.url).toContain('range=year');
    expect(chartData.calls.at(-1)!.at(-1)).toEqual({
      time: Date.UTC(2026, 0, 1) / 1000 + 365 * 3600,
      value: 95000.12345678,
    });
    expect(screen.getByTestId('rate-chart').dataset.range).toBe('year');
    // The text that stands in for the canvas: first 90,000 to last 95,000.12 is +5.56%.
    expect(screen.getByText('+5.56% over the last 12 months.')).toBeTruthy();
  });

  it('writes the rate and the chart summary in the currency’s own decimals: none for the yen', async () => {
    setup('/calculator/btc-to-jpy');
    await waitFor(() => expect(screen.getByTestId('btc-rate').textContent).toBe('1 BTC = ¥15,061,235'));
    expect(screen.getByTestId('btc-rate').dataset.rate).toBe('15061234.56789012');
    expect(
      await screen.findByText(
        'Bitcoin in Japanese Yen over the last 30 days: from ¥90,000 to ¥15,061,235, lowest ¥90,000, highest ¥15,061,235.',
      ),
    ).toBeTruthy();
  });

  it('warns when the rates are stale, and says margin-priced offers are paused', async () => {
    setup('/calculator/btc-to-eur');
    expect(await screen.findByText(/last known rate/)).toBeTruthy();
    expect(screen.getByText(/Offers priced from the market are paused/)).toBeTruthy();
  });

  it('says nothing of a pause while the rates are live', async () => {
    setup('/calculator/btc-to-ngn');
    await screen.findByTestId('btc-rate');
    expect(screen.queryByText(/last known rate/)).toBeNull();
    expect(screen.queryByText(/Offers priced from the market are paused/)).toBeNull();
  });

  it('speaks the locale of the URL prefix', async () => {
    const { requestsTo } = setup('/es/calculator/btc-to-ngn');
    await screen.findByTestId('btc-rate');
    expect(requestsTo(CALCULATOR)[0]!.url).toContain('locale=es');
    expect(requestsTo(CURRENCIES)[0]!.url).toBe('/rest/v1/calculator/currency?locale=es');
  });

  it('shows a not-found page for an unknown currency or a malformed pair', async () => {
    setup('/calculator/btc-to-xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such converter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Convert bitcoin to US dollars' }).getAttribute('href')).toBe(
      '/calculator/btc-to-usd',
    );
  });

  it('sends a malformed pair to the not-found page and an upper-case code to its lower-case URL', async () => {
    const first = setup('/calculator/xmr-to-usd');
    expect(await screen.findByText('“xmr-to-usd” is not a currency pair we convert.')).toBeTruthy();
    first.unmount();
    const { router } = setup('/calculator/btc-to-NGN?currencyChanged=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator/btc-to-ngn'));
    expect(router.state.location.search).toBe('?currencyChanged=1');
  });

  it('converts ether to euros at /calculator/eth-to-eur, the ETH chart and 9 decimals', async () => {
    const { user, requestsTo } = setup('/calculator/eth-to-eur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ethereum to EUR converter' })).toBeTruthy();
    await waitFor(() => expect(fiatInput('Euro').value).toBe('2758.83'));
    expect(screen.getByTestId('btc-rate').textContent).toBe('1 ETH = €2,758.83');
    expect(requestsTo(CALCULATOR)[0]!.url).toContain('crypto_currency_code=ETH&currency=EUR');
    expect(screen.getByRole('button', { name: 'ETH' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('ETH price in EUR')).toBeTruthy();
    expect(chartData.calls.at(-1)!.at(-1)!.value).toBe(2758.831);

    const ether = screen.getByLabelText('Amount in ether (ETH)') as HTMLInputElement;
    await user.clear(fiatInput('Euro'));
    await user.type(fiatInput('Euro'), '100');
    expect(ether.value).toBe('0.036247237'); // 100 / 2758.831, 9 decimals half-up
    await user.clear(ether);
    await user.type(ether, '0.1234567891');
    expect(ether.value).toBe('0.123456789');
  });

  it('converts tether to naira at /calculator/usdt-to-ngn in 6 decimals', async () => {
    const { user } = setup('/calculator/usdt-to-ngn');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tether (USDT) to NGN converter' }),
    ).toBeTruthy();
    await waitFor(() => expect(fiatInput('Nigerian Naira').value).toBe('1450.12'));
    expect(screen.getByText('Up to 6 decimal places')).toBeTruthy();
    const tether = screen.getByLabelText('Amount in tether (USDT)') as HTMLInputElement;
    await user.clear(tether);
    await user.type(tether, '250.1234567');
    expect(tether.value).toBe('250.123456');
    expect(fiatInput('Nigerian Naira').value).toBe('362709.89'); // 250.123456 × 1450.12345678
  });

  it('switches the coin, keeping the fiat currency and its amount, and the chart follows', async () => {
    const { user, router, requestsTo } = setup('/calculator/btc-to-ngn');
    await waitFor(() => expect(fiatInput('Nigerian Naira').value).toBe('137750179.01'));
    await user.click(screen.getByRole('button', { name: 'ETH' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator/eth-to-ngn'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ethereum to NGN converter' })).toBeTruthy();
    // The naira value of 1 BTC stays; the ether side is computed at the ETH rate.
    const ether = screen.getByLabelText('Amount in ether (ETH)') as HTMLInputElement;
    await waitFor(() => expect(ether.value).toBe('29.803960300'));
    expect(fiatInput('Nigerian Naira').value).toBe('137750179.01');
    expect(requestsTo(CALCULATOR).at(-1)!.url).toContain('crypto_currency_code=ETH&currency=NGN');
    await waitFor(() => expect(chartData.calls.at(-1)!.at(-1)!.value).toBe(4621875.00001594));

    await user.click(screen.getByRole('button', { name: 'USDT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator/usdt-to-ngn'));
    const tether = screen.getByLabelText('Amount in tether (USDT)') as HTMLInputElement;
    await waitFor(() => expect(tether.value).toBe('94992.035586'));
    expect(screen.getByRole('button', { name: 'USDT' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends an upper-case coin to its lower-case URL', async () => {
    const { router } = setup('/calculator/ETH-to-EUR');
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator/eth-to-eur'));
  });
});
