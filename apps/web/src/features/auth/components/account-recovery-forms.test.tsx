import { RECOVERY_MESSAGES } from '@p2p/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const REQUEST = 'POST /rest/v1/auth/password-reset';
const CONFIRM = 'POST /rest/v1/auth/password-reset/confirm';
const TOKEN = 'a'.repeat(43);

describe('ForgotPasswordForm', () => {
  it('checks the address before sending, then says to check the mail', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [REQUEST]: { body: { data: { message: RECOVERY_MESSAGES.resetRequested } } },
    });
    renderWithProviders(<ForgotPasswordForm />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'alice@@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(requestsTo(REQUEST)).toHaveLength(0);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('alice@example.com');
    expect(requestsTo(REQUEST)[0]?.body).toEqual({ email: 'alice@example.com' });
  }, 15_000);

  it('shows a 429 at form level', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [REQUEST]: apiError(
        429,
        'ERROR_RATE_LIMITED',
        'Too many reset requests for this address. Try again later.',
      ),
    });
    renderWithProviders(<ForgotPasswordForm />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Too many reset requests for this address. Try again later.'),
    ).toBeTruthy();
  });
});

describe('ResetPasswordForm', () => {
  async function submit(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('refuses a weak or mismatched password without calling the server', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE });
    renderWithProviders(<ResetPasswordForm token={TOKEN} onSuccess={vi.fn()} />);
    await submit('Strong-pass-12', 'Strong-pass-13');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 10 characters long')).toBeTruthy();
    expect(requestsTo(CONFIRM)).toHaveLength(0);
  }, 15_000);

  it('sends the token with the password and reports success', async () => {
    const onSuccess = vi.fn();
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [CONFIRM]: { body: { data: { message: RECOVERY_MESSAGES.passwordReset } } },
    });
    renderWithProviders(<ResetPasswordForm token={TOKEN} onSuccess={onSuccess} />);
    await submit('Strong-pass-12');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(requestsTo(CONFIRM)[0]?.body).toEqual({ token: TOKEN, password: 'Strong-pass-12' });
  });

  it('explains a dead link and offers a new one', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [CONFIRM]: apiError(400, 'ERROR_INPUT_VALIDATION', RECOVERY_MESSAGES.linkInvalid, {
        token: [RECOVERY_MESSAGES.linkInvalid],
      }),
    });
    renderWithProviders(<ResetPasswordForm token={TOKEN} onSuccess={vi.fn()} />);
    await submit('Strong-pass-12');
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.getByText(RECOVERY_MESSAGES.linkInvalid)).toBeTruthy();
  });
});
