import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { EmailVerification } from './email-verification';

const VERIFY = 'POST /rest/v1/user-verification/email/verify-code';

function verified(redirectTo: string) {
  return { body: { data: { redirectTo, message: 'Your e-mail address is confirmed.' } } };
}

async function submitCode(path = '/account/verification') {
  const view = renderWithProviders(<EmailVerification user={buildCurrentUser()} />, { path });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByLabelText('Confirmation code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
  await screen.findByRole('status');
  return view;
}

describe('EmailVerification redirect', () => {
  afterEach(() => vi.useRealTimers());

  it('does not announce a redirect to the page the user is already on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ ...CSRF_ROUTE, [VERIFY]: verified('/account/verification') });
    const { router } = await submitCode();

    expect(screen.getByRole('status').textContent).not.toContain('Redirecting');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(router.state.location.pathname).toBe('/account/verification');
  });

  it('does not announce a redirect to another site', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ ...CSRF_ROUTE, [VERIFY]: verified('https://evil.example/') });
    await submitCode();

    expect(screen.getByRole('status').textContent).not.toContain('Redirecting');
  });

  it('counts down and then follows a same-site target, in the current language', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ ...CSRF_ROUTE, [VERIFY]: verified('/wallet') });
    const { router } = await submitCode('/es/account/verification');

    expect(screen.getByRole('status').textContent).toContain('Redirecting in 3 s');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe('/es/wallet');
  });
});
