import { expect, newAccount, test } from './fixtures.js';

test('a visitor registers, sees their name in the navbar, logs out and logs back in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText(account.username)).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username or e-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();

  // The session survives a reload: it lives in the HttpOnly cookie, not in the page.
  await page.reload();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
});

test('a wrong password is shown on the password field', async ({ page, register }) => {
  const account = await register();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  const password = page.getByLabel('Password');
  await password.fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await password.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy!.split(' ')[0]}"]`)).toContainText(
    'Wrong username, e-mail or password',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a taken username is shown on the username field at registration', async ({ page, register }) => {
  const first = await register();
  await page.getByRole('button', { name: 'Log out' }).click();

  const second = newAccount();
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(first.username);
  await page.getByLabel('E-mail').fill(second.email);
  await page.getByLabel('Password').fill(second.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This username is already taken')).toBeVisible();
});

test('unknown pages show the 404 page and the dark theme is remembered', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);

  await page.goto('/');
  const html = page.locator('html');
  const wasDark = ((await html.getAttribute('class')) ?? '').includes('dark');
  await page.getByRole('button', { name: /dark theme/i }).click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
  await page.reload();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
});
