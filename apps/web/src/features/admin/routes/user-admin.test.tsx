import { publicUserSchema, type PublicUser, type Restriction, type UserRole } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { UserAdminRoute } from './user-admin';

const RESTRICTIONS = '/rest/v1/admin/users/7/restrictions';
const FREEZE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const bob: PublicUser = publicUserSchema.parse({
  id: 7,
  username: 'bob',
  avatarUrl: null,
  badge: 'no_badge',
  country: { iso: 'GB', code: 'GBR', name: 'United Kingdom' },
  registeredAt: '2024-01-15T00:00:00.000Z',
  lastSeenAt: null,
  lastSeen: { variant: 'default', text: 'a while ago', unit: null, count: null },
  viewerRelation: null,
  verified: { email: true, phone: true, id: false },
  trustedCount: 0,
  blockedCount: 0,
  completedTrades: 3,
  tradeVolume: {},
  feedback: { positive: 3, negative: 0 },
  profile: { bio: '' },
});

const restriction = (overrides: Partial<Restriction>): Restriction => ({
  id: crypto.randomUUID(),
  kind: 'restrict',
  reason: 'Chargeback dispute',
  createdBy: 'admin1',
  createdAt: '2025-03-01T12:00:00.000Z',
  liftedAt: null,
  liftedBy: null,
  liftReason: null,
  active: true,
  ...overrides,
});

const history = [
  restriction({
    kind: 'on_hold',
    active: false,
    liftedAt: '2025-02-02T12:00:00.000Z',
    liftedBy: 'mod_maria',
    liftReason: 'Documents checked',
  }),
  restriction({ id: FREEZE_ID, kind: 'freeze', reason: 'Suspicious withdrawals' }),
];

function renderUserAdmin(role: UserRole, extra: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    ...CSRF_ROUTE,
    'GET /rest/v1/users/current_user': {
      body: {
        data: buildCurrentUser({ id: 1, username: 'staff', role, isAdminOrSupermodOrModerator: true }),
      },
    },
    'GET /rest/v1/users/bob': { body: { data: bob } },
    'GET /rest/v1/users/ghost': apiError(404, 'ERROR_NOT_FOUND', 'User not found'),
    [`GET ${RESTRICTIONS}`]: { body: { data: history } },
    'GET /rest/v1/admin/users/7/kyc-demands': { body: { data: [] } },
    ...extra,
  });
  const view = renderWithProviders(<UserAdminRoute />, { path: '/admin/users' });
  return { ...mock, ...view, user: userEvent.setup() };
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByLabelText('Username or user ID'), name);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

const toasts = () => toastsStore.get().map((toast) => [toast.type, toast.title]);

describe('user admin', () => {
  it('finds a user by name and lists their restrictions, active first, with the lifted ones', async () => {
    const { user, router } = renderUserAdmin('admin');

    await lookUp(user, 'bob');

    expect(await screen.findByRole('heading', { level: 2, name: 'bob' })).toBeTruthy();
    expect(router.state.location.search).toBe('?user=bob');
    expect(screen.getByText('ID 7')).toBeTruthy();
    const list = within(screen.getByRole('region', { name: 'Restrictions' }));
    const items = await list.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['Freeze', 'On hold']);
    expect(within(items[1] as HTMLElement).getByText('Lifted')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByText(/Lifted by mod_maria .* Reason: Documents checked/),
    ).toBeTruthy();
    expect(list.getAllByRole('button', { name: /^Lift/ })).toHaveLength(1);
    const demands = within(screen.getByRole('region', { name: 'Verification demands' }));
    expect(await demands.findByText('No verification demands.')).toBeTruthy();
    expect(demands.getByRole('button', { name: 'Force identity verification' })).toBeTruthy();
  });

  it('bans with a reason only after a confirmation, posting the kind and the reason', async () => {
    const banned = restriction({ kind: 'ban', reason: 'Fraudulent payment proofs' });
    const { user, requestsTo } = renderUserAdmin('admin', {
      [`POST ${RESTRICTIONS}`]: { body: { data: [banned, ...history] } },
    });
    await lookUp(user, 'bob');

    await user.selectOptions(await screen.findByLabelText('Kind'), 'ban');
    expect(screen.getByText('Cannot log in at all; signed out at once.')).toBeTruthy();
    await user.type(screen.getByLabelText('Reason'), 'no');
    await user.click(screen.getByRole('button', { name: 'Add restriction' }));
    expect(await screen.findByText('Give a reason of at least 3 characters')).toBeTruthy();

    await user.clear(screen.getByLabelText('Reason'));
    await user.type(screen.getByLabelText('Reason'), 'Fraudulent payment proofs');
    await user.click(screen.getByRole('button', { name: 'Add restriction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban bob?' });
    expect(requestsTo(`POST ${RESTRICTIONS}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));

    await waitFor(() => expect(requestsTo(`POST ${RESTRICTIONS}`)).toHaveLength(1));
    expect(requestsTo(`POST ${RESTRICTIONS}`)[0]?.body).toEqual({
      kind: 'ban',
      reason: 'Fraudulent payment proofs',
    });
    expect(await screen.findByText('Fraudulent payment proofs')).toBeTruthy();
    expect(toasts()).toContainEqual(['success', 'bob now has the restriction “Ban”.']);
  });

  it('lifts a restriction with a reason', async () => {
    const lift = `POST ${RESTRICTIONS}/${FREEZE_ID}/lift`;
    const { user, requestsTo } = renderUserAdmin('supermoderator', {
      [lift]: {
        body: {
          data: history.map((item) => ({ ...item, active: false, liftedAt: '2025-05-01T00:00:00.000Z' })),
        },
      },
    });
    await lookUp(user, 'bob');

    await user.click(await screen.findByRole('button', { name: 'Lift: Freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift this restriction?' });
    await user.type(within(dialog).getByLabelText('Reason for lifting'), 'Withdrawals explained');
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));

    await waitFor(() => expect(requestsTo(lift)).toHaveLength(1));
    expect(requestsTo(lift)[0]?.body).toEqual({ reason: 'Withdrawals explained' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lift: Freeze' })).toBeNull());
    // Supermoderators restrict but do not change roles or levels.
    expect(screen.queryByRole('region', { name: 'Role' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Verification level' })).toBeNull();
  });

  it('changes the role after a confirmation (admins)', async () => {
    const { user, requestsTo } = renderUserAdmin('admin', {
      'PUT /rest/v1/admin/users/7/role': { body: { data: { role: 'moderator' } } },
    });
    await lookUp(user, 'bob');

    const role = within(await screen.findByRole('region', { name: 'Role' }));
    await user.selectOptions(role.getByLabelText('New role'), 'moderator');
    await user.click(role.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make bob Moderator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    await waitFor(() => expect(requestsTo('PUT /rest/v1/admin/users/7/role')).toHaveLength(1));
    expect(requestsTo('PUT /rest/v1/admin/users/7/role')[0]?.body).toEqual({ role: 'moderator' });
    expect(await role.findByText('Role set to: Moderator.')).toBeTruthy();
  });

  it('shows moderators the restrictions without the means to change them', async () => {
    const { user } = renderUserAdmin('moderator');
    await lookUp(user, 'bob');

    expect(await screen.findByText('Suspicious withdrawals')).toBeTruthy();
    expect(screen.getByText('Only admins and supermoderators may add or lift restrictions.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Lift/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add restriction' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Role' })).toBeNull();
  });

  it('says when there is no such user, and when the user has no company application', async () => {
    const { user } = renderUserAdmin('moderator', {
      'PUT /rest/v1/admin/users/7/corporate-status': apiError(
        404,
        'ERROR_NOT_FOUND',
        'Company application not found',
      ),
    });
    await lookUp(user, 'ghost');
    expect(await screen.findByText('There is no user ghost.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Username or user ID'));
    await lookUp(user, 'bob');
    const corporate = within(await screen.findByRole('region', { name: 'Company application' }));
    await user.selectOptions(corporate.getByLabelText('Decision'), 'application_rejected');
    await user.click(corporate.getByRole('button', { name: 'Save decision' }));
    expect(await corporate.findByText('Give the reason for the rejection')).toBeTruthy();

    await user.type(corporate.getByLabelText('Reason (required to reject)'), 'Registry number unknown');
    await user.click(corporate.getByRole('button', { name: 'Save decision' }));
    expect(await corporate.findByText('bob has no company application.')).toBeTruthy();
  });
});
