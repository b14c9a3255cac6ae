import { generate } from 'otplib';
import { ukMobile } from './journeys.js';
import { expect, test } from './outbox.js';

const TOTP_STEP_MS = 30_000;

test('a new user confirms e-mail and phone, reaches L1, turns on an authenticator app and logs in with it', async ({
  page,
  context,
  register,
  readCode,
}) => {
  // Two TOTP codes are used and a code counts once, so the test may wait for the next 30 s step.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await register();

  // A new account is asked to confirm its e-mail address.
  const emailBanner = page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address.' });
  await expect(emailBanner).toBeVisible();
  await emailBanner.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/account\/verification$/);
  await expect(page.getByTestId('level-name')).toHaveText('Level L0');

  // E-mail: the code mailed at registration.
  await page.getByLabel('Confirmation code').fill(await readCode(account.email));
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  const emailStep = page.getByRole('region', { name: 'E-mail verification' });
  await expect(emailStep.getByRole('status')).toContainText('Your e-mail address is confirmed.');
  // The server's redirect is this very page: no countdown to a redirect that would not move.
  await expect(emailStep.getByRole('status')).not.toContainText('Redirecting');
  await expect(emailBanner).toHaveCount(0);

  // Phone: a UK mobile number, code by SMS.
  const phone = ukMobile();
  await page.getByLabel('Country calling code').selectOption('GB');
  await page.getByLabel('Phone number', { exact: true }).fill(phone.national);
  await page.getByLabel('Text message (SMS)').check();
  await page.getByLabel('I agree that my phone number is processed to verify my account.').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${phone.e164} by text message.`).first()).toBeVisible();
  await page.getByLabel('Verification code').fill(await readCode(phone.e164));
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByText(`Your phone number ${phone.e164} is verified.`)).toBeVisible();

  // E-mail and phone make level L1.
  await expect(page.getByTestId('level-name')).toHaveText('Level L1');
  await expect(page.getByRole('row', { name: /L1 \(1\).*Your level/ })).toBeVisible();

  // Two-factor with an authenticator app: the test plays the app with the key shown on the page.
  await page
    .getByRole('navigation', { name: 'Account pages' })
    .getByRole('link', { name: 'Security' })
    .click();
  await page.getByLabel('Authenticator app').check();
  await page.getByRole('button', { name: 'Start setup' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const setupCode = await generate({ secret });
  await page.getByLabel('Code shown in the app').fill(setupCode);
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();

  // The backup codes are shown once: copy them, then confirm they are saved.
  const backupCodes = page.getByRole('list', { name: 'Backup codes' });
  await expect(backupCodes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByText('Copied to the clipboard.').first()).toBeVisible();
  await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
  await expect(backupCodes).toHaveCount(0);

  // Confirming the setup turns every switch on (the server's rule): the login switch is on.
  await expect(page.getByRole('switch', { name: 'Log in' })).toHaveAttribute('aria-checked', 'true');

  // Log out, then log in: the password is not enough any more.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const codeField = page.getByLabel('Two-factor code');
  await expect(codeField).toBeVisible();

  // A code is accepted once: if the step has not turned since the setup, wait for the next one.
  let loginCode = await generate({ secret });
  if (loginCode === setupCode) {
    await page.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500);
    loginCode = await generate({ secret });
  }
  await codeField.fill(loginCode);
  await page.getByRole('button', { name: 'Verify and log in' }).click();

  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
