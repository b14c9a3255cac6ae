import type { Page } from '@playwright/test';
import { expect, test } from './outbox.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 5/ });

test('a verified user creates an offer in the editor, then toggles and quick-edits it in my offers', async ({
  page,
  register,
  readCode,
}) => {
  test.setTimeout(90_000);
  const account = await register();
  await reachLevelL1(page, account, readCode);

  // The account menu leads to the editor.
  await page.getByTestId('current-username').click();
  await page.getByRole('menuitem', { name: 'Create offer' }).click();
  await expect(page).toHaveURL(/\/offer-manager\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an offer' })).toBeVisible();

  // Step 1: sell BTC for PayPal in USD; Next is refused until a payment method is chosen.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose a payment method')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search payment methods' }).fill('paypal');
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await expect(page.getByText('Chosen: PayPal')).toBeVisible();
  await page.getByLabel('Currency').selectOption('USD');
  await page.screenshot({ path: test.info().outputPath('editor-step-1.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a 2.5 % margin; the live price is the market price × 1.025.
  await expect(stepHeading(page)).toHaveText('Step 2 of 5: Price and amounts');
  await page.getByLabel('Margin (%)').fill('2.5');
  await expect(page.getByTestId('your-price')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  const market = await page.getByTestId('market-price').textContent();
  const yours = await page.getByTestId('your-price').textContent();
  const cents = (text: string | null) => BigInt((text ?? '').replace(/[$,.]/g, ''));
  // Half-up rounding of market × 1.025 in cents, within a cent of the displayed market price's rounding.
  const expected = (cents(market) * 1025n + 500n) / 1000n;
  expect(cents(yours) - expected).toBeGreaterThanOrEqual(-1n);
  expect(cents(yours) - expected).toBeLessThanOrEqual(1n);
  await page.getByLabel('Minimum (USD)').fill('50');
  await page.getByLabel('Maximum (USD)').fill('20');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The maximum must be at least the minimum')).toBeVisible();
  await page.getByLabel('Maximum (USD)').fill('500');
  await page.screenshot({ path: test.info().outputPath('editor-step-2.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: terms with a character counter.
  await expect(stepHeading(page)).toHaveText('Step 3 of 5: Terms');
  await page.getByLabel('Offer terms').fill('Friends and family payments only.');
  await expect(page.getByText('33 / 2500')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: requirements, then the review.
  await expect(stepHeading(page)).toHaveText('Step 4 of 5: Requirements');
  await page.getByLabel('Only partners with a verified ID').check();
  await page.screenshot({ path: test.info().outputPath('editor-step-4.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Step 5 of 5: Review');
  await page.screenshot({ path: test.info().outputPath('editor-review.png'), fullPage: true });
  await page.getByRole('button', { name: 'Publish offer' }).click();

  // My offers, sell tab: the new offer with its live price, limits and the switch on.
  await expect(page).toHaveURL(/\/dashboard\/my-offers\?myOffersTab=sell$/);
  await expect(page.getByRole('tab', { name: 'Sell offers (1)', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Buy offers (0)' })).toBeVisible();
  const row = page.locator('[data-testid^="my-offer-"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('heading')).toHaveText('Sell BTC for PayPal (USD)');
  await expect(row.getByTestId('offer-margin')).toHaveText('2.5 %');
  await expect(row.getByTestId('offer-limits')).toHaveText('$50.00 – $500.00');
  await expect(row.getByTestId('offer-price')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  const toggle = row.getByRole('switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: test.info().outputPath('my-offers.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Off, and it stays off after a reload; then on again.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row.getByText('Inactive')).toBeVisible();
  await page.reload();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  // On, yet not listed: a sell offer needs crypto in the wallet to cover its minimum.
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(row.getByTestId('offer-not-listed')).toContainText('does not hold enough crypto');

  // Quick edit: a margin the shared schema refuses, then 3 %.
  await row.getByRole('button', { name: /^Quick edit of offer/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick edit' });
  await dialog.getByLabel('Margin (%)').fill('2.555');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use at most two decimals')).toBeVisible();
  await dialog.getByLabel('Margin (%)').fill('3');
  await page.screenshot({ path: test.info().outputPath('quick-edit.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('offer-margin')).toHaveText('3 %');

  // Promote: the row says until when the promotion lasts, and the owner can end it early.
  await row.getByRole('button', { name: /^Promote offer/ }).click();
  const promote = page.getByRole('dialog', { name: 'Promote this offer' });
  await promote.getByLabel(/^Pin this offer to the top/).check();
  await promote.getByRole('button', { name: 'Continue' }).click();
  await promote.getByRole('button', { name: 'Promote' }).click();
  await expect(promote).toBeHidden();
  await expect(row.getByTestId('offer-promoted-until')).toContainText('Promoted until');
  await expect(page.getByTestId('promote-available')).toHaveText('2 promotions left.');
  await row.getByRole('button', { name: /^End the promotion of offer/ }).click();
  await expect(row.getByTestId('offer-promoted-until')).toBeHidden();
  await expect(page.getByTestId('promote-available')).toHaveText('3 promotions left.');

  // The edit link opens the full editor with the stored offer.
  await row.getByRole('link', { name: /^Edit offer/ }).click();
  await expect(page).toHaveURL(/\/offer-manager\/edit\/[^/?]+\?skipLite=true$/);
  await expect(page.getByText('Chosen: PayPal')).toBeVisible();

  // Narrow screens: nothing wider than the screen.
  await page.goto('/dashboard/my-offers');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[data-testid^="my-offer-"]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('my-offers-narrow.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
