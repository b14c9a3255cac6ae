import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Account } from './fixtures.js';
import { expect } from './outbox.js';

/** Journeys several specs share: an accessibility scan, a fresh phone number, reaching level L1. */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.1 A and AA violations axe-core finds in the page, as "rule (impact): help at target". */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the page's CSP refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes[0]?.target}`);
  });
}

/** A UK mobile number nobody else in this run has verified: +44 7400 xxxxxx. */
export function ukMobile() {
  const subscriber = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { national: `7400 ${subscriber}`, e164: `+447400${subscriber}` };
}

/** E-mail and phone confirmed with the codes from the outbox: level L1, which opens the wallet. */
export async function reachLevelL1(
  page: Page,
  account: Account,
  readCode: (recipient: string) => Promise<string>,
) {
  await page.goto('/account/verification');
  await page.getByLabel('Confirmation code').fill(await readCode(account.email));
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  // The page says so with the address, or (right after the code) without it; a toast may say it too.
  await expect(
    page
      .getByText(`Your e-mail address ${account.email} is confirmed.`)
      .or(page.getByText('Your e-mail address is confirmed.'))
      .first(),
  ).toBeVisible({ timeout: 10_000 });
  const phone = ukMobile();
  await page.getByLabel('Country calling code').selectOption('GB');
  await page.getByLabel('Phone number', { exact: true }).fill(phone.national);
  await page.getByLabel('Text message (SMS)').check();
  await page.getByLabel('I agree that my phone number is processed to verify my account.').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await readCode(phone.e164));
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByTestId('level-name')).toHaveText('Level L1');
}
