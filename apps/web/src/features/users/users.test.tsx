import type { Contact, PublicUser } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { TrustedUsersRoute } from './routes/contacts';
import { PublicProfileRoute } from './routes/public-profile';

const TRUSTED = 'GET /rest/v1/users/me/contacts/trusted-list';
const CURRENT_USER = 'GET /rest/v1/users/current_user';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const contact = (username: string, lastSeenAt: string | null = minutesAgo(5)): Contact => ({
  username,
  avatarUrl: null,
  country: { iso: 'GB', code: 'GBR', name: 'United Kingdom' },
  lastSeenAt,
  lastSeen: { variant: 'success', text: '5 minutes ago', unit: 'minute', count: 5 },
  isTrusted: true,
  isBlocked: false,
  relationDate: '2025-05-01T10:00:00.000Z',
});

const page = (page: number, usernames: string[]) => ({
  body: {
    data: usernames.map((username) => contact(username)),
    meta: { total: 12, currentPage: page, perPage: 10, lastPage: 2 },
  },
});

describe('trusted users', () => {
  it('pages through the list 10 at a time and untrusts a user', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [TRUSTED]: (request) =>
        new URL(request.url, 'http://x').searchParams.get('page') === '2'
          ? page(2, ['kate', 'liam'])
          : page(1, ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy', 'jon']),
      'PUT /rest/v1/users/liam/relations': {
        body: {
          data: { username: 'liam', relation: null, isTrusted: false, isBlocked: false, message: 'ok' },
        },
      },
    });
    const { router } = renderWithProviders(<TrustedUsersRoute />, { path: '/account/contacts/trusted' });
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'ann' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Untrust/ })).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'liam' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo(TRUSTED).at(-1)?.url).toBe('/rest/v1/users/me/contacts/trusted-list?page=2');

    await user.click(screen.getByRole('button', { name: 'Untrust liam' }));
    await waitFor(() => expect(requestsTo('PUT /rest/v1/users/liam/relations')).toHaveLength(1));
    expect(requestsTo('PUT /rest/v1/users/liam/relations')[0]?.body).toEqual({ action: 'untrusted' });
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      [TRUSTED]: () => (fail ? apiError(500, 'ERROR_INTERNAL', 'boom') : page(1, ['ann'])),
    });
    renderWithProviders(<TrustedUsersRoute />, { path: '/account/contacts/trusted' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ann' })).toBeTruthy();
  });
});

const profile = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 7,
  username: 'bob',
  avatarUrl: null,
  badge: 'power_trader',
  country: { iso: 'NG', code: 'NGA', name: 'Nigeria' },
  registeredAt: '2024-01-15T00:00:00.000Z',
  lastSeenAt: minutesAgo(90),
  lastSeen: { variant: 'warning', text: '1 hour ago', unit: 'hour', count: 1 },
  viewerRelation: null,
  verified: { email: true, phone: true, id: false },
  trustedCount: 4,
  blockedCount: 0,
  completedTrades: 12,
  tradeVolume: { NGN: '250000.00', USD: '1200.50', BTC: '0.00100000' },
  feedback: { positive: 11, negative: 1 },
  profile: { bio: 'Fast and honest.' },
  ...overrides,
});

function renderProfile(viewerId: number | null, overrides: Partial<PublicUser> = {}) {
  const { requestsTo } = mockFetch({
    ...CSRF_ROUTE,
    'GET /rest/v1/users/bob': { body: { data: profile(overrides) } },
    [CURRENT_USER]:
      viewerId === null
        ? apiError(401, 'ERROR_UNAUTHORIZED', 'Log in')
        : { body: { data: buildCurrentUser({ id: viewerId, username: viewerId === 7 ? 'bob' : 'alice' }) } },
    'PUT /rest/v1/users/bob/relations': {
      body: {
        data: { username: 'bob', relation: 'trusted', isTrusted: true, isBlocked: false, message: 'ok' },
      },
    },
  });
  renderWithProviders(<PublicProfileRoute />, {
    path: '/user/bob',
    routes: [{ path: '/user/:username', element: <PublicProfileRoute /> }],
  });
  return requestsTo;
}

describe('public profile', () => {
  it('shows the badge, last seen in amber, the ticks, the counts and the volume by currency', async () => {
    renderProfile(null);

    expect(await screen.findByRole('heading', { level: 1, name: 'bob' })).toBeTruthy();
    expect(screen.getByText('Power trader')).toBeTruthy();
    const lastSeen = screen.getByText('1 h ago').closest('[data-variant]');
    expect(lastSeen?.getAttribute('data-variant')).toBe('warning');
    const ticks = screen.getByRole('list', { name: 'Verifications' });
    expect(
      within(ticks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-mail: Verified', 'Phone: Verified', 'ID: Not verified']);
    const stats = screen.getByRole('list', { name: 'Reputation' });
    expect(within(stats).getByText('Trusted by').nextSibling?.textContent).toBe('4');
    expect(within(stats).getByText('Positive feedback').nextSibling?.textContent).toBe('11');
    expect(within(stats).getByText('Negative feedback').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('NGN')).toBeTruthy();
    expect(screen.getByText('USD').nextSibling?.textContent).toBe('$1,200.50');
    expect(screen.getByText('BTC').nextSibling?.textContent).toBe('0.001 BTC');
    // Anonymous visitors get no trust or block buttons.
    expect(screen.queryByRole('button', { name: 'Trust' })).toBeNull();
  });

  it('lets another signed-in user trust the owner, and not the owner themself', async () => {
    const requestsTo = renderProfile(1);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Trust' }));
    const trusted = await screen.findByRole('button', { name: 'Trusted' });
    expect(trusted.getAttribute('aria-pressed')).toBe('true');
    expect(requestsTo('PUT /rest/v1/users/bob/relations')[0]?.body).toEqual({ action: 'trusted' });
  });

  it('starts from what the visitor has already set', async () => {
    renderProfile(1, { viewerRelation: 'blocked' });

    const blocked = await screen.findByRole('button', { name: 'Blocked' });
    expect(blocked.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Trust' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the owner hides the profile', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/users/bob': apiError(403, 'ERROR_PROFILE_HIDDEN', 'Hidden'),
      [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
    });
    renderWithProviders(<PublicProfileRoute />, {
      path: '/user/bob',
      routes: [{ path: '/user/:username', element: <PublicProfileRoute /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile is private' })).toBeTruthy();
    expect(screen.getByText('bob shows their profile only to people they trust.')).toBeTruthy();
  });

  it('shows no relation buttons to the owner', async () => {
    renderProfile(7);

    expect(await screen.findByRole('heading', { level: 1, name: 'bob' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Block' })).toBeNull());
  });

  it('says so when there is no such user', async () => {
    mockFetch({
      'GET /rest/v1/users/bob': apiError(404, 'ERROR_NOT_FOUND', 'User not found'),
      [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
    });
    renderWithProviders(<PublicProfileRoute />, {
      path: '/user/bob',
      routes: [{ path: '/user/:username', element: <PublicProfileRoute /> }],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeTruthy();
  });
});
