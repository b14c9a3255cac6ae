import type { Page, TestInfo } from '@playwright/test';
import { newAccount } from './fixtures.js';
import { expect, test } from './outbox.js';

const PHONE = { width: 390, height: 844 };

/** A full-page screenshot kept with the test's results, to look at the page at phone width. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a user who forgot the password resets it from the mailed link and signs in with the new one', async ({
  page,
  register,
  readLink,
}, testInfo) => {
  const account = await register();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.setViewportSize(PHONE);

  await page.goto('/login');
  await shot(page, testInfo, 'login-390');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await shot(page, testInfo, 'forgot-password-390');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();
  await shot(page, testInfo, 'forgot-password-sent-390');

  // The link of the mail, opened as the user would.
  const link = await readLink(account.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Recovered-pass-77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill('Something-else-77');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await shot(page, testInfo, 'reset-password-390');
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password was changed. Log in with your new password.', { exact: true }),
  ).toBeVisible();

  // The old password no longer works, the new one does.
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong username, e-mail or password')).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-99');
  await page.getByLabel('Repeat the new password').fill('Another-pass-99');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link is not valid, has expired or was already used' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // The pages speak the visitor's language.
  await page.goto('/ru/forgot-password');
  await expect(page.getByRole('heading', { name: 'Сброс пароля' })).toBeVisible();
  await shot(page, testInfo, 'forgot-password-ru-390');
});

test('a signed-in user changes the password and the e-mail address from the security page', async ({
  page,
  register,
  readLink,
}, testInfo) => {
  const account = await register();
  await page.setViewportSize(PHONE);
  await page.goto('/account/security');

  const passwordCard = page.getByRole('region', { name: 'Password' });
  await passwordCard.getByLabel('Current password').fill('Not-my-password-1');
  await passwordCard.getByLabel('New password', { exact: true }).fill('Fresh-password-55');
  await passwordCard.getByLabel('Repeat the new password').fill('Fresh-password-55');
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordCard.getByText('The current password is wrong')).toBeVisible();
  await passwordCard.getByLabel('Current password').fill(account.password);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. Your other sessions were signed out.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();

  const emailCard = page.getByRole('region', { name: 'E-mail address' });
  const newEmail = newAccount().email;
  await emailCard.getByLabel('New e-mail address').fill(newEmail);
  await emailCard.getByLabel('Your password').fill('Fresh-password-55');
  await emailCard.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(emailCard.getByText(`Change to ${newEmail} waiting for confirmation`)).toBeVisible();
  await shot(page, testInfo, 'security-credentials-390');

  // The registration address was never confirmed, so the new address's link alone completes it.
  await page.goto(await readLink(newEmail, '/email-change'));
  await expect(page.getByRole('heading', { name: 'Change of e-mail address' })).toBeVisible();
  await shot(page, testInfo, 'email-change-390');
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toContainText(
    `the e-mail address of your account is now ${newEmail}`,
  );

  await page.goto('/account/security');
  await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(newEmail);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, testInfo, 'security-credentials-desktop');
});
