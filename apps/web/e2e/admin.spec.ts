import { expect, test } from './fixtures.js';

// The e2e server runs on an in-memory database that the operator commands cannot reach, so no staff
// account exists here: these journeys cover what everyone else sees. The staff pages themselves are
// covered by the component tests in src/features/admin.
test('a signed-in user who is not staff gets no admin entry and a 403 page at /admin', async ({
  page,
  register,
}) => {
  const account = await register();

  await page.getByTestId('current-username').click();
  await expect(page.getByRole('menuitem', { name: 'Security' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('403')).toBeVisible();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
});

test('an anonymous visitor of the staff area is sent to the login page', async ({ page }) => {
  await page.goto('/admin/outbox');

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Foutbox$/);
});
