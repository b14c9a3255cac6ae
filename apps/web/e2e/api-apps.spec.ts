import type { Page, TestInfo } from '@playwright/test';
import { expect, newAccount, test } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';

const PHONE = { width: 390, height: 844 };

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a developer creates a third-party app; a signed-out user signs in on the consent page, allows it, and the app gets tokens', async ({
  page,
  browser,
  register,
  request,
  baseURL,
}, testInfo) => {
  // The app's redirect URI: a page of this server (http on a loopback host is allowed), so the
  // browser can land there and the test can read the code.
  const CALLBACK = `${baseURL}/e2e-callback`;
  await page.setViewportSize(PHONE);
  await register();

  // The developer page, reached from the account navigation.
  await page.goto('/account/settings');
  await page.getByRole('link', { name: 'Developers' }).first().click();
  await expect(page.getByRole('heading', { name: 'API apps' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an app' }).click();
  await page.getByLabel('Name').fill('Trade tracker');
  await page.getByLabel('Third-party app').check();
  await page.getByLabel('Redirect URIs').fill(CALLBACK);
  await page.getByRole('button', { name: 'Create app' }).click();
  const secret = (await page.getByTestId('api-app-secret').textContent()) ?? '';
  expect(secret).toMatch(/^pxs_/);
  const card = page.getByRole('listitem', { name: 'Trade tracker' });
  const clientId = (await card.locator('code').first().textContent()) ?? '';
  expect(clientId).not.toBe('');
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot(page, testInfo, 'developers-phone');
  // The secret is not shown again.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Trade tracker' })).toBeVisible();
  await expect(page.getByTestId('api-app-secret')).toHaveCount(0);

  // Another user, signed out, follows the app's authorization link on a phone.
  const trader = newAccount();
  const traderContext = await browser.newContext({ viewport: PHONE });
  const phone = await traderContext.newPage();
  await phone.goto('/register');
  await phone.getByLabel('Username', { exact: true }).fill(trader.username);
  await phone.getByLabel('E-mail').fill(trader.email);
  await phone.getByLabel('Password').fill(trader.password);
  await phone.getByRole('button', { name: 'Create account' }).click();
  await expect(phone.getByRole('navigation').getByText(trader.username)).toBeVisible();
  // Leave the app first: signed out under a running page, its polling gets a 401 and sends the page
  // to the login form, which could abort the navigation below (seen once in CI).
  await phone.goto('about:blank');
  await traderContext.clearCookies();

  const authorize = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    scope: 'profile:read trades:read',
    state: 'state-42',
  });
  await phone.goto(`/oauth2/authorize?${authorize}`);
  await expect(phone).toHaveURL(/\/login\?/);
  await phone.getByLabel('Username or e-mail').fill(trader.username);
  await phone.getByLabel('Password').fill(trader.password);
  await phone.getByRole('button', { name: 'Log in' }).click();

  await expect(phone.getByRole('heading', { name: 'Trade tracker wants to use your account' })).toBeVisible();
  await expect(phone.getByText('Read your profile')).toBeVisible();
  await expect(phone.getByText('Read your trades')).toBeVisible();
  expect(await accessibilityViolations(phone)).toEqual([]);
  await shot(phone, testInfo, 'consent-phone');
  await phone.getByRole('button', { name: 'Allow' }).click();
  await phone.waitForURL(/e2e-callback\?/);
  const callback = new URL(phone.url());
  expect(callback.searchParams.get('state')).toBe('state-42');
  const code = callback.searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  // The app exchanges the code (client_secret_post, as @paxful/sdk-js does) and reads the profile.
  const tokens = await request.post('/oauth2/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: clientId,
      client_secret: secret,
    },
  });
  expect(tokens.status()).toBe(200);
  const { access_token: accessToken, refresh_token: refreshToken } = (await tokens.json()) as {
    access_token: string;
    refresh_token: string;
  };
  expect(refreshToken).toBeTruthy();
  const profile = await request.get('/oauth2/userinfo', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { nickname: string }).nickname).toBe(trader.username);

  // The trader sees the app among the apps they allowed and takes the access back.
  await phone.goto('/account/developers');
  const allowed = phone.getByRole('region', { name: 'Apps you allowed' });
  await expect(allowed.getByText('Trade tracker')).toBeVisible();
  await allowed.getByRole('button', { name: 'Remove access' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
  await expect(phone.getByText('Access removed', { exact: true })).toBeVisible();
  const after = await request.get('/oauth2/userinfo', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(after.status()).toBe(401);
  await traderContext.close();
});
