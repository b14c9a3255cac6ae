import type { Page } from '@playwright/test';
import { expect, newAccount, test, type Account } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shots = process.env.SUPPORT_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

async function registerIn(page: Page): Promise<Account> {
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
  return account;
}

test('a user on a phone writes to support; staff on a desktop see it live, assign it and answer; the user sees the answer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Staff: a registered user given the moderator role through the test hook, on the inbox.
  await page.setViewportSize(DESKTOP);
  const staff = await registerIn(page);
  const role = await request.post('/internal/test/users/role', {
    data: { username: staff.username, role: 'moderator' },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const staffSocket = page.waitForEvent('websocket');
  await page.goto('/admin/support');
  await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  await staffSocket;

  // The user opens support from the account menu on a phone and writes.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const userPage = await phone.newPage();
  const user = await registerIn(userPage);
  await userPage.getByTestId('current-username').click();
  await userPage.getByRole('menuitem', { name: 'Contact support' }).click();
  await expect(userPage).toHaveURL(/\/support$/);
  await expect(userPage.getByRole('heading', { name: 'Support chat' })).toBeVisible();
  await userPage.getByLabel('Write to support…').fill('My deposit has not arrived after an hour.');
  await userPage.getByLabel('Write to support…').press('Enter');
  await expect(userPage.getByTestId('support-message')).toHaveText(/My deposit has not arrived/);
  await expect(userPage.getByLabel('Write to support…')).toHaveValue('');
  await expect(userPage.getByLabel('Write to support…')).toBeInViewport();
  await shot(userPage, 'phone-support-written');

  // The staff inbox shows it live, unread, without a reload.
  const item = page.getByTestId('support-inbox-item').filter({ hasText: user.username });
  await expect(item).toContainText('My deposit has not arrived');
  await expect(item.getByTestId('support-unread')).toHaveText('1');
  await shot(page, 'desktop-inbox');
  await item.click();
  await expect(page.getByTestId('support-message')).toHaveText(/My deposit has not arrived/);
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByLabel('Assigned to')).toHaveValue(staff.username);
  await page.getByLabel('Answer the user…').fill('We found it: it is credited now.');
  await page.getByLabel('Answer the user…').press('Enter');
  await expect(page.getByTestId('support-message')).toHaveCount(2);
  await shot(page, 'desktop-conversation');

  // The user sees the answer live, from "Support", never the staff member's name.
  const answer = userPage.getByTestId('support-message').nth(1);
  await expect(answer).toContainText('We found it: it is credited now.');
  await expect(answer.getByTestId('support-author')).toHaveText('Support');
  await expect(userPage.getByText(staff.username)).toHaveCount(0);
  await shot(userPage, 'phone-support-answered');

  // Back in the inbox the conversation is assigned to the staff member and read.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(item).toContainText(`Assigned to ${staff.username}`);
  await expect(item.getByTestId('support-unread')).toHaveCount(0);
  await phone.close();
});
