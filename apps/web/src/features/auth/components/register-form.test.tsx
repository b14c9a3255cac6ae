import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { RegisterForm } from './register-form';

const REGISTER = 'POST /rest/v1/auth/register';

async function fillAndSubmit({
  username = 'alice',
  email = 'alice@example.com',
  password = 'Secret-pass-1',
} = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const alert = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}

describe('RegisterForm', () => {
  it('has labelled inputs named username, email and password', () => {
    mockFetch({});
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />, { path: '/register' });

    for (const [label, name] of [
      ['Username', 'username'],
      ['E-mail', 'email'],
      ['Password', 'password'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect([input.id, input.getAttribute('name')]).toEqual([name, name]);
    }
  });

  it('shows the shared schema rules on the fields', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE });
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />, { path: '/register' });

    await fillAndSubmit({ username: 'a!', email: 'alice@@example', password: 'short' });

    expect(errorOf('Username')).toBe('Username must be 3 to 20 characters long');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Password')).toBe('Password must be at least 10 characters long');
    expect(requestsTo(REGISTER)).toHaveLength(0);
  });

  it('puts a 409 conflict message on the username field', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [REGISTER]: apiError(409, 'ERROR_CONFLICT', 'This username is already taken'),
    });
    const onSuccess = vi.fn();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />, { path: '/register' });

    await fillAndSubmit();

    await waitFor(() => expect(errorOf('Username')).toBe('This username is already taken'));
    expect(errorOf('E-mail')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('follows the field named in the details of a conflict', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [REGISTER]: apiError(409, 'ERROR_CONFLICT', 'Conflict', {
        email: ['This e-mail is already registered'],
      }),
    });
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />, { path: '/register' });

    await fillAndSubmit();

    await waitFor(() => expect(errorOf('E-mail')).toBe('This e-mail is already registered'));
    expect(errorOf('Username')).toBeNull();
  });

  it('shows a generic form error for a server failure, hiding its message', async () => {
    mockFetch({ ...CSRF_ROUTE, [REGISTER]: apiError(500, 'ERROR_INTERNAL', 'db exploded') });
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />, { path: '/register' });

    await fillAndSubmit();

    expect((await screen.findByText('Something went wrong. Please try again.')).getAttribute('role')).toBe(
      'alert',
    );
    expect(screen.queryByText('db exploded')).toBeNull();
  });

  it('registers and reports success', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, [REGISTER]: { status: 201, body: { data: {} } } });
    const onSuccess = vi.fn();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />, { path: '/register' });

    await fillAndSubmit();

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requestsTo(REGISTER)[0]?.body).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      password: 'Secret-pass-1',
    });
  });
});
