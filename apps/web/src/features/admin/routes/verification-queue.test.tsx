import { reviewRequestSchema, type ReviewRequestView } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { VerificationQueueRoute } from './verification-queue';
import { VerificationRequestRoute } from './verification-request';

const REQUEST_ID = '6f1c2b9e-8a4d-4c3b-9f0e-2d7a1b5c4e3f';
const FILE_ID = '0b6c5d4e-3f2a-4b1c-8d9e-7f6a5b4c3d2e';
const QUEUE = 'GET /rest/v1/admin/verification-requests';
const DETAIL = `GET /rest/v1/admin/verification-requests/${REQUEST_ID}`;
const APPROVE = `POST /rest/v1/admin/verification-requests/${REQUEST_ID}/approve`;
const REJECT = `POST /rest/v1/admin/verification-requests/${REQUEST_ID}/reject`;

/** A pending ID request of bob's with one scanned page; parsed so drift in the contract shows. */
function idRequest(overrides: Partial<ReviewRequestView> = {}): ReviewRequestView {
  return reviewRequestSchema.parse({
    id: REQUEST_ID,
    kind: 'id',
    status: 'pending',
    data: {
      issueCountryIso3: 'GBR',
      documentType: 'passport',
      firstNameOriginal: 'Robert',
      middleNameOriginal: null,
      lastNameOriginal: 'Smith',
      documentNumber: '123456789',
    },
    rejectReason: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    reviewedAt: null,
    files: [
      { id: FILE_ID, contentType: 'image/png', sizeBytes: 150_000, createdAt: '2025-05-01T10:01:00.000Z' },
    ],
    user: { id: 7, username: 'bob', level: 'L1' },
    reviewedBy: null,
    ...overrides,
  });
}

const queuePage = (requests: ReviewRequestView[]) => ({
  body: { data: requests, meta: { total: requests.length, limit: 10, offset: 0, page: 1 } },
});

/**
 * The queue and the request page in one router, starting at `path`; `extra` adds or replaces answers.
 * Once an approve or reject call succeeds the request reads as decided, as it does on the server.
 */
function renderReview(path: string, extra: Parameters<typeof mockFetch>[0] = {}) {
  let decided: ReviewRequestView | null = null;
  const decide = (key: string) => {
    const answer = extra[key];
    if (!answer || typeof answer === 'function' || Array.isArray(answer)) return {};
    return {
      [key]: () => {
        const body = answer.body as { data?: ReviewRequestView } | undefined;
        if (body?.data) decided = body.data;
        return answer;
      },
    };
  };
  const mock = mockFetch({
    ...CSRF_ROUTE,
    'GET /rest/v1/users/current_user': {
      body: { data: buildCurrentUser({ id: 1, role: 'moderator', isAdminOrSupermodOrModerator: true }) },
    },
    [QUEUE]: (request: RecordedRequest) =>
      new URL(request.url, 'http://x').searchParams.get('status') === 'approved'
        ? queuePage([])
        : queuePage([idRequest()]),
    // After a decision the refetch takes a moment, as over a network: the page shows the decided
    // request (without its decision buttons) before the mutation settles.
    [DETAIL]: async () => {
      if (decided) await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: { data: decided ?? idRequest() } };
    },
    [`GET /rest/v1/verification/files/${FILE_ID}`]: { body: 'png bytes' },
    ...extra,
    ...decide(APPROVE),
    ...decide(REJECT),
  });
  const view = renderWithProviders(<VerificationQueueRoute />, {
    path,
    routes: [
      { path: '/admin/verifications', element: <VerificationQueueRoute /> },
      { path: '/admin/verifications/:requestId', element: <VerificationRequestRoute /> },
    ],
  });
  return { ...mock, ...view, user: userEvent.setup() };
}

const toasts = () => toastsStore.get().map((toast) => [toast.type, toast.title]);

describe('verification review queue', () => {
  it('lists the pending requests and filters them by status and kind through the address', async () => {
    const { user, router, requestsTo } = renderReview('/admin/verifications');

    const row = (await screen.findByText('bob')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Identity document')).toBeTruthy();
    expect(within(row).getByText('Level L1')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(requestsTo(QUEUE)[0]?.url).toBe('/rest/v1/admin/verification-requests?status=pending&page=1');

    await user.selectOptions(screen.getByLabelText('Kind'), 'id');
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');

    expect(await screen.findByText('No requests match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=approved&kind=id');
    expect(requestsTo(QUEUE).at(-1)?.url).toBe(
      '/rest/v1/admin/verification-requests?status=approved&kind=id&page=1',
    );
  });

  it('opens a request with its details and document, approves it after a confirmation, and returns to the queue', async () => {
    const { user, router, requestsTo } = renderReview('/admin/verifications', {
      [APPROVE]: {
        body: { data: idRequest({ status: 'approved', reviewedAt: '2025-05-02T09:00:00.000Z' }) },
      },
    });

    await user.click(await screen.findByRole('link', { name: 'Review the request of bob' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Identity document of bob' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Submitted details' });
    expect(within(details).getByText('Document type').nextSibling?.textContent).toBe('Passport');
    expect(within(details).getByText('Last name').nextSibling?.textContent).toBe('Smith');
    expect(within(details).getByText('Middle name').nextSibling?.textContent).toBe('Not set');
    expect(await screen.findByRole('img', { name: 'Document 1 of bob' })).toBeTruthy();
    expect(requestsTo(`GET /rest/v1/verification/files/${FILE_ID}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(requestsTo(APPROVE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(requestsTo(APPROVE)).toHaveLength(1));
    expect(requestsTo(APPROVE)[0]?.body).toEqual({});
    expect(requestsTo(APPROVE)[0]?.headers.get('X-CSRF-Token')).toBe('csrf-from-endpoint');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/verifications'));
    expect(toasts()).toContainEqual(['success', 'The request of bob was approved.']);
  });

  it('will not reject without a reason, then sends the reason given', async () => {
    // Opened directly, as a reviewer following a shared link would.
    const { user, requestsTo } = renderReview(`/admin/verifications/${REQUEST_ID}`, {
      [REJECT]: { body: { data: idRequest({ status: 'rejected', rejectReason: 'The photo is blurred.' }) } },
    });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(REJECT)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'The photo is blurred.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(requestsTo(REJECT)).toHaveLength(1));
    expect(requestsTo(REJECT)[0]?.body).toEqual({ reason: 'The photo is blurred.' });
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'The request of bob was rejected.']));
  });

  it('says so when another reviewer decided first', async () => {
    const { user } = renderReview(`/admin/verifications/${REQUEST_ID}`, {
      [APPROVE]: apiError(409, 'ERROR_CONFLICT', 'The request is already approved', {
        requestId: ['Already approved'],
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(toasts()).toContainEqual(['error', 'Already approved']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
