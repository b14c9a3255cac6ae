import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { AppProvider } from './provider';
import { routes } from './router';

const CURRENT_USER = 'GET /rest/v1/users/current_user';
const anonymous = { [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in') };

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const navbar = () => within(document.getElementById('react-navbar') as HTMLElement);

describe('app routes', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.cookie = 'theme=; Max-Age=0; Path=/';
  });

  it('shows the landing page with log-in and register links to anonymous visitors', async () => {
    mockFetch(anonymous);
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buy and sell crypto directly with people' }),
    ).toBeTruthy();
    expect((await navbar().findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login');
    expect(navbar().getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
  });

  it('serves unprefixed pages in English', async () => {
    mockFetch(anonymous);
    renderApp('/login');

    expect(await screen.findByLabelText('Username or e-mail')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('serves /es pages in Spanish with Spanish links', async () => {
    mockFetch(anonymous);
    renderApp('/es/login');

    expect(await screen.findByLabelText('Usuario o correo electrónico')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe('/es/register');
  });

  it.each(['/nowhere', '/xx/login', '/es/nowhere', '/login/extra'])(
    'answers %s with the 404 page',
    async (path) => {
      mockFetch(anonymous);
      renderApp(path);

      expect(
        await screen.findByRole('heading', { name: /Page not found|Página no encontrada/ }),
      ).toBeTruthy();
    },
  );

  it('drops the default locale from URLs', async () => {
    mockFetch(anonymous);
    const router = renderApp('/en/register?x=1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe('?x=1');
  });

  it('switches language on the same page', async () => {
    mockFetch(anonymous);
    const router = renderApp('/login?redirectTo=%2Fwallet');
    await screen.findByLabelText('Username or e-mail');

    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'es');

    await waitFor(() => expect(router.state.location.pathname).toBe('/es/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fwallet');
    expect(await screen.findByLabelText('Usuario o correo electrónico')).toBeTruthy();
  });

  it('toggles the dark theme from the navbar', async () => {
    mockFetch(anonymous);
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await userEvent.setup().click(toggle);

    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.cookie).toContain('theme=dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the signed-in username and logs out', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [CURRENT_USER]: { body: { data: buildCurrentUser({ username: 'satoshi' }) } },
      'POST /rest/v1/auth/logout': { status: 200, body: { data: null } },
    });
    const router = renderApp('/login');
    await screen.findByLabelText('Username or e-mail');

    expect(await navbar().findByText('satoshi')).toBeTruthy();
    await userEvent.setup().click(navbar().getByRole('button', { name: 'Log out' }));

    expect(await navbar().findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(navbar().queryByText('satoshi')).toBeNull();
    expect(requestsTo('POST /rest/v1/auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
  });

  it('logs in, then goes home with the user in the navbar', async () => {
    let signedIn = false;
    mockFetch({
      ...CSRF_ROUTE,
      [CURRENT_USER]: () =>
        signedIn ? { body: { data: buildCurrentUser({ username: 'satoshi' }) } } : anonymous[CURRENT_USER],
      'POST /rest/v1/auth/login': () => {
        signedIn = true;
        return { body: { data: null } };
      },
    });
    const router = renderApp('/es/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Usuario o correo electrónico'), 'satoshi');
    await user.type(screen.getByLabelText('Contraseña'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(await navbar().findByText('satoshi')).toBeTruthy();
    expect(await screen.findByText('Has iniciado sesión.')).toBeTruthy();
  });

  it.each([
    '/account/settings',
    '/account/security',
    '/es/account/verification',
    '/account/contacts/trusted?page=2',
    '/admin/verifications',
    '/es/admin/outbox',
  ])('sends an anonymous visitor of %s to the login page, which brings them back', async (path) => {
    mockFetch(anonymous);
    const router = renderApp(path);

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^(\/es)?\/login$/));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(path);
  });

  it('opens the account pages from the user menu, /account leading to the settings', async () => {
    mockFetch({
      [CURRENT_USER]: { body: { data: buildCurrentUser({ username: 'satoshi' }) } },
      'GET /rest/v1/users/two-factor': {
        body: {
          data: {
            state: 'initial',
            method: 'ga',
            type: 'none',
            login: false,
            release: false,
            sendout: false,
            backupCodesLeft: 0,
            availableMethods: { ga: true, sms: false, email: true },
          },
        },
      },
    });
    const router = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
    const user = userEvent.setup();

    await user.click(await navbar().findByRole('button', { name: /satoshi/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My public profile' }).getAttribute('href')).toBe(
      '/user/satoshi',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Security' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(
      screen.getByRole('navigation', { name: 'Account pages' }).querySelector('[aria-current="page"]')
        ?.textContent,
    ).toBe('Security');
  });

  it('offers the staff area in the user menu to staff only, /admin leading to the review queue', async () => {
    mockFetch({
      [CURRENT_USER]: {
        body: {
          data: buildCurrentUser({
            username: 'maria',
            role: 'moderator',
            isAdminOrSupermodOrModerator: true,
          }),
        },
      },
      'GET /rest/v1/admin/verification-requests': {
        body: { data: [], meta: { total: 0, limit: 10, offset: 0, page: 1 } },
      },
    });
    const router = renderApp('/login');
    await screen.findByLabelText('Username or e-mail');
    const user = userEvent.setup();

    await user.click(await navbar().findByRole('button', { name: /maria/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Admin' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/verifications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification requests' })).toBeTruthy();
    const staffNav = screen.getByRole('navigation', { name: 'Staff pages' });
    // Moderators do not read the outbox, so it is not offered to them.
    expect(within(staffNav).queryByRole('link', { name: 'Outbox' })).toBeNull();
    expect(within(staffNav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
  });

  it('shows no staff entry to other users', async () => {
    mockFetch({ [CURRENT_USER]: { body: { data: buildCurrentUser({ username: 'satoshi' }) } } });
    renderApp('/login');
    await screen.findByLabelText('Username or e-mail');

    await userEvent.setup().click(await navbar().findByRole('button', { name: /satoshi/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Security' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });
});
