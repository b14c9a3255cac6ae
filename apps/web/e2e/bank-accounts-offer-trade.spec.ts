import { newAccount } from './fixtures.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, fundedVendor, registerOn } from './trade-journeys.js';

test('a vendor links a bank account to an offer, cannot delete it while in use, and shares it in a trade', async ({
  page: vendorPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const vendor = newAccount();
  const buyer = newAccount();

  // The vendor: level L1, 0.01 BTC, a US account in USD and a bank transfer sell offer in USD.
  await fundedVendor(vendorPage, request, vendor, readCode);
  const account = await apiCall(vendorPage, 'POST', '/rest/v1/bankaccounts', {
    fiat_currency_id: 144,
    country_id: 840,
    holder_name: 'Vera Vendor',
    routing_number: '021000021',
    account_number: '123456789',
  });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const created = await apiCall(vendorPage, 'POST', '/rest/v1/my-offers', {
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'bank-transfer',
    price_type: 'fixed',
    fixed_price: '50000',
    amount_type: 'min_max',
    range_min: '10',
    range_max: '200',
    offer_terms: 'Pay from an account in your own name.',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const offerHash = (created.body.data as { hash: string }).hash;

  // The editor's Terms step lists the vendor's USD accounts for a bank transfer offer; tick and save.
  await vendorPage.goto(`/offer-manager/edit/${offerHash}`);
  await expect(vendorPage.getByRole('heading', { level: 2, name: /^Step \d of 5/ })).toHaveText(
    'Step 1 of 5: Type and payment',
  );
  for (const step of ['Step 2 of 5: Price and amounts', 'Step 3 of 5: Terms']) {
    await vendorPage.getByRole('button', { name: 'Next' }).click();
    await expect(vendorPage.getByRole('heading', { level: 2, name: /^Step \d of 5/ })).toHaveText(step);
  }
  const section = vendorPage.getByRole('group', { name: 'Bank accounts' });
  await section.getByRole('checkbox', { name: /Vera Vendor · USD/ }).check();
  await expect(section.getByRole('link', { name: /Add a bank account/ })).toBeVisible();
  await vendorPage.screenshot({ path: '/tmp/h9-editor-bank-accounts.png', fullPage: true });
  expect(await accessibilityViolations(vendorPage)).toEqual([]);
  for (const step of ['Step 4 of 5: Requirements', 'Step 5 of 5: Review']) {
    await vendorPage.getByRole('button', { name: 'Next' }).click();
    await expect(vendorPage.getByRole('heading', { level: 2, name: /^Step \d of 5/ })).toHaveText(step);
  }
  await vendorPage.getByRole('button', { name: 'Save offer' }).click();
  await expect(vendorPage).toHaveURL(/\/dashboard\/my-offers/);
  const linked = vendorPage.getByRole('list', { name: `Bank accounts of offer ${offerHash}` });
  await expect(linked.getByText('Vera Vendor · JPMorgan Chase Bank')).toBeVisible();
  await vendorPage.screenshot({ path: '/tmp/h9-my-offers-bank-accounts.png', fullPage: true });

  // The account is what an enabled offer shows: deleting it is refused (422) with the deletion-error modal.
  await vendorPage.goto('/account/bank-accounts');
  await vendorPage.getByRole('button', { name: 'Delete the account of Vera Vendor' }).click();
  await vendorPage
    .getByRole('dialog', { name: 'Delete this bank account?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const refused = vendorPage.getByRole('alertdialog', { name: 'This bank account cannot be deleted' });
  await expect(refused).toContainText('One of your active offers uses it.');
  await vendorPage.screenshot({ path: '/tmp/h9-delete-refused.png' });
  await refused.getByRole('button', { name: 'Close' }).click();
  await expect(vendorPage.getByRole('listitem', { name: 'Vera Vendor' })).toBeVisible();

  // The offer page tells the buyer which accounts the vendor takes payment to (ids only).
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await registerOn(buyerPage, buyer);
  await reachLevelL1(buyerPage, buyer, readCode);
  const accountId = (account.body.data as { id: number }).id;
  const offerView = await apiCall(buyerPage, 'GET', `/rest/v1/offers/${offerHash}`);
  expect((offerView.body.data as { ownerBankAccountIds: number[] }).ownerBankAccountIds).toEqual([accountId]);

  // A trade started through the API; the seller shares the account from the chat.
  const started = await apiCall(buyerPage, 'POST', '/rest/v1/trade/start', {
    offerHash,
    fiatAmount: '50',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const tradeHash = (started.body.data as { tradeHash: string }).tradeHash;
  await buyerPage.goto(`/trade/${tradeHash}`);
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Waiting for payment');
  await vendorPage.goto(`/trade/${tradeHash}`);
  await expect(vendorPage.getByRole('heading', { level: 1 })).toHaveText(
    `Selling 0.001 BTC to ${buyer.username}`,
  );
  await vendorPage.getByRole('button', { name: 'Share a bank account' }).click();
  const share = vendorPage.getByRole('dialog', { name: 'Share a bank account' });
  await share.getByRole('radio', { name: /Vera Vendor · USD/ }).check();
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  // Sharing asks this browser for a fresh confirmation (decision 025): a code by e-mail, then it shares.
  const stepUp = vendorPage.getByRole('dialog', { name: 'Confirm it is you' });
  await stepUp.getByRole('radio', { name: /Code by e-mail/ }).check();
  await stepUp.getByRole('button', { name: 'Send code' }).click();
  await expect(stepUp.getByRole('status')).toContainText('We sent a code to');
  await stepUp.getByRole('textbox', { name: 'Code' }).fill(await readCode(vendor.email));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();
  await expect(share).toBeHidden();

  // The buyer's chat shows the account live, its numbers masked until the buyer confirms it is them.
  const shared = buyerPage.getByTestId('chat-messages').getByRole('article', { name: 'Bank account' });
  await expect(shared).toBeVisible({ timeout: 15_000 });
  await expect(shared).toContainText('Vera Vendor');
  await expect(shared).toContainText('JPMorgan Chase Bank');
  await expect(shared).toContainText('••••6789');
  await expect(shared).not.toContainText('123456789');
  await buyerPage.setViewportSize({ width: 390, height: 844 });
  await buyerPage.screenshot({ path: '/tmp/step-up-buyer-masked.png', fullPage: true });

  // The buyer is signed in on a second browser too and approves there (a push approval).
  const buyerOtherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyerOther = await buyerOtherContext.newPage();
  await buyerOther.goto('/login');
  await buyerOther.getByLabel('Username or e-mail').fill(buyer.username);
  await buyerOther.getByLabel('Password').fill(buyer.password);
  await buyerOther.getByRole('button', { name: 'Log in' }).click();
  await expect(buyerOther.getByRole('navigation').getByText(buyer.username)).toBeVisible();

  await shared.getByRole('button', { name: 'Show details' }).click();
  const buyerStepUp = buyerPage.getByRole('dialog', { name: 'Confirm it is you' });
  await buyerStepUp.getByRole('radio', { name: /Approve on another browser/ }).check();
  await buyerStepUp.getByRole('button', { name: 'Ask my other browser' }).click();
  await expect(buyerStepUp.getByRole('status')).toContainText('approve the request');
  await buyerPage.screenshot({ path: '/tmp/step-up-buyer-waiting.png' });

  // The other browser hears it over /ws and asks: approve or deny.
  const prompt = buyerOther.getByRole('alertdialog', { name: 'Is this you?' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt).toContainText(/Chrome .* asks to confirm it is you/);
  await expect(prompt).toContainText(`Trade ${tradeHash}`);
  await buyerOther.screenshot({ path: '/tmp/step-up-other-browser-prompt.png' });
  expect(await accessibilityViolations(buyerOther)).toEqual([]);
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(prompt).toBeHidden();

  // The asking browser is confirmed: the numbers show in full.
  await expect(buyerStepUp).toBeHidden({ timeout: 15_000 });
  await expect(shared).toContainText('021000021');
  await expect(shared).toContainText('123456789');
  await buyerOtherContext.close();
  await expect(vendorPage.getByTestId('chat-messages').getByText('Vera Vendor').first()).toBeVisible();
  await buyerPage.screenshot({ path: '/tmp/h9-buyer-shared-account.png', fullPage: true });
  await vendorPage.screenshot({ path: '/tmp/h9-vendor-shared-account.png', fullPage: true });
  expect(await accessibilityViolations(buyerPage)).toEqual([]);
  // The seller's own bubble is dark: the account card in it must stay readable too.
  expect(await accessibilityViolations(vendorPage)).toEqual([]);
  await buyerContext.close();
});
