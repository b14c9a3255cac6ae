import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

export function newAccount(): Account {
  sequence += 1;
  const id = `${Date.now().toString(36).slice(-5)}${sequence}`;
  return { username: `e2e_${id}`, email: `e2e_${id}@example.com`, password: 'Browser-pass-42' };
}

/**
 * Marks the guided tours (first offer, first trade) and the offer editor's one-time notice as seen for
 * the signed-in user and reloads the page, so that journeys about something else are not interrupted
 * by them (decisions 040 and 043).
 * mobile-money-tours.spec.ts registers without this to walk through a tour.
 */
export async function markToursSeen(page: Page): Promise<void> {
  const csrf = await page.request.get('/rest/v1/auth/csrf');
  const { csrfToken } = ((await csrf.json()) as { data: { csrfToken: string } }).data;
  for (const tourName of ['first-offer', 'first-trade']) {
    const answer = await page.request.post('/rest/v1/users/tour/completed', {
      data: { tourName },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(answer.ok(), `tour ${tourName}: ${answer.status()}`).toBe(true);
  }
  // The one-time explanation on the offer editor follows the first-offer tour (decision 040).
  const notice = await page.request.post('/rest/v1/users/notices/no_security_deposits', {
    data: { answer: 'seen' },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(notice.ok(), `no_security_deposits notice: ${notice.status()}`).toBe(true);
  await page.reload();
}

/** What Chromium logs when the Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Refused to|Content Security Policy/i;

/** Collects the CSP violations every page of `context` reports in its console. */
function watchForCspViolations(context: BrowserContext, violations: string[]): void {
  context.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
  });
}

/**
 * Journeys shared by the specs: register and log in through the real forms. Every test also fails
 * when a page it opened (in its own context or one it made with `browser.newContext()`) broke the
 * server's Content-Security-Policy: the app must run whole under it.
 */
export const test = base.extend<{ register: () => Promise<Account>; cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      watchForCspViolations(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watchForCspViolations(created, violations);
        return created;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  register: async ({ page }, use) => {
    await use(async () => {
      const account = newAccount();
      await page.goto('/register');
      await page.getByLabel('Username', { exact: true }).fill(account.username);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
      await markToursSeen(page);
      await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
      return account;
    });
  },
});

export { expect };
