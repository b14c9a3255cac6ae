import type { Page } from '@playwright/test';
import { newAccount } from './fixtures.js';
import { expect, test } from './outbox.js';
import { apiCall, registerOn } from './trade-journeys.js';

/**
 * Access by place (decision 041) in the browser. The journeys reach the server from 127.0.0.1, so a
 * deny rule for that range refuses every visitor of this server but staff: the journey runs on the
 * platform-wide server (playwright.config.ts) and removes its rule whatever happens.
 */
const LOOPBACK = '127.0.0.1/32';

/** Removes this journey's rule through the admin's own session, if it is still there. */
async function removeLoopbackRule(page: Page) {
  const answer = await apiCall(page, 'GET', '/rest/v1/admin/access-rules');
  const overview = answer.body.data as { rules?: { id: number; value: string }[] } | undefined;
  for (const rule of overview?.rules ?? []) {
    if (rule.value !== LOOPBACK) continue;
    await page.evaluate(async (id) => {
      const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const csrf = await fetch('/rest/v1/auth/csrf', { headers }).then((r) => r.json());
      await fetch(`/rest/v1/admin/access-rules/${id}`, {
        method: 'DELETE',
        headers: { ...headers, 'x-csrf-token': csrf.data.csrfToken },
      });
    }, rule.id);
  }
}

test('an admin refuses an IP range: a visitor there sees the blocked page on a phone, staff keep working; then let in again', async ({
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

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();

  try {
    await adminPage.goto('/admin/access-rules');
    await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(adminPage.getByText('No rules: every visitor is let in.')).toBeVisible();
    // A bad range is refused on its field, and nothing is saved.
    await adminPage.getByLabel('Type').selectOption('cidr');
    await adminPage.getByLabel('Action').selectOption('deny');
    await adminPage.getByLabel('Country code or IP range').fill('127.0.0.1/40');
    await adminPage.getByRole('button', { name: 'Add rule' }).click();
    await expect(adminPage.getByText('No rules: every visitor is let in.')).toBeVisible();
    await expect(adminPage.getByLabel('Country code or IP range')).toHaveAttribute('aria-invalid', 'true');

    await adminPage.getByLabel('Country code or IP range').fill(LOOPBACK);
    await adminPage.getByLabel('Note').fill('journey: the test machine');
    await adminPage.getByRole('button', { name: 'Add rule' }).click();
    await expect(adminPage.getByRole('button', { name: `Remove the rule for ${LOOPBACK}` })).toBeVisible();

    // The visitor from that range: the whole page says the service is not offered there.
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Not available in your region' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      visitor.getByText('contact support from a place where the service is offered'),
    ).toBeVisible();
    const refused = await visitor.evaluate(async () => {
      const response = await fetch('/rest/v2/countries?limit=1', { headers: { Accept: 'application/json' } });
      return { status: response.status, body: await response.json() };
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('ERROR_IP_BLOCKED');
    // Nothing overflows the phone's width.
    const overflow = await visitor.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Staff are never refused: the admin still works from the same address.
    await adminPage.reload();
    await expect(adminPage.getByRole('button', { name: `Remove the rule for ${LOOPBACK}` })).toBeVisible();
    await adminPage.getByRole('button', { name: `Remove the rule for ${LOOPBACK}` }).click();
    await expect(adminPage.getByText('No rules: every visitor is let in.')).toBeVisible();

    // Let in again (every node reloads its rules on the change).
    await expect
      .poll(
        async () => {
          await visitor.goto('/');
          return visitor.getByRole('heading', { name: 'Not available in your region' }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } finally {
    await removeLoopbackRule(adminPage);
    await visitorContext.close();
  }
});
