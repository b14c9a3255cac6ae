import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { newOfferValues, valuesFromOriginalData } from '../../lib/editor-values';
import { buildBankAccount, buildMyOffer, EDITOR_REFERENCE_ROUTES } from '../../test/fixtures';
import { OfferEditor } from './offer-editor';

const HASH = 'abcDEF12345';
const CREATE = 'POST /rest/v1/my-offers';
const UPDATE = `PUT /rest/v1/my-offers/${HASH}`;
const LINK = `PUT /rest/v1/my-offers/${HASH}/bank-accounts`;
const ACCOUNTS = 'GET /rest/v1/bankaccounts';
const SAVED = { data: { hash: HASH, idHashed: HASH, offer: buildMyOffer() } };
const CHASE = buildBankAccount();
const WELLS = buildBankAccount({ id: 6, holderName: 'Jane Roe', bankName: 'Wells Fargo' });

function renderEditor(
  options: { hash?: string; initialBankAccountIds?: number[]; linkFails?: boolean } = {},
) {
  const mock = mockFetch({
    ...CSRF_ROUTE,
    ...EDITOR_REFERENCE_ROUTES,
    [CREATE]: { status: 201, body: SAVED },
    [UPDATE]: { body: SAVED },
    [ACCOUNTS]: { body: { data: [CHASE, WELLS] } },
    [LINK]: options.linkFails
      ? apiError(404, 'ERROR_NOT_FOUND', 'Bank account not found')
      : { body: { data: { offerHash: HASH, bankAccountIds: [5], bankAccounts: [CHASE] } } },
  });
  const onSaved = vi.fn();
  const initialValues = options.hash
    ? valuesFromOriginalData({
        ...newOfferValues(),
        payment_method_slug: 'bank-transfer',
        range_min: '50',
        range_max: '500',
        margin: '1',
      })
    : newOfferValues();
  renderWithProviders(
    <OfferEditor
      hash={options.hash}
      initialValues={initialValues}
      initialBankAccountIds={options.initialBankAccountIds}
      onSaved={onSaved}
    />,
  );
  return { ...mock, onSaved, user: userEvent.setup() };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

async function toTermsStep(user: ReturnType<typeof userEvent.setup>, method: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Search payment methods' }), method.slice(0, 3));
  await user.click(await screen.findByRole('radio', { name: method }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Price and amounts'));
  await user.type(screen.getByLabelText('Minimum (USD)'), '50');
  await user.type(screen.getByLabelText('Maximum (USD)'), '500');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepHeading()).toBe('Step 3 of 5: Terms'));
}

async function publish(user: ReturnType<typeof userEvent.setup>, label = 'Publish offer') {
  for (let step = 3; step <= 4; step += 1) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toMatch(new RegExp(`^Step ${step + 1} of 5`)));
  }
  await user.click(screen.getByRole('button', { name: label }));
}

describe('OfferEditor bank accounts', () => {
  it(
    'lets a bank transfer offer pick accounts in its currency and links them once published',
    { timeout: 20_000 },
    async () => {
      const { user, requestsTo, onSaved } = renderEditor();
      await toTermsStep(user, 'Bank transfer');
      const section = await screen.findByRole('group', { name: 'Bank accounts' });
      expect(section).toBeTruthy();
      await user.click(await screen.findByRole('checkbox', { name: /John Smith · USD/ }));
      expect(screen.getByRole('link', { name: /Add a bank account/ }).getAttribute('href')).toContain(
        '/account/bank-accounts/new',
      );
      const [list] = requestsTo(ACCOUNTS);
      expect(new URL(list!.url, 'http://x').searchParams.get('fiat_currency_id')).toBe('144');
      await publish(user);
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      expect(requestsTo(CREATE)).toHaveLength(1);
      expect(requestsTo(LINK).map((request) => request.body)).toEqual([{ bank_account_ids: [5] }]);
    },
  );

  it('shows no bank accounts for other methods and sends no link', async () => {
    const { user, requestsTo, onSaved } = renderEditor();
    await toTermsStep(user, 'PayPal');
    expect(screen.queryByRole('group', { name: 'Bank accounts' })).toBeNull();
    await publish(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requestsTo(LINK)).toHaveLength(0);
    expect(requestsTo(ACCOUNTS)).toHaveLength(0);
  });

  it('keeps the linked accounts of an edited offer ticked and saves only a change', async () => {
    const { user, requestsTo, onSaved } = renderEditor({ hash: HASH, initialBankAccountIds: [5] });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 3 of 5: Terms'));
    const chase = await screen.findByRole('checkbox', { name: /John Smith/ });
    expect((chase as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Jane Roe/ }));
    await publish(user, 'Save offer');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requestsTo(LINK).map((request) => request.body)).toEqual([{ bank_account_ids: [5, 6] }]);
  });

  it('still reports the offer saved when linking fails, with a message', { timeout: 20_000 }, async () => {
    const { user, onSaved } = renderEditor({ linkFails: true });
    await toTermsStep(user, 'Bank transfer');
    await user.click(await screen.findByRole('checkbox', { name: /John Smith/ }));
    await publish(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(toastsStore.get().map((toast) => [toast.type, toast.title])).toContainEqual([
      'error',
      'The offer is saved, but its bank accounts could not be saved. Open the editor to try again.',
    ]);
  });
});
