import { STAFF_ROLES, type UserRole } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { RequireAuth } from './require-auth';

const CURRENT_USER = 'GET /rest/v1/users/current_user';

/** The staff guard as the router nests it: staff pages, and inside them the admins-only outbox. */
function renderStaffPage(path: string) {
  return renderWithProviders(<p>Landing</p>, {
    path,
    routes: [
      {
        path: '/admin',
        element: <RequireAuth roles={STAFF_ROLES} />,
        children: [
          { path: 'verifications', element: <h1>Review queue</h1> },
          {
            element: <RequireAuth roles={['admin']} />,
            children: [{ path: 'outbox', element: <h1>Outbox</h1> }],
          },
        ],
      },
      { path: '/login', element: <h1>Log in</h1> },
    ],
  });
}

const signedInAs = (role: UserRole) => ({
  [CURRENT_USER]: {
    body: {
      data: buildCurrentUser({ role, isAdminOrSupermodOrModerator: STAFF_ROLES.includes(role) }),
    },
  },
});

describe('the staff guard', () => {
  it('shows the 403 page to a signed-in user who is not staff, and nothing of the staff page', async () => {
    mockFetch(signedInAs('user'));
    const { router } = renderStaffPage('/admin/verifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Review queue' })).toBeNull();
    // The address stays, so signing in with a staff account and reloading brings the page back.
    expect(router.state.location.pathname).toBe('/admin/verifications');
  });

  it('sends an anonymous visitor to the login page, which brings them back', async () => {
    mockFetch({ [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in') });
    const { router } = renderStaffPage('/admin/verifications?status=rejected');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/admin/verifications?status=rejected',
    );
  });

  it.each(STAFF_ROLES)('lets a %s into the staff pages', async (role) => {
    mockFetch(signedInAs(role));
    renderStaffPage('/admin/verifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeTruthy();
  });

  it('keeps moderators and supermoderators out of the admins-only outbox', async () => {
    mockFetch(signedInAs('supermoderator'));
    renderStaffPage('/admin/outbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Outbox' })).toBeNull();
  });

  it('opens the outbox to admins', async () => {
    mockFetch(signedInAs('admin'));
    renderStaffPage('/admin/outbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
  });
});
