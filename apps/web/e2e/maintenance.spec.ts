import type { Page } from '@playwright/test';
import { newAccount } from './fixtures.js';
import { expect, test } from './outbox.js';
import { registerOn } from './trade-journeys.js';

/** A `datetime-local` value `hours` from now, in the browser's (and this process's) time zone. */
function localInHours(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Switches maintenance off from the admin's page, whatever state the test left (a failed run too). */
async function switchOffQuietly(page: Page) {
  await page.evaluate(async () => {
    const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const csrf = await fetch('/rest/v1/auth/csrf', { headers }).then((r) => r.json());
    await fetch('/rest/v1/admin/platform/maintenance', {
      method: 'DELETE',
      headers: { ...headers, 'x-csrf-token': csrf.data.csrfToken },
    });
  });
}

test('an admin switches maintenance on: a user sees the notice, staff keep working; then off', async ({
  page: adminPage,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = newAccount();
  await registerOn(adminPage, admin);
  const role = await request.post('/internal/test/users/role', {
    data: { username: admin.username, role: 'admin' },
  });
  expect(role.ok(), await role.text()).toBe(true);

  const userContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const userPage = await userContext.newPage();
  await registerOn(userPage, newAccount());

  try {
    await adminPage.goto('/admin/platform');
    await expect(adminPage.getByTestId('maintenance-state')).toHaveText('Maintenance is off.');
    await adminPage.getByLabel('Expected end').first().fill(localInHours(2));
    await adminPage.getByLabel('Message to users').first().fill('Database upgrade');
    await adminPage.getByRole('button', { name: 'Switch maintenance on' }).click();
    await expect(adminPage.getByText('Maintenance is on.').first()).toBeVisible();
    await expect(adminPage.getByTestId('maintenance-state')).toContainText('Users see the maintenance page');

    // The user: the whole page is the maintenance notice, with the expected end.
    await userPage.goto('/wallet');
    const notice = userPage.getByTestId('maintenance-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'We are down for maintenance' })).toBeVisible();
    await expect(notice).toContainText('Database upgrade');
    await expect(notice).toContainText('Expected back:');
    const refused = await userPage.evaluate(async () => {
      const response = await fetch('/rest/v2/wallet/balances', { headers: { Accept: 'application/json' } });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.json(),
      };
    });
    expect(refused).toMatchObject({ status: 503, body: { error: { code: 'ERROR_MAINTENANCE' } } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(60);

    // Staff keep working: the admin's wallet page loads its balances.
    await adminPage.goto('/wallet');
    await expect(adminPage.getByTestId('maintenance-notice')).toHaveCount(0);
    await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
    const staffCall = await adminPage.evaluate(
      async () =>
        (await fetch('/rest/v2/wallet/balances', { headers: { Accept: 'application/json' } })).status,
    );
    expect(staffCall).toBe(200);

    await adminPage.goto('/admin/platform');
    await adminPage.getByRole('button', { name: 'Switch maintenance off' }).click();
    await expect(adminPage.getByTestId('maintenance-state')).toHaveText('Maintenance is off.');

    await userPage.reload();
    await expect(userPage.getByTestId('maintenance-notice')).toHaveCount(0);
    await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await switchOffQuietly(adminPage);
    await userContext.close();
  }
});
