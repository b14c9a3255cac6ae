import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, verificationState } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { PhoneVerification } from './phone-verification';

const COUNTRIES = 'GET /rest/v2/countries/phone-verification';
const SEND = 'POST /rest/v1/users/send-phone-code';
const CONFIRM = 'POST /rest/v1/users/confirm-phone';

const countries = {
  body: {
    data: [
      {
        id: 1,
        iso: 'GB',
        code: 'GBR',
        name: 'United Kingdom',
        originalName: 'United Kingdom',
        phoneCode: '44',
      },
      { id: 2, iso: 'NG', code: 'NGA', name: 'Nigeria', originalName: 'Nigeria', phoneCode: '234' },
    ],
    meta: { total: 2, limit: 500, offset: 0 },
  },
};

/** A phone error as the server sends it: the spec's numeric errorCode and, maybe, a countdown. */
const phoneError = (
  status: number,
  message: string,
  extra: { errorCode?: number; countdown?: number; field?: string },
): MockAnswer => ({
  status,
  body: {
    error: {
      code: status === 429 ? 'ERROR_RATE_LIMITED' : 'ERROR_INPUT_VALIDATION',
      message,
      details: { [extra.field ?? 'phone']: [message] },
      ...(extra.errorCode ? { errorCode: extra.errorCode } : {}),
      ...(extra.countdown ? { countdown: extra.countdown } : {}),
    },
  },
});

function renderStep() {
  return renderWithProviders(<PhoneVerification user={buildCurrentUser({ country: null })} />, {
    path: '/account/verification',
  });
}

async function sendCode(user: ReturnType<typeof userEvent.setup>, number = '7400 123456') {
  await user.selectOptions(await screen.findByLabelText('Country calling code'), 'GB');
  await user.type(screen.getByLabelText('Phone number'), number);
  await user.click(screen.getByLabelText('I agree that my phone number is processed to verify my account.'));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('PhoneVerification', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('sends the number with its calling code, by SMS, with the consent', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [COUNTRIES]: countries,
      [SEND]: {
        body: { data: { phone: '+447400123456', channel: 'sms', message: 'The code is on its way.' } },
      },
    });
    renderStep();

    await sendCode(userEvent.setup());

    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(requestsTo(SEND)[0]?.body).toEqual({
      phone: '+44 7400 123456',
      call: false,
      isCitizenshipConsentAccepted: true,
    });
    expect(screen.getByText('We sent a code to +447400123456 by text message.')).toBeTruthy();
  });

  it('explains error code 4 (a number that cannot take SMS) on the number field', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [COUNTRIES]: countries,
      [SEND]: phoneError(400, 'This number cannot receive text messages', { errorCode: 4 }),
    });
    renderStep();

    await sendCode(userEvent.setup(), '20 7946 0018');

    const number = screen.getByLabelText('Phone number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    const alert = document.getElementById(number.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe(
      'This number cannot receive text messages. Use a mobile number or choose a voice call.',
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('asks for the consent before sending anything', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, [COUNTRIES]: countries });
    renderStep();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Phone number'), '7400 123456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // Neither the user's country nor the browser's (en-US) is in the list: the calling code comes first.
    await waitFor(() =>
      expect(screen.getByLabelText('Country calling code').getAttribute('aria-invalid')).toBe('true'),
    );

    await user.selectOptions(screen.getByLabelText('Country calling code'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Accept the processing of your phone number to continue.')).toBeTruthy();
    expect(requestsTo(SEND)).toHaveLength(0);
  });

  it('locks the code form for the countdown after too many wrong codes, ticking every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      ...CSRF_ROUTE,
      [COUNTRIES]: countries,
      [SEND]: { body: { data: { phone: '+447400123456', channel: 'sms', message: 'ok' } } },
      [CONFIRM]: phoneError(429, 'Too many wrong codes. Try again in 3 seconds.', {
        countdown: 3,
        field: 'phoneCode',
      }),
    });
    renderStep();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await sendCode(user);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Too many wrong codes.');
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('You can try again in 0:03.');
    // Disabled through its fieldset, which is what assistive technology and the browser honour.
    expect(screen.getByLabelText('Verification code').matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Verify phone' }) as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 0:02.');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByLabelText('Verification code').matches(':disabled')).toBe(false);
  });

  it('keeps the code step, country and number across a reload until the user changes the number', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [COUNTRIES]: countries,
      [SEND]: { body: { data: { phone: '+447400123456', channel: 'sms', message: 'ok' } } },
    });
    const first = renderStep();
    await sendCode(userEvent.setup());
    await screen.findByLabelText('Verification code');
    first.unmount();

    // A reload: a fresh tree for the same user.
    renderStep();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(screen.getByText('We sent a code to +447400123456 by text message.')).toBeTruthy();
    // Another account in the same tab does not inherit it.
    const other = renderWithProviders(<PhoneVerification user={buildCurrentUser({ id: 2 })} />, {
      path: '/account/verification',
    });
    expect(within(other.container).queryByLabelText('Verification code')).toBeNull();
    other.unmount();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Use another number' }));
    expect(((await screen.findByLabelText('Country calling code')) as HTMLSelectElement).value).toBe('GB');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('7400 123456');
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the pending code once the number is verified', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [COUNTRIES]: countries,
      [SEND]: { body: { data: { phone: '+447400123456', channel: 'sms', message: 'ok' } } },
      [CONFIRM]: { body: { data: { message: 'Your phone number is verified.' } } },
    });
    const first = renderStep();
    const user = userEvent.setup();
    await sendCode(user);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    expect(sessionStorage.length).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    first.unmount();

    renderStep();
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('asks before removing a verified number', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'POST /rest/v1/users/reset-phone': { body: { data: { message: 'Your phone number was removed.' } } },
    });
    const user = buildCurrentUser({
      phone: '+447400123456',
      verification: { ...buildCurrentUser().verification, phone: verificationState({ verified: true }) },
    });
    renderWithProviders(<PhoneVerification user={user} />, { path: '/account/verification' });
    const actor = userEvent.setup();

    await actor.click(screen.getByRole('button', { name: 'Remove number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your phone number?' });
    expect(requestsTo('POST /rest/v1/users/reset-phone')).toHaveLength(0);

    await actor.click(
      Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Remove number')!,
    );
    await waitFor(() => expect(requestsTo('POST /rest/v1/users/reset-phone')).toHaveLength(1));
  });
});
