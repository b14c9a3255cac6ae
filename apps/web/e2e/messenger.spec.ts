import type { Page } from '@playwright/test';
import { expect, newAccount, test, type Account } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shots = process.env.MESSENGER_SHOTS_DIR;

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

async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

test('one user writes from the profile on a desktop, the other on a phone sees it live and answers', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const alice = await registerIn(page);
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const bobPage = await phone.newPage();
  const bob = await registerIn(bobPage);
  await bobPage.goto('/wallet');
  await expect(bobPage.getByTestId('messenger-icon')).toBeVisible();

  // Alice opens Bob's profile and writes: the chat opens over the page, its id in the query.
  await page.goto(`/user/${bob.username}`);
  await page.getByTestId('message-user').click();
  await expect(page).toHaveURL(/[?&]chat=[0-9a-f-]{36}/);
  const panel = page.getByTestId('messenger-panel');
  await expect(panel.getByTestId('messenger-partner')).toHaveText(bob.username);
  await panel.getByLabel('Write a message').fill('Hi Bob, are you selling today?');
  await panel.getByLabel('Write a message').press('Enter');
  await expect(panel.getByTestId('messenger-message')).toHaveText(/Hi Bob, are you selling today\?/);

  // Bob's header count grows live over /ws, without a reload.
  await expect(bobPage.getByTestId('messenger-unread')).toHaveText('1');
  await shot(bobPage, 'phone-header-unread');
  await bobPage.getByTestId('messenger-icon').click();
  await expect(bobPage.getByTestId('messenger-conversations')).toContainText(alice.username);
  await shot(bobPage, 'phone-list');
  await bobPage.getByTestId('messenger-conversations').getByText(alice.username).click();
  await expect(bobPage.getByTestId('messenger-message')).toHaveText(/are you selling today/);
  await expect(bobPage.getByTestId('messenger-unread')).toHaveCount(0);
  await bobPage.getByLabel('Write a message').fill('Yes, 0.01 BTC at market.');
  await bobPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bobPage.getByTestId('messenger-message')).toHaveCount(2);
  await expect(bobPage.getByLabel('Write a message')).toHaveValue('');
  await expect(bobPage.getByTestId('messenger-partner')).toBeInViewport();
  await shot(bobPage, 'phone-conversation');

  // Alice sees the answer live in the open panel, and Bob's read receipt.
  await expect(panel.getByTestId('messenger-message')).toHaveCount(2);
  await expect(panel.getByTestId('messenger-message').first()).toContainText('Read');
  // Alice has the answer in view: it is marked read and her header count goes back to none.
  await expect(page.getByTestId('messenger-unread')).toHaveCount(0);
  await shot(page, 'desktop-panel');

  // The panel is restored on another page, not on an account page, and closes on the close marker.
  await page.goto('/wallet');
  await expect(panel).toBeVisible();
  await page.goto('/account/settings');
  await expect(panel).toHaveCount(0);
  await page.goto('/wallet');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close the messenger' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page).not.toHaveURL(/chat/);
  await page.goto('/');
  await expect(panel).toHaveCount(0);

  // A chat id on a phone opens the messenger page instead of a panel.
  const chatId = new URL(bobPage.url()).pathname.split('/').pop()!;
  await bobPage.goto(`/wallet?chat=${chatId}`);
  await expect(bobPage).toHaveURL(new RegExp(`/messenger/${chatId}$`));
  await page.goto('/messenger');
  await expect(page.getByTestId('messenger-conversations')).toContainText(bob.username);
  await shot(page, 'desktop-page');
  await phone.close();
});
