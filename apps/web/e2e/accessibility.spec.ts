import { expect, test } from './fixtures.js';

// Every page's axe check (light and dark, left to right and right to left) is in every-page.spec.ts.

test('the theme button switches the page to the dark theme and back', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the register form can be completed with the keyboard alone', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).focus();
  await page.keyboard.type(`kb_${Date.now().toString(36).slice(-6)}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`kb${Date.now()}@example.com`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard-pass-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
