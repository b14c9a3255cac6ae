import { RECOVERY_MESSAGES, TWO_FACTOR_ERROR_CODES } from '@p2p/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, redirectToLogin } from '@/lib/api-client';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordForm } from './change-password-form';

const CHANGE = 'POST /rest/v1/users/change-password';

async function fill({
  current = 'Old-password-1',
  next = 'New-password-22',
  code,
}: { current?: string; next?: string; code?: string } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), next);
  if (code) await user.type(screen.getByLabelText('Two-factor code'), code);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => configureApiClient({ onUnauthorized }));
  afterEach(() => {
    configureApiClient({ onUnauthorized: redirectToLogin });
    onUnauthorized.mockReset();
  });

  it('puts a wrong current password on its field', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [CHANGE]: apiError(400, 'ERROR_INPUT_VALIDATION', RECOVERY_MESSAGES.currentPasswordWrong, {
        currentPassword: [RECOVERY_MESSAGES.currentPasswordWrong],
      }),
    });
    renderWithProviders(<ChangePasswordForm twoFactorMethod={null} />);
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    await fill();
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  }, 15_000);

  it('with two-factor on, sends the code and keeps a wrong code on its field without a login redirect', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [CHANGE]: apiError(401, TWO_FACTOR_ERROR_CODES.required, 'The code is wrong', {
        code: ['The code is wrong'],
      }),
    });
    renderWithProviders(<ChangePasswordForm twoFactorMethod="ga" />);
    await fill({ code: '123456' });
    expect(await screen.findByText('The code is wrong')).toBeTruthy();
    expect(requestsTo(CHANGE)[0]?.body).toEqual({
      currentPassword: 'Old-password-1',
      newPassword: 'New-password-22',
      code: '123456',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  }, 15_000);
});
