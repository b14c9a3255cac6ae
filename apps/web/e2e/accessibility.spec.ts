import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; WCAG 2.1 A and AA rules. */
async function violations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the page's CSP refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
}

const summary = (found: AxeViolation[]) =>
  found.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes[0]?.target}`);

for (const path of ['/', '/login', '/register', '/es/register', '/no-such-page', '/calculator/btc-to-usd']) {
  test(`${path} has no WCAG A/AA violations in light and dark themes`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.getByRole('navigation').getByRole('link').first().waitFor();
    expect(summary(await violations(page))).toEqual([]);
    await page.getByRole('button', { name: /dark theme|tema oscuro/i }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(summary(await violations(page))).toEqual([]);
  });
}

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

test('the account pages and a public profile have no WCAG A/AA violations in light and dark themes', async ({
  page,
  register,
}) => {
  test.setTimeout(90_000);
  const account = await register();
  const paths = [
    '/account/settings',
    '/account/security',
    '/account/verification',
    '/account/contacts/trusted',
    `/user/${account.username}`,
  ];
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Wait for the data, so the check sees the forms rather than their skeletons.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[role="status"][aria-label="Loading…"]')).toHaveCount(0);
      expect(summary(await violations(page)), `${path} (${theme})`).toEqual([]);
    }
  }
});
