import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Confirms the review dialog of a trade start. Prices move each minute: when one moved between the
 * offer page and the confirmation, the dialog stays open with the new amounts and asks again (the
 * server refused the old quote), and a trader confirms once more; so does this helper.
 */
export async function confirmTradeStart(page: Page): Promise<void> {
  const review = page.getByRole('dialog', { name: 'Review the offer before you start' });
  await review.getByRole('button', { name: 'Start the trade' }).click();
  const moved = review.getByTestId('trade-start-price-moved');
  // Either the dialog closes (started, or refused for another reason) or it asks again.
  await expect(async () => {
    expect((await review.isHidden()) || (await moved.isVisible())).toBe(true);
  }).toPass({ timeout: 20_000 });
  if (await moved.isVisible()) await review.getByRole('button', { name: 'Start the trade' }).click();
}
