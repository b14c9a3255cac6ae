import { newAccount } from './fixtures.js';
import { expect, test } from './outbox.js';
import { btcBalance, fundedVendor, registerOn, sats } from './trade-journeys.js';

test('an admin tops up USDT liquidity and a verified user converts BTC to USDT at a quoted rate', async ({
  page: adminPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(180_000);
  const admin = newAccount();
  await registerOn(adminPage, admin);
  const role = await request.post('/internal/test/users/role', {
    data: { username: admin.username, role: 'admin' },
  });
  expect(role.ok(), await role.text()).toBe(true);
  await adminPage.goto('/admin/swap-liquidity');
  await adminPage.getByLabel('Coin').selectOption('USDT');
  await adminPage.getByLabel('Amount').fill('5000');
  await adminPage.getByRole('button', { name: 'Top up' }).click();
  await expect(adminPage.getByText('Liquidity topped up').first()).toBeVisible();
  const usdtRow = adminPage.getByRole('row').filter({ hasText: 'USDT' });
  await expect(usdtRow).toContainText('5000.000000');

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const user = newAccount();
  await fundedVendor(userPage, request, user, readCode);
  await userPage.goto('/convert');
  await expect(userPage.getByTestId('swap-limits')).toContainText('USD per swap and per 24 hours');
  await userPage.getByLabel('You give').selectOption('BTC');
  await userPage.getByLabel('You get').selectOption('USDT');
  await userPage.getByLabel('Amount').fill('0.002');
  await userPage.getByRole('button', { name: 'Get a quote' }).click();
  const quote = userPage.getByTestId('swap-quote');
  await expect(quote).toContainText('0.00200000 BTC →');
  await expect(quote.getByRole('timer')).toContainText(/Holds for \d+ s/);
  const gets = /→ ([\d.]+) USDT/.exec((await quote.textContent()) ?? '')?.[1];
  expect(Number(gets)).toBeGreaterThan(0);

  await quote.getByRole('button', { name: 'Convert now' }).click();
  const dialog = userPage.getByRole('dialog', { name: 'Convert 0.00200000 BTC?' });
  await expect(dialog).toContainText(`You will receive ${gets} USDT.`);
  await dialog.getByRole('button', { name: 'Convert now' }).click();
  await expect(userPage.getByText(`Converted 0.00200000 BTC to ${gets} USDT`).first()).toBeVisible();
  const history = userPage.getByRole('region', { name: 'Recent swaps' });
  await expect(history).toContainText(`${gets} USDT`);
  expect(sats((await btcBalance(userPage)).available)).toBe(800_000n);

  // The operator sees the USDT paid out of the liquidity.
  const left = 5_000_000_000n - BigInt(gets!.replace('.', ''));
  await adminPage.reload();
  await expect(usdtRow.getByRole('cell').nth(1)).toHaveText(
    `${left / 1_000_000n}.${(left % 1_000_000n).toString().padStart(6, '0')}`,
  );
  await expect(usdtRow.getByRole('cell').nth(2)).toHaveText('5000.000000');

  // The operator takes 1000 USDT back into the operator's capital.
  await adminPage.getByLabel('Coin').selectOption('USDT');
  await adminPage.getByLabel('Amount').fill('1000');
  await adminPage.getByRole('button', { name: 'Take back' }).click();
  await expect(adminPage.getByText('Liquidity taken back').first()).toBeVisible();
  await expect(usdtRow.getByRole('cell').nth(2)).toHaveText('4000.000000');
  await userContext.close();
});
