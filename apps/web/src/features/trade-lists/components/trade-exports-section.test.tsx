import type { TradeExportReport } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { TradeExportsSection } from './trade-exports-section';

const LIST = 'GET /rest/v1/trade/history/exports';
const REQUEST = 'POST /rest/v1/trade/history/exports';
const METHODS = 'GET /rest/v2/payment-methods';

const method = (id: number, name: string, slug: string) => ({
  id,
  name,
  payment_method_group_id: 1,
  slug,
  originalName: name,
  buyOffersCount: 0,
  isBinCodeEnabled: false,
  icon_url: '',
});
const PAYMENT_METHODS = [method(7, 'Zelle', 'zelle'), method(3, 'Bank transfer', 'bank-transfer')];

function report(overrides: Partial<TradeExportReport>): TradeExportReport {
  return {
    id: '8d0f3a52-8d5e-4c7e-9a57-1f1d8c2e7a01',
    status: 'pending',
    format: 'csv',
    filters: {
      cryptoCurrencyCode: null,
      offerType: null,
      paymentMethodId: null,
      status: 'all',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      format: 'csv',
    },
    timezone: 'UTC',
    rowCount: null,
    fileName: null,
    fileSize: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    completedAt: null,
    expiresAt: null,
    canCancel: true,
    canDownload: false,
    ...overrides,
  };
}

const ready = report({
  id: '1c7e2f0a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  status: 'completed',
  format: 'pdf',
  rowCount: 12,
  fileName: 'trade-history-2026-05-01-2026-05-31.pdf',
  completedAt: '2026-06-01T08:01:00.000Z',
  expiresAt: '2026-06-04T08:01:00.000Z',
  canCancel: false,
  canDownload: true,
});

describe('trade exports section', { timeout: 15_000 }, () => {
  it('lists exports with their status, a download link for a ready one and cancel for a waiting one', async () => {
    const filtered = report({
      id: 'x',
      status: 'no_data',
      canCancel: false,
      filters: {
        ...report({}).filters,
        cryptoCurrencyCode: 'USDT',
        offerType: 'sell',
        paymentMethodId: 3,
        status: 'released',
      },
    });
    mockFetch({
      ...CSRF_ROUTE,
      [METHODS]: { body: { data: PAYMENT_METHODS } },
      [LIST]: { body: { data: [report({}), ready, filtered] } },
    });
    renderWithProviders(<TradeExportsSection />);
    const list = await screen.findByRole('list', { name: 'Your exports' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-status]')?.textContent)).toEqual([
      'Waiting',
      'Ready',
      'No trades in range',
    ]);
    const download = within(items[1]!).getByRole('link', { name: /Download the PDF export/ });
    expect(download.getAttribute('href')).toBe(`/rest/v1/trade/history/exports/${ready.id}/file`);
    expect(within(items[0]!).getByRole('button', { name: /Cancel the export/ })).toBeTruthy();
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    // The filters each job was asked with, the payment method by its name.
    expect(within(items[0]!).getByTestId('export-filters').textContent).toBe('All trades in the range');
    await waitFor(() =>
      expect(within(items[2]!).getByTestId('export-filters').textContent).toBe(
        'Filters: USDT · Selling · Bank transfer · Completed',
      ),
    );
  });

  it('refuses more than 31 days before asking, and shows the server refusal on its field', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [METHODS]: { body: { data: PAYMENT_METHODS } },
      [LIST]: { body: { data: [] } },
      [REQUEST]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid', {
        start_date: ['The start date is in the future'],
      }),
    });
    renderWithProviders(<TradeExportsSection />);
    const user = userEvent.setup();
    await screen.findByText('No exports yet.');
    const start = screen.getByLabelText('From');
    const end = screen.getByLabelText('To');
    await user.clear(start);
    await user.type(start, '2026-01-01');
    await user.clear(end);
    await user.type(end, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Prepare export' }));
    expect(await screen.findByText(/covers at most 31 days/)).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(REQUEST)).toHaveLength(0);

    await user.clear(end);
    await user.type(end, '2026-01-31');
    await user.selectOptions(screen.getByLabelText('Format'), 'xlsx');
    await user.click(screen.getByRole('button', { name: 'Prepare export' }));
    await waitFor(() => expect(requestsTo(REQUEST)).toHaveLength(1));
    expect(requestsTo(REQUEST)[0]!.body).toEqual({
      format: 'xlsx',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      status: 'all',
    });
    expect(await screen.findByText('The start date is in the future')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the chosen coin, side, payment method and status, and shows a refused filter on its field', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [METHODS]: { body: { data: PAYMENT_METHODS } },
      [LIST]: { body: { data: [] } },
      [REQUEST]: [
        apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid', { payment_method_id: ['A payment method id'] }),
        { status: 201, body: { data: report({}) } },
      ],
    });
    renderWithProviders(<TradeExportsSection />);
    const user = userEvent.setup();
    await screen.findByText('No exports yet.');
    const methodSelect = screen.getByLabelText('Payment method');
    // The methods come from the payment-method lookup, sorted by name.
    await waitFor(() =>
      expect([...methodSelect.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'All payment methods',
        'Bank transfer',
        'Zelle',
      ]),
    );
    await user.selectOptions(screen.getByLabelText('Coin'), 'BTC');
    await user.selectOptions(screen.getByLabelText('Side'), 'sell');
    await user.selectOptions(methodSelect, '7');
    await user.selectOptions(screen.getByLabelText('Status'), 'dispute_won');
    await user.click(screen.getByRole('button', { name: 'Prepare export' }));

    await waitFor(() => expect(requestsTo(REQUEST)).toHaveLength(1));
    expect(requestsTo(REQUEST)[0]!.body).toMatchObject({
      format: 'csv',
      crypto_currency_code: 'BTC',
      offer_type: 'sell',
      payment_method_id: 7,
      status: 'dispute_won',
    });
    expect(await screen.findByText('A payment method id')).toBeTruthy();
    expect(methodSelect.getAttribute('aria-invalid')).toBe('true');

    // Back to every coin and both sides: those filters are left out of the request.
    await user.selectOptions(screen.getByLabelText('Coin'), '');
    await user.selectOptions(screen.getByLabelText('Side'), 'all');
    await user.click(screen.getByRole('button', { name: 'Prepare export' }));
    await waitFor(() => expect(requestsTo(REQUEST)).toHaveLength(2));
    const second = requestsTo(REQUEST)[1]!.body as Record<string, unknown>;
    expect(second).toMatchObject({ payment_method_id: 7, status: 'dispute_won' });
    expect(second).not.toHaveProperty('crypto_currency_code');
    expect(second).not.toHaveProperty('offer_type');
  });
});
