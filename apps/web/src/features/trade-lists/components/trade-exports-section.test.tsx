import type { TradeExportReport } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { TradeExportsSection } from './trade-exports-section';

const LIST = 'GET /rest/v1/trade/history/exports';
const REQUEST = 'POST /rest/v1/trade/history/exports';

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
    mockFetch({
      ...CSRF_ROUTE,
      [LIST]: {
        body: { data: [report({}), ready, report({ id: 'x', status: 'no_data', canCancel: false })] },
      },
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
  });

  it('refuses more than 31 days before asking, and shows the server refusal on its field', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
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
    });
    expect(await screen.findByText('The start date is in the future')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBe('true');
  });
});
