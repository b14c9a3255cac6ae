import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';

const SCREENSHOTS = 'test-results/converter';

/** `numerator / denominator` rounded half-up, for the expected values (never floats for money). */
const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (2n * numerator + denominator) / (2n * denominator);
const digits = (decimal: string, scale: number) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
};
const withDecimals = (value: bigint, scale: number) => {
  const text = value.toString().padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
};
/** BTC (up to 8 decimals) at a rate with 8 decimals → fiat with 2, half-up. */
const fiatFor = (btc: string, rate: string) =>
  withDecimals(divideHalfUp(digits(btc, 8) * digits(rate, 8), 10n ** 14n), 2);
/** Fiat (up to 2 decimals) at a rate → BTC with 8, half-up. */
const btcFor = (fiat: string, rate: string) =>
  withDecimals(divideHalfUp(digits(fiat, 2) * 10n ** 14n, digits(rate, 8)), 8);

/** The quoted rate and the two fields agree, read together (the rate refreshes every minute). */
async function expectConverted(rate: Locator, source: Locator, target: Locator, convert: typeof fiatFor) {
  await expect
    .poll(async () => {
      const quoted = (await rate.getAttribute('data-rate')) ?? '';
      return quoted ? (await target.inputValue()) === convert(await source.inputValue(), quoted) : false;
    })
    .toBe(true);
}

test('the converter converts both ways, changes currency and chart range', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Converter' }).click();
  await expect(page).toHaveURL(/\/calculator\/btc-to-usd$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin to USD converter');

  const rate = page.getByTestId('btc-rate');
  await expect(rate).toHaveAttribute('data-rate', /^\d+\.\d{8}$/);
  const usdRate = Number(await rate.getAttribute('data-rate'));
  expect(usdRate).toBeGreaterThan(80_000);
  expect(usdRate).toBeLessThan(110_000);

  const btc = page.getByLabel('Amount in bitcoin (BTC)');
  const dollars = page.getByLabel('Amount in US Dollar');
  // BTC → USD, typed key by key: the ninth decimal and the letter are refused.
  await btc.fill('');
  await btc.pressSequentially('0.123456789x');
  await expect(btc).toHaveValue('0.12345678');
  await expectConverted(rate, btc, dollars, fiatFor);

  // USD → BTC, with a comma for the decimal point.
  await dollars.fill('');
  await dollars.pressSequentially('2500,505');
  await expect(dollars).toHaveValue('2500.50');
  await expectConverted(rate, dollars, btc, btcFor);

  // Another currency from the searchable picker: the URL follows with the changed flag.
  await page.getByRole('button', { name: /^Currency USD/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('USDUS Dollar');
  await page.screenshot({ path: `${SCREENSHOTS}/picker.png` });
  await page.getByRole('combobox', { name: 'Search currencies' }).fill('naira');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['NGNNigerian Naira']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calculator\/btc-to-ngn\?currencyChanged=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin to NGN converter');
  const naira = page.getByLabel('Amount in Nigerian Naira');
  await expect(rate).toHaveAttribute('data-rate', /^\d{9,}\.\d{8}$/); // over 100 million naira
  await expectConverted(rate, btc, naira, fiatFor);

  // The chart: a month by default, a year on request.
  const chart = page.getByTestId('rate-chart');
  await expect(chart).toHaveAttribute('data-range', 'month');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Year' }).click();
  await expect(page.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAttribute('data-range', 'year');
  await expect(chart).toHaveAttribute('data-points', /^36[67]$/);
  await expect(page.getByText(/over the last 12 months\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Day' }).click();
  await expect(chart).toHaveAttribute('data-points', /^9[78]$/);
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(chart).toHaveAttribute('data-points', /^18[12]$/);
  await page.screenshot({ path: `${SCREENSHOTS}/desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot({ path: `${SCREENSHOTS}/desktop-dark.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/narrow.png`, fullPage: true });
});

test('the converter speaks the language of its URL prefix', async ({ page }) => {
  await page.goto('/es/calculator/btc-to-eur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversor de bitcoin a EUR');
  await expect(page.getByLabel('Importe en Euro')).toHaveValue(/^\d+\.\d{2}$/);
  await page.getByRole('button', { name: /^Moneda EUR/ }).click();
  await page.getByRole('combobox', { name: 'Buscar monedas' }).fill('libra');
  await page.getByRole('listbox').getByRole('option', { name: /GBP/ }).click();
  await expect(page).toHaveURL(/\/es\/calculator\/btc-to-gbp\?currencyChanged=1$/);
});
