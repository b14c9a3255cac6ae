import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, redirectToLogin } from '@/lib/api-client';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

const LOGIN = 'POST /rest/v1/auth/login';

async function submit(login: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or e-mail'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function expectFieldError(label: string, message: string) {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  const error = describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  expect(error?.textContent).toBe(message);
}

describe('LoginForm', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => configureApiClient({ onUnauthorized }));
  afterEach(() => {
    configureApiClient({ onUnauthorized: redirectToLogin });
    onUnauthorized.mockReset();
  });

  it('has labelled inputs with stable names and ids', () => {
    mockFetch({});
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

    const login = screen.getByLabelText('Username or e-mail');
    const password = screen.getByLabelText('Password');
    expect([login.id, login.getAttribute('name')]).toEqual(['login', 'login']);
    expect([password.id, password.getAttribute('name'), password.getAttribute('type')]).toEqual([
      'password',
      'password',
      'password',
    ]);
  });

  it('validates with the shared schema before calling the server', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE });
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    expectFieldError('Username or e-mail', 'This field is required');
    expectFieldError('Password', 'This field is required');
    expect(requestsTo(LOGIN)).toHaveLength(0);
  });

  it('puts a wrong-password 401 on the password field without redirecting', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [LOGIN]: apiError(401, 'ERROR_UNAUTHORIZED', 'Wrong username or password', {
        password: ['Wrong username or password'],
      }),
    });
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });

    await submit('alice', 'not-her-password');

    await waitFor(() => expectFieldError('Password', 'Wrong username or password'));
    expect(screen.getByLabelText('Username or e-mail').getAttribute('aria-invalid')).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('puts a 401 that names no field on the password field too', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [LOGIN]: apiError(401, 'ERROR_UNAUTHORIZED', 'Wrong username, e-mail or password'),
    });
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

    await submit('alice', 'not-her-password');

    await waitFor(() => expectFieldError('Password', 'Wrong username, e-mail or password'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows a 429 message as a form-level error', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [LOGIN]: apiError(429, 'ERROR_RATE_LIMITED', 'Too many attempts, wait 60 seconds'),
    });
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

    await submit('alice', 'Secret-pass-1');

    const alert = await screen.findByText('Too many attempts, wait 60 seconds');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts errors under the "_" key at form level', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [LOGIN]: apiError(403, 'ERROR_FORBIDDEN', 'Forbidden', { _: ['This account is banned'] }),
    });
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

    await submit('alice', 'Secret-pass-1');

    expect((await screen.findByText('This account is banned')).getAttribute('role')).toBe('alert');
  });

  it('sends the trimmed credentials with the CSRF token, refreshes the current user and reports success', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, [LOGIN]: { body: { data: {} } } });
    const onSuccess = vi.fn();
    const { queryClient } = renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await submit('  alice  ', 'Secret-pass-1');

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [sent] = requestsTo(LOGIN);
    expect(sent?.body).toEqual({ login: 'alice', password: 'Secret-pass-1' });
    expect(sent?.headers.get('X-CSRF-Token')).toBe('csrf-from-endpoint');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['current-user'] });
  });

  describe('with two-factor login on', () => {
    const LOGIN_TWO_FACTOR = 'POST /rest/v1/auth/login/two-factor';
    const REQUEST_ID = '9b2f3c1e-5d6a-4f7b-8c9d-0e1f2a3b4c5d';
    const challenge = (method: 'ga' | 'sms' = 'ga') => ({
      body: {
        data: {
          twoFactorRequired: true,
          requestId: REQUEST_ID,
          method,
          expiresAt: '2030-01-01T00:05:00.000Z',
          sentTo: method === 'sms' ? '+44•••••456' : null,
        },
      },
    });

    it('asks for the code instead of signing in, then finishes with the request id and the code', async () => {
      const { requestsTo } = mockFetch({
        ...CSRF_ROUTE,
        [LOGIN]: challenge(),
        [LOGIN_TWO_FACTOR]: { body: { data: {} } },
      });
      const onSuccess = vi.fn();
      const { queryClient } = renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

      await submit('alice', 'Secret-pass-1');

      const code = await screen.findByLabelText('Two-factor code');
      expect(screen.getByText(/authenticator app/)).toBeTruthy();
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(onSuccess).not.toHaveBeenCalled();
      expect(invalidate).not.toHaveBeenCalled();

      const user = userEvent.setup();
      await user.type(code, '123 456');
      await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(requestsTo(LOGIN_TWO_FACTOR)[0]?.body).toEqual({ requestId: REQUEST_ID, code: '123 456' });
      expect(requestsTo(LOGIN_TWO_FACTOR)[0]?.headers.get('X-CSRF-Token')).toBe('csrf-from-endpoint');
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['current-user'] });
    });

    it('says where an SMS code went', async () => {
      mockFetch({ ...CSRF_ROUTE, [LOGIN]: challenge('sms') });
      renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

      await submit('alice', 'Secret-pass-1');

      expect(await screen.findByText(/We sent a code to \+44•••••456/)).toBeTruthy();
    });

    it('puts a wrong code (401) on the code field without sending the visitor to log in', async () => {
      mockFetch({
        ...CSRF_ROUTE,
        [LOGIN]: challenge(),
        [LOGIN_TWO_FACTOR]: apiError(
          401,
          'ERROR_TWO_FACTOR_REQUIRED',
          'The code is wrong, expired or already used. 4 attempts left.',
          {
            code: ['The code is wrong, expired or already used. 4 attempts left.'],
          },
        ),
      });
      const onSuccess = vi.fn();
      renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });

      await submit('alice', 'Secret-pass-1');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Two-factor code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

      await waitFor(() =>
        expectFieldError('Two-factor code', 'The code is wrong, expired or already used. 4 attempts left.'),
      );
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(onSuccess).not.toHaveBeenCalled();
    });

    it('shows an expired sign-in at form level and goes back to the password step', async () => {
      mockFetch({
        ...CSRF_ROUTE,
        [LOGIN]: challenge(),
        [LOGIN_TWO_FACTOR]: apiError(
          410,
          'ERROR_TWO_FACTOR_REQUEST_EXPIRED',
          'This sign-in has expired. Sign in again.',
          {
            requestId: ['This sign-in has expired. Sign in again.'],
          },
        ),
      });
      renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

      await submit('alice', 'Secret-pass-1');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Two-factor code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

      expect((await screen.findByText('This sign-in has expired. Sign in again.')).getAttribute('role')).toBe(
        'alert',
      );
      await user.click(screen.getByRole('button', { name: 'Back to log in' }));
      expect(screen.getByLabelText('Username or e-mail')).toBeTruthy();
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    });
  });
});
