import type { AuthRequestView, StepUpStatus } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AuthRequestPrompt } from './auth-request-prompt';
import { StepUpDialog } from './step-up-dialog';

const STATUS: StepUpStatus = {
  confirmed: false,
  confirmedUntil: null,
  windowMinutes: 30,
  channels: { sms: true, call: true, email: false, push: true },
};

const REQUEST: AuthRequestView = {
  id: '3f1b0d9e-8f2a-4c7b-9a41-5a1f2e3d4c5b',
  action: 'step_up',
  state: 'pending',
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
  createdAt: new Date().toISOString(),
  isThisBrowser: true,
  browser: 'Chrome 120 on Linux',
  tradeHash: 'AbCdEfGhIjK',
};

function renderDialog(routes: Parameters<typeof mockFetch>[0] = {}) {
  const onConfirmed = vi.fn();
  const onClose = vi.fn();
  const fetch = mockFetch({
    ...CSRF_ROUTE,
    'GET /rest/v1/users/current_user': { body: { data: buildCurrentUser() } },
    'GET /rest/v1/auth/step-up': { body: { data: STATUS } },
    ...routes,
  });
  renderWithProviders(
    <StepUpDialog open tradeHash="AbCdEfGhIjK" onConfirmed={onConfirmed} onClose={onClose} />,
  );
  return { ...fetch, onConfirmed, onClose, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('StepUpDialog', { timeout: 20_000 }, () => {
  it('sends a code by SMS, shows where it went and confirms with it', async () => {
    const { user, requestsTo, onConfirmed } = renderDialog({
      'POST /rest/v1/auth/send-phone-code': { body: { data: { channel: 'sms', sentTo: '+44******3456' } } },
      'POST /rest/v1/auth/step-up/confirm': {
        body: { data: { ...STATUS, confirmed: true, confirmedUntil: new Date().toISOString() } },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    // E-mail is not verified: offered, but disabled with the reason.
    expect(await within(dialog).findByRole('radio', { name: /Code by e-mail/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByText('Verify your e-mail address first')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Code by SMS/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('We sent a code to +44******3456.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(requestsTo('POST /rest/v1/auth/step-up/confirm')[0]!.body).toEqual({ code: '123456' });
  });

  it("shows the server's message when a send or a code is refused (400)", async () => {
    const { user, onConfirmed } = renderDialog({
      'POST /rest/v1/auth/call-phone-code': [
        apiError(400, 'ERROR_INPUT_VALIDATION', 'Verify your phone number first', {
          channel: ['Verify your phone number first'],
        }),
        { body: { data: { channel: 'call', sentTo: '+44******3456' } } },
      ],
      'POST /rest/v1/auth/step-up/confirm': apiError(
        400,
        'ERROR_INPUT_VALIDATION',
        'Wrong code. 4 attempts left.',
        {
          code: ['Wrong code. 4 attempts left.'],
        },
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(await within(dialog).findByRole('radio', { name: /Code by phone call/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Verify your phone number first')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('We are calling +44******3456 with your code.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Wrong code. 4 attempts left.')).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('asks the other browser and confirms once the request is approved', async () => {
    let polls = 0;
    const { user, requestsTo, onConfirmed } = renderDialog({
      'POST /rest/v1/auth/push-phone-code': { body: { data: REQUEST } },
      [`GET /rest/v1/auth/requests/${REQUEST.id}`]: () => {
        polls += 1;
        return { body: { data: { ...REQUEST, state: polls > 1 ? 'approved' : 'pending' } } };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(await within(dialog).findByRole('radio', { name: /Approve on another browser/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask my other browser' }));
    expect(requestsTo('POST /rest/v1/auth/push-phone-code')[0]!.body).toEqual({ trade_hash: 'AbCdEfGhIjK' });
    expect(await within(dialog).findByText(/approve the request/)).toBeTruthy();
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(within(dialog).getByText('Approved. You are confirmed on this browser.')).toBeTruthy();
  });

  it('says so when the other browser denies', async () => {
    const { user, onConfirmed } = renderDialog({
      'POST /rest/v1/auth/push-phone-code': { body: { data: REQUEST } },
      [`GET /rest/v1/auth/requests/${REQUEST.id}`]: { body: { data: { ...REQUEST, state: 'denied' } } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(await within(dialog).findByRole('radio', { name: /Approve on another browser/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask my other browser' }));
    expect(await within(dialog).findByText('The request was denied on your other browser.')).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});

describe('AuthRequestPrompt', { timeout: 20_000 }, () => {
  it("shows another browser's request with approve and deny, and answers it", async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/users/current_user': { body: { data: buildCurrentUser() } },
      'GET /rest/v1/auth/requests': [
        { body: { data: [{ ...REQUEST, isThisBrowser: false }] } },
        { body: { data: [] } },
      ],
      [`POST /rest/v1/auth/requests/${REQUEST.id}/approve`]: {
        body: { data: { ...REQUEST, isThisBrowser: false, state: 'approved' } },
      },
    });
    renderWithProviders(<AuthRequestPrompt />);
    const user = userEvent.setup();
    const prompt = await screen.findByRole('alertdialog', { name: 'Is this you?' });
    expect(within(prompt).getByText(/Chrome 120 on Linux asks to confirm it is you/)).toBeTruthy();
    expect(within(prompt).getByText('Trade AbCdEfGhIjK')).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Deny, it was not me' })).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(`POST /rest/v1/auth/requests/${REQUEST.id}/approve`)).toHaveLength(1);
  });

  it('does not prompt the browser that asked', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/users/current_user': { body: { data: buildCurrentUser() } },
      'GET /rest/v1/auth/requests': { body: { data: [REQUEST] } },
    });
    renderWithProviders(<AuthRequestPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
