import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation').getByText(login)).toBeVisible();
}

test('signs out the other session from the sessions page, and that browser is signed out', async ({
  page,
  browser,
  register,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  const account = await register();

  // The same user on a phone: a second browser context with its own cookies.
  const phoneContext = await browser.newContext({ userAgent: IPHONE_UA, viewport: PHONE });
  const phone = await phoneContext.newPage();
  await logIn(phone, account.username, account.password);

  await page.goto('/account/security');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  const list = sessions.getByRole('list', { name: 'Active sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const current = list.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  const other = list.getByRole('listitem', { name: 'Safari 17 on iOS 17.4' });
  await expect(other).toContainText('127.0.0.x');
  await expect(other).toContainText(/Last active/);
  await sessions.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'sessions-phone');

  await other.getByRole('button', { name: 'Sign out: Safari 17 on iOS 17.4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
  await expect(dialog).toContainText('Safari 17 on iOS 17.4 will be signed out at once');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The session was signed out.', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('No other sessions are signed in.')).toBeVisible();

  // The phone is signed out: its next page asks it to log in.
  await phone.goto('/account/security');
  await expect(phone).toHaveURL(/\/login/);
  await expect(phone.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Active sessions' })).toBeVisible();

  // The login history lists both sign-ins (the registration is not a sign-in).
  await page.getByRole('link', { name: 'See the login history' }).click();
  await expect(page).toHaveURL(/\/account\/security\/login-history$/);
  const history = page.getByRole('list', { name: 'Login history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Signed in');
  await expect(history.getByRole('listitem').first()).toContainText('Safari 17 on iOS 17.4');
  await shot(page, testInfo, 'login-history-phone');
  await page.setViewportSize(DESKTOP);
  await shot(page, testInfo, 'login-history-desktop');
  await phoneContext.close();
});

test('signs out all other sessions at once', async ({ page, browser, register }, testInfo) => {
  // Three browsers sign in: slower than one journey on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const account = await register();
  const others = [await browser.newContext(), await browser.newContext({ userAgent: IPHONE_UA })];
  const otherPages = await Promise.all(others.map((context) => context.newPage()));
  for (const other of otherPages) await logIn(other, account.username, account.password);

  await page.goto('/account/security');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(3);
  await sessions.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'sessions-desktop');
  await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out all other sessions?' })
    .getByRole('button', { name: 'Sign out all other sessions' })
    .click();
  await expect(page.getByText('2 other sessions were signed out.', { exact: true })).toBeVisible();
  for (const other of otherPages) {
    await other.goto('/account/security');
    await expect(other).toHaveURL(/\/login/);
  }
  await Promise.all(others.map((context) => context.close()));
});

test('closes the account after the password, and it can no longer log in', async ({
  page,
  register,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const account = await register();
  await page.goto('/account/security');
  const card = page.getByRole('region', { name: 'Close account' });
  await card.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account for good?' });
  await dialog.getByLabel('Password').fill('Not-my-password-1');
  await dialog.getByRole('button', { name: 'Close account' }).click();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'close-dialog-phone');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Close account' }).click();
  await expect(
    page.getByText('Your account is closed. Thank you for trading with us.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  // The public profile says the account is closed; the username stays taken.
  await page.goto(`/user/${account.username}`);
  await expect(page.getByText('This account has been closed.')).toBeVisible();
  await shot(page, testInfo, 'closed-profile-phone');
});

test('the close button is off while a deposit or a balance remains, naming what blocks', async ({
  page,
  request,
  register,
}, testInfo) => {
  // The chain watcher runs every few seconds: waiting for it twice takes a while.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const account = await register();
  await page.goto('/account/security');
  const card = page.getByRole('region', { name: 'Close account' });
  // The first load can be slow on a busy machine.
  await expect(card.getByRole('button', { name: 'Close my account' })).toBeEnabled({ timeout: 15_000 });

  const chain = async (path: string, data: object) => {
    const answer = await request.post(`/internal/test/chain/${path}`, { data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  };
  // The card's text once its check has loaded (the button shows only then).
  const cardText = async () => {
    await page.reload();
    await card.getByRole('button', { name: 'Close my account' }).waitFor();
    return (await card.textContent()) ?? '';
  };
  await chain('deposit', { username: account.username, coin: 'BTC', amount: '0.01' });
  await expect
    .poll(cardText, { timeout: 30_000 })
    .toContain('An incoming deposit of 0.01000000 BTC is not confirmed yet.');
  await chain('mine', { coin: 'BTC', blocks: 1 });
  await expect
    .poll(cardText, { timeout: 30_000 })
    .toContain('0.01000000 BTC in your wallet: send it out first.');
  await expect(card.getByRole('alert')).toContainText('You cannot close your account yet:');
  await expect(card.getByRole('button', { name: 'Close my account' })).toBeDisabled();
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'close-blocked-phone');
});
