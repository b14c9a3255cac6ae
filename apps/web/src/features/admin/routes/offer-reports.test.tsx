import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { offerReportSchema, type OfferReport } from '@p2p/shared';
import { OfferReportsRoute } from './offer-reports';

const QUEUE = 'GET /rest/v1/admin/offer-reports';
const decisionKey = (id: number) => `PUT /rest/v1/admin/offer-reports/${id}`;
const featuredKey = (hash: string) => `PUT /rest/v1/admin/offers/${hash}/featured`;

/** A report parsed through the queue's schema, so drift in the contract shows. */
const report = (overrides: Partial<OfferReport> = {}): OfferReport =>
  offerReportSchema.parse({
    id: 11,
    offerHash: 'aB3dE5fG7hJ',
    offerType: 'sell',
    offerIsBlocked: false,
    offerIsFeatured: false,
    ownerUsername: 'vendor_vic',
    reporterUsername: 'alice',
    reason: 'scam',
    message: 'Asks for payment before the trade starts.',
    status: 'open',
    createdAt: '2025-05-01T10:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    ...overrides,
  });

const second = () =>
  report({
    id: 12,
    offerHash: 'kL9mN2pQ4rS',
    ownerUsername: 'trader_tom',
    reporterUsername: 'bob',
    reason: 'wrong_price',
    message: '',
    offerIsFeatured: true,
  });

const queuePage = (reports: OfferReport[], { page = 1, total = reports.length, lastPage = 1 } = {}) => ({
  body: { data: reports, meta: { total, currentPage: page, perPage: 10, lastPage } },
});

/**
 * The page over a small in-memory queue: a decision closes its report and a featured toggle changes
 * every report of the offer, as on the server; `extra` replaces answers.
 */
function renderReports(path = '/admin/offer-reports', extra: Parameters<typeof mockFetch>[0] = {}) {
  let reports = [report(), second()];
  const mock = mockFetch({
    ...CSRF_ROUTE,
    [QUEUE]: () => queuePage(reports.filter((r) => r.status === 'open')),
    [decisionKey(11)]: (request: RecordedRequest) => decide(11, request),
    [decisionKey(12)]: (request: RecordedRequest) => decide(12, request),
    [featuredKey('aB3dE5fG7hJ')]: (request: RecordedRequest) => feature('aB3dE5fG7hJ', request),
    [featuredKey('kL9mN2pQ4rS')]: (request: RecordedRequest) => feature('kL9mN2pQ4rS', request),
    ...extra,
  });
  function decide(id: number, request: RecordedRequest) {
    const body = request.body as { status: 'dismissed' | 'actioned'; block_offer?: boolean };
    const target = reports.find((r) => r.id === id) as OfferReport;
    reports = reports.map((r) => (r.id === id ? { ...r, status: body.status } : r));
    return {
      body: {
        data: {
          id,
          status: body.status,
          offerHash: target.offerHash,
          offerBlocked: body.block_offer === true,
        },
      },
    };
  }
  function feature(hash: string, request: RecordedRequest) {
    const { featured } = request.body as { featured: boolean };
    reports = reports.map((r) => (r.offerHash === hash ? { ...r, offerIsFeatured: featured } : r));
    return { body: { data: { offerHash: hash, isFeatured: featured } } };
  }
  const view = renderWithProviders(<OfferReportsRoute />, { path });
  return { ...mock, ...view, user: userEvent.setup() };
}

const rowOf = (hash: string) => screen.getByRole('link', { name: hash }).closest('tr') as HTMLElement;
const toasts = () => toastsStore.get().map((toast) => [toast.type, toast.title]);

describe('offer reports', () => {
  it('lists the open reports with the offer link, owner, reporter, reason, message and date', async () => {
    const { requestsTo } = renderReports();

    await screen.findByRole('link', { name: 'aB3dE5fG7hJ' });
    expect(requestsTo(QUEUE)[0]?.url).toBe('/rest/v1/admin/offer-reports?status=open&page=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Offer reports' })).toBeTruthy();

    const first = rowOf('aB3dE5fG7hJ');
    expect(within(first).getByRole('link', { name: 'aB3dE5fG7hJ' }).getAttribute('href')).toBe(
      '/offer/aB3dE5fG7hJ',
    );
    expect(within(first).getByText('vendor_vic')).toBeTruthy();
    expect(within(first).getByText('alice')).toBeTruthy();
    expect(within(first).getByText('Looks like a scam')).toBeTruthy();
    expect(within(first).getByText('Asks for payment before the trade starts.')).toBeTruthy();
    expect(within(first).getByText(formatDateTime('2025-05-01T10:00:00.000Z', 'en'))).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Feature offer aB3dE5fG7hJ' })).toBeTruthy();

    const other = rowOf('kL9mN2pQ4rS');
    expect(within(other).getByText('Wrong price')).toBeTruthy();
    expect(within(other).getByText('No message')).toBeTruthy();
    expect(within(other).getByText('Featured')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Unfeature offer kL9mN2pQ4rS' })).toBeTruthy();
    expect(screen.getByText('Open reports: 2')).toBeTruthy();
  });

  it('says when no report is open', async () => {
    renderReports('/admin/offer-reports', { [QUEUE]: queuePage([]) });
    expect(await screen.findByText('No open offer reports.')).toBeTruthy();
  });

  it('dismisses a report and refreshes the list', async () => {
    const { user, requestsTo } = renderReports();
    await screen.findByRole('link', { name: 'aB3dE5fG7hJ' });

    await user.click(
      screen.getByRole('button', { name: 'Dismiss the report of alice on offer aB3dE5fG7hJ' }),
    );

    await waitFor(() => expect(screen.queryByRole('link', { name: 'aB3dE5fG7hJ' })).toBeNull());
    expect(requestsTo(decisionKey(11)).map((r) => r.body)).toEqual([{ status: 'dismissed' }]);
    expect(requestsTo(QUEUE).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'kL9mN2pQ4rS' })).toBeTruthy();
    expect(toasts()).toContainEqual(['success', 'The report on offer aB3dE5fG7hJ is dismissed.']);
  });

  it('blocks the offer only after a confirmation, acting on the report', async () => {
    const { user, requestsTo } = renderReports();
    await screen.findByRole('link', { name: 'aB3dE5fG7hJ' });

    await user.click(screen.getByRole('button', { name: 'Block offer aB3dE5fG7hJ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this offer?' });
    expect(within(dialog).getByText(/Offer aB3dE5fG7hJ of vendor_vic is blocked/)).toBeTruthy();
    expect(requestsTo(decisionKey(11))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(decisionKey(11))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block offer aB3dE5fG7hJ' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block this offer?' })).getByRole('button', {
        name: 'Block offer',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('link', { name: 'aB3dE5fG7hJ' })).toBeNull());
    expect(requestsTo(decisionKey(11)).map((r) => r.body)).toEqual([
      { status: 'actioned', block_offer: true },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toContainEqual(['success', 'Offer aB3dE5fG7hJ is blocked.']);
  });

  it('features and unfeatures the reported offer', async () => {
    const { user, requestsTo } = renderReports();
    await screen.findByRole('link', { name: 'aB3dE5fG7hJ' });

    await user.click(screen.getByRole('button', { name: 'Feature offer aB3dE5fG7hJ' }));
    expect(await screen.findByRole('button', { name: 'Unfeature offer aB3dE5fG7hJ' })).toBeTruthy();
    expect(within(rowOf('aB3dE5fG7hJ')).getByText('Featured')).toBeTruthy();
    expect(requestsTo(featuredKey('aB3dE5fG7hJ')).map((r) => r.body)).toEqual([{ featured: true }]);
    expect(toasts()).toContainEqual(['success', 'Offer aB3dE5fG7hJ is featured.']);

    await user.click(screen.getByRole('button', { name: 'Unfeature offer kL9mN2pQ4rS' }));
    expect(await screen.findByRole('button', { name: 'Feature offer kL9mN2pQ4rS' })).toBeTruthy();
    expect(requestsTo(featuredKey('kL9mN2pQ4rS')).map((r) => r.body)).toEqual([{ featured: false }]);
    expect(within(rowOf('kL9mN2pQ4rS')).queryByText('Featured')).toBeNull();
  });

  it("shows the server's message when a decision fails and keeps the report listed", async () => {
    const { user } = renderReports('/admin/offer-reports', {
      [decisionKey(11)]: apiError(409, 'ERROR_CONFLICT', 'This report is already resolved.'),
      [featuredKey('kL9mN2pQ4rS')]: apiError(500, 'ERROR_INTERNAL', 'boom'),
    });
    await screen.findByRole('link', { name: 'aB3dE5fG7hJ' });

    await user.click(
      screen.getByRole('button', { name: 'Dismiss the report of alice on offer aB3dE5fG7hJ' }),
    );
    await waitFor(() => expect(toasts()).toContainEqual(['error', 'This report is already resolved.']));
    expect(screen.getByRole('link', { name: 'aB3dE5fG7hJ' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unfeature offer kL9mN2pQ4rS' }));
    await waitFor(() => expect(toasts().filter(([type]) => type === 'error')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Unfeature offer kL9mN2pQ4rS' })).toBeTruthy();
  });

  it('shows an error with a retry when the queue cannot load', async () => {
    renderReports('/admin/offer-reports', { [QUEUE]: apiError(500, 'ERROR_INTERNAL', 'boom') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the queue by the address', async () => {
    const { user, router, requestsTo } = renderReports('/admin/offer-reports', {
      [QUEUE]: (request: RecordedRequest) => {
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        return page === 2
          ? queuePage([second()], { page: 2, total: 11, lastPage: 2 })
          : queuePage([report()], { page: 1, total: 11, lastPage: 2 });
      },
    });
    await screen.findByRole('link', { name: 'aB3dE5fG7hJ' });

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'kL9mN2pQ4rS' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo(QUEUE).at(-1)?.url).toBe('/rest/v1/admin/offer-reports?status=open&page=2');
  });
});
