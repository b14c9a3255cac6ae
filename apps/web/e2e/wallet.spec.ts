import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './outbox.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';

/** A valid P2WPKH address of bitcoin's regtest network, the network of the simulated BTC chain. */
const REGTEST_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

/** The simulated chain, driven through the test-only hooks (E2E_TEST_HOOKS). */
async function chain(request: APIRequestContext, path: 'deposit' | 'mine', body: Record<string, unknown>) {
  const answer = await request.post(`/internal/test/chain/${path}`, { data: body });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
}

test('a verified user receives a simulated deposit, sees it arrive and sends part of it out', async ({
  page,
  request,
  register,
  readCode,
}) => {
  // Balances refresh every 10 s: a deposit is seen incoming, then credited, within two refreshes.
  test.setTimeout(120_000);
  const account = await register();
  await reachLevelL1(page, account, readCode);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Wallet' })
    .click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const btc = page.getByTestId('balance-BTC');
  await expect(btc.getByTestId('balance-BTC-available')).toHaveText('0.00 BTC');

  // The deposit address of BTC, with its QR code.
  const depositAddress = page.getByTestId('deposit-address');
  await expect(depositAddress).toHaveText(/^\S{20,}$/);
  const address = (await depositAddress.textContent()) ?? '';
  const qr = page.getByRole('img', { name: 'QR code of your BTC deposit address' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-value', address);
  expect((await qr.boundingBox())?.width).toBeGreaterThan(150);

  // A deposit is seen on the chain: incoming first, and credited once a block confirms it.
  await chain(request, 'deposit', { username: account.username, coin: 'BTC', amount: '0.5' });
  await expect(btc.getByTestId('balance-BTC-incoming')).toHaveText('0.50 BTC', { timeout: 15_000 });
  await expect(btc.getByTestId('balance-BTC-available')).toHaveText('0.00 BTC');
  await chain(request, 'mine', { coin: 'BTC', blocks: 1 });
  await expect(btc.getByTestId('balance-BTC-available')).toHaveText('0.50 BTC', { timeout: 15_000 });
  await expect(btc.getByTestId('balance-BTC-incoming')).toHaveText('0.00 BTC');
  const history = page.getByRole('table', { name: 'Wallet movements, newest first' });
  await expect(history.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('+0.50 BTC');
  await page.screenshot({ path: test.info().outputPath('desktop-funded.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Send 0.1 BTC out: the dialog shows amount, fee, total and address before anything is sent.
  const send = page.getByRole('form', { name: 'Send BTC' });
  await send.getByLabel('Recipient BTC address').fill(REGTEST_ADDRESS);
  await send.getByLabel('Amount (BTC)').fill('0.1');
  await send.getByRole('button', { name: 'Review send-out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the send-out' });
  await expect(dialog).toContainText('0.10 BTC');
  await expect(dialog).toContainText(REGTEST_ADDRESS);
  const total = dialog.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(total).toHaveText('0.1002 BTC');
  await page.screenshot({ path: test.info().outputPath('desktop-confirm.png') });
  await dialog.getByRole('button', { name: 'Send BTC' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Send-out of 0.10 BTC accepted.', { exact: false }).first()).toBeVisible();

  // Amount and fee leave the balance at once; the send-out shows in the history as pending or sent.
  await expect(btc.getByTestId('balance-BTC-available')).toHaveText('0.3998 BTC');
  const sendOutRow = history.getByRole('row').filter({ hasText: 'Send-out' });
  await expect(sendOutRow).toContainText('-0.1002 BTC');
  await expect(sendOutRow).toContainText(REGTEST_ADDRESS);
  // The status shows once: in its column on wide screens, under the amount on phones.
  await expect(sendOutRow.getByText(/^(Pending|Sending|Sent)$/).filter({ visible: true })).toBeVisible();

  // The offer bond: deposited from the available balance after a confirmation, then retrieved.
  const bonds = page.getByRole('region', { name: 'Offer bonds' });
  await bonds.getByRole('button', { name: 'Deposit bond for BTC' }).click();
  const bondDialog = page.getByRole('dialog', { name: 'Deposit the offer bond?' });
  await expect(bondDialog).toContainText('0.001 BTC moves from your available balance to the offer bond.');
  await bondDialog.getByRole('button', { name: 'Deposit bond' }).click();
  await expect(bonds.getByText('Bond in place')).toBeVisible();
  await expect(btc.getByTestId('balance-BTC-bond')).toHaveText('0.001 BTC');
  await expect(btc.getByTestId('balance-BTC-available')).toHaveText('0.3988 BTC');
  await bonds.getByRole('button', { name: 'Retrieve bonds' }).click();
  await page
    .getByRole('dialog', { name: 'Retrieve your offer bonds?' })
    .getByRole('button', { name: 'Retrieve bonds' })
    .click();
  await expect(btc.getByTestId('balance-BTC-bond')).toHaveText('0.00 BTC');
  await expect(btc.getByTestId('balance-BTC-available')).toHaveText('0.3998 BTC');

  // Narrow screens: the same page in one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('narrow.png'), fullPage: true });
  await send.screenshot({ path: test.info().outputPath('narrow-send.png') });
  await page
    .getByRole('region', { name: 'History' })
    .screenshot({ path: test.info().outputPath('narrow-history.png') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Dark theme.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot({ path: test.info().outputPath('desktop-dark.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);
});
