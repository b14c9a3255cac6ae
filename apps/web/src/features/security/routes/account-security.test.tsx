import type { TwoFactorStatus } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, redirectToLogin } from '@/lib/api-client';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AccountSecurityRoute } from './account-security';

const STATUS = 'GET /rest/v1/users/two-factor';
const SETUP = 'POST /rest/v1/users/two-factor/setup';
const CONFIRM = 'POST /rest/v1/users/two-factor/confirm';
const SWITCHES = 'PUT /rest/v1/users/two-factor/switches';
const DISABLE = 'POST /rest/v1/users/two-factor/disable';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const BACKUP_CODES = ['k7dq-m2xa-9p', 'b3rt-x8wz-2c', 'p9mn-4hfe-7a'];

const status = (overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus => ({
  state: 'initial',
  method: 'ga',
  type: 'none',
  login: false,
  release: false,
  sendout: false,
  backupCodesLeft: 0,
  availableMethods: { ga: true, sms: false, email: true },
  ...overrides,
});
const enabled = status({
  state: 'enabled',
  type: 'ga',
  login: true,
  release: true,
  sendout: true,
  backupCodesLeft: 3,
});

describe('AccountSecurityRoute', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => configureApiClient({ onUnauthorized }));
  afterEach(() => {
    configureApiClient({ onUnauthorized: redirectToLogin });
    onUnauthorized.mockReset();
  });

  it('sets up an authenticator app: QR code and key, confirm with a code, backup codes shown once', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: { body: { data: status() } },
      [SETUP]: {
        body: {
          data: {
            state: 'verification',
            method: 'ga',
            secret: SECRET,
            otpauthUri: `otpauth://totp/P2P:alice?secret=${SECRET}`,
            qrCode: QR,
            sentTo: null,
          },
        },
      },
      [CONFIRM]: { body: { data: { status: enabled, backupCodes: BACKUP_CODES } } },
    });
    renderWithProviders(<AccountSecurityRoute />, { path: '/account/security' });
    const user = userEvent.setup();

    // SMS is offered only with a verified phone.
    expect((await screen.findByLabelText('Text message (SMS) (verify it first)')).matches(':disabled')).toBe(
      true,
    );
    await user.click(screen.getByLabelText('Authenticator app'));
    await user.click(screen.getByRole('button', { name: 'Start setup' }));

    const qr = await screen.findByRole('img', {
      name: 'QR code to add this account to an authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByTestId('totp-secret').textContent?.replace(/\s/g, '')).toBe(SECRET);
    expect(requestsTo(SETUP)[0]?.body).toEqual({ method: 'ga' });

    await user.type(screen.getByLabelText('Code shown in the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    const codes = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(requestsTo(CONFIRM)[0]?.body).toEqual({ code: '123456' });
    // Two-factor is on now: the switches replace the setup, and the codes stay until dismissed.
    expect(screen.getByRole('switch', { name: 'Log in' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'I have saved my backup codes' }));
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
    expect(screen.queryByText(BACKUP_CODES[0]!)).toBeNull();
    // The first render of the whole page (password and e-mail forms too) is slow on a busy machine.
  }, 15_000);

  it('copies the backup codes to the clipboard', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: { body: { data: status() } },
      [SETUP]: {
        body: {
          data: {
            state: 'verification',
            method: 'ga',
            secret: SECRET,
            otpauthUri: 'x',
            qrCode: QR,
            sentTo: null,
          },
        },
      },
      [CONFIRM]: { body: { data: { status: enabled, backupCodes: BACKUP_CODES } } },
    });
    renderWithProviders(<AccountSecurityRoute />, { path: '/account/security' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Start setup' }));
    await user.type(await screen.findByLabelText('Code shown in the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));

    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(BACKUP_CODES.join('\n'));
  });

  it('shows a wrong confirmation code on the code field without leaving the page', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: { body: { data: status() } },
      [SETUP]: {
        body: {
          data: {
            state: 'verification',
            method: 'ga',
            secret: SECRET,
            otpauthUri: 'x',
            qrCode: QR,
            sentTo: null,
          },
        },
      },
      [CONFIRM]: apiError(400, 'ERROR_INPUT_VALIDATION', 'The code is wrong or expired', {
        code: ['The code is wrong or expired'],
      }),
    });
    renderWithProviders(<AccountSecurityRoute />, { path: '/account/security' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Start setup' }));
    await user.type(await screen.findByLabelText('Code shown in the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    expect(await screen.findByText('The code is wrong or expired')).toBeTruthy();
    expect(screen.getByLabelText('Code shown in the app').getAttribute('aria-invalid')).toBe('true');
  });

  it('turns a switch off with a current code; a wrong code stays on the field without a login redirect', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: { body: { data: enabled } },
      [SWITCHES]: [
        apiError(401, 'ERROR_TWO_FACTOR_REQUIRED', 'The code is wrong, expired or already used', {
          code: ['The code is wrong, expired or already used'],
        }),
        { body: { data: { ...enabled, release: false } } },
      ],
    });
    renderWithProviders(<AccountSecurityRoute />, { path: '/account/security' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('switch', { name: 'Release escrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop asking for a code: Release escrow' });
    await user.type(within(dialog).getByLabelText('Two-factor code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await within(dialog).findByText('The code is wrong, expired or already used')).toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Two-factor code'));
    await user.type(within(dialog).getByLabelText('Two-factor code'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(SWITCHES)[1]?.body).toEqual({ code: '222222', release: false });
    expect(screen.getByRole('switch', { name: 'Release escrow' }).getAttribute('aria-checked')).toBe('false');
  });

  it('asks for confirmation and a code before turning two-factor off', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: { body: { data: enabled } },
      [DISABLE]: { body: { data: status({ state: 'disabled' }) } },
    });
    renderWithProviders(<AccountSecurityRoute />, { path: '/account/security' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    expect(requestsTo(DISABLE)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Two-factor code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByRole('button', { name: 'Start setup' })).toBeTruthy();
    expect(requestsTo(DISABLE)[0]?.body).toEqual({ code: '123456' });
  });
});
