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

/** A CSRF token for `page`'s context (its cookie is set by the same call). */
async function csrfTokenOf(page: Page): Promise<string> {
  const answer = await page.request.get('/rest/v1/auth/csrf');
  return ((await answer.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

/**
 * Answers the first-visit guides for the signed-in user without a page load: the guided tours (first
 * offer, first trade) and the offer editor's one-time notice that follows the first-offer tour
 * (decisions 040 and 043), so that journeys about something else are not interrupted by them.
 */
async function answerFirstVisitGuides(page: Page): Promise<void> {
  const csrfToken = await csrfTokenOf(page);
  for (const tourName of ['first-offer', 'first-trade']) {
    const answer = await page.request.post('/rest/v1/users/tour/completed', {
      data: { tourName },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(answer.ok(), `tour ${tourName}: ${answer.status()}`).toBe(true);
  }
  // A demo account is shown no notices and may not answer them (its writes are limited, decision 044).
  const user = await page.request.get('/rest/v1/users/current_user');
  if (((await user.json()) as { data: { isDemoAccount?: boolean } }).data.isDemoAccount) return;
  const notice = await page.request.post('/rest/v1/users/notices/no_security_deposits', {
    data: { answer: 'seen' },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(notice.ok(), `no_security_deposits notice: ${notice.status()}`).toBe(true);
}

/**
 * Marks the first-visit guides seen (see answerFirstVisitGuides) and reloads the page.
 * mobile-money-tours.spec.ts registers without this to walk through a tour.
 */
export async function markToursSeen(page: Page): Promise<void> {
  await answerFirstVisitGuides(page);
  await page.reload();
}

/**
 * Registers `account` through the API in `page`'s context (its session cookie is the page's), answers
 * the first-visit guides and opens the home page signed in. The registration form itself is walked by
 * auth.spec.ts and accessibility.spec.ts; the other journeys start from a signed-in user.
 */
export async function registerThroughApi(page: Page, account: Account): Promise<void> {
  const answer = await page.request.post('/rest/v1/auth/register', {
    data: { username: account.username, email: account.email, password: account.password },
    headers: { 'x-csrf-token': await csrfTokenOf(page) },
  });
  expect(answer.ok(), `register ${account.username}: ${answer.status()} ${await answer.text()}`).toBe(true);
  await answerFirstVisitGuides(page);
  await page.goto('/');
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
 * Journeys shared by the specs: `register` signs a new user in (through the API: the form has its own
 * journeys). Every test also fails
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
      await registerThroughApi(page, account);
      await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
      return account;
    });
  },
});

export { expect };
