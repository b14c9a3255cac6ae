import type { CurrentUser } from '@p2p/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildCurrentUser, verificationState } from '@/testing/current-user';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AccountBanners, accountBanners } from './account-banners';

const CURRENT_USER = 'GET /rest/v1/users/current_user';

/** A user with nothing to report: e-mail confirmed, level L1, registration group 2, no flags. */
const settled = (overrides: Partial<CurrentUser> = {}) =>
  buildCurrentUser({
    verificationLevel: 'L1',
    kycLevelCheck: { level: 1, unusedTradingVolumeInFiatCurrency: '1000.00' },
    verification: { ...buildCurrentUser().verification, email: verificationState({ verified: true }) },
    ...overrides,
  });

/** The settled user's verification with the ID state changed (e-mail stays confirmed). */
const idState = (id: Partial<CurrentUser['verification']['id']>) => {
  const { verification } = settled();
  return { ...verification, id: { ...verification.id, ...id } };
};

describe('accountBanners', () => {
  it('shows nothing for a verified user in good standing', () => {
    expect(accountBanners(settled())).toEqual([]);
  });

  it.each<[string, Partial<CurrentUser>, string[]]>([
    ['frozen', { frozen: true }, ['frozen']],
    ['suspended', { suspended: true }, ['suspended']],
    ['on hold', { onHold: true }, ['onHold']],
    ['restricted', { restricted: true }, ['restricted']],
    ['demo', { isDemoAccount: true }, ['demo']],
    ['blocked KYC actions', { blockedKycActions: ['create-offer'] }, ['kycRequired']],
    [
      'registration group 1 below L2',
      { registrationGroup: 1, kycLevelCheck: { level: 1.5, unusedTradingVolumeInFiatCurrency: '0' } },
      ['kycRequired'],
    ],
    [
      'registration group 1 at L2',
      { registrationGroup: 1, kycLevelCheck: { level: 2, unusedTradingVolumeInFiatCurrency: '0' } },
      [],
    ],
    ['an unconfirmed e-mail', { verification: buildCurrentUser().verification }, ['verifyEmail']],
    [
      'a verification forced by staff (instead of the id-required banner)',
      { verification: idState({ forced: true, required: true }), blockedKycActions: ['create-offer'] },
      ['kycForcedAlert'],
    ],
    [
      'a forced verification once submitted',
      { verification: idState({ forced: true, pending: true }), blockedKycActions: ['create-offer'] },
      [],
    ],
    ['an ID document staff asked for', { requestedIdVerification: true }, ['requestedIdVerification']],
  ])('%s', (_, overrides, expected) => {
    expect(accountBanners(settled(overrides))).toEqual(expected);
  });

  it('names the strongest restriction once and keeps the other banners in order', () => {
    expect(
      accountBanners(
        settled({
          frozen: true,
          suspended: true,
          onHold: true,
          restricted: true,
          isDemoAccount: true,
          blockedKycActions: ['use-wallet'],
          verification: buildCurrentUser().verification,
        }),
      ),
    ).toEqual(['frozen', 'suspended', 'demo', 'kycRequired', 'verifyEmail']);
  });

  it('lets a ban stand alone', () => {
    expect(accountBanners(settled({ banned: true, frozen: true, isDemoAccount: true }))).toEqual(['banned']);
  });
});

describe('AccountBanners', () => {
  it('renders each banner as an alert, linking to the verification page where there is something to do', async () => {
    await i18n.changeLanguage('es');
    mockFetch({
      [CURRENT_USER]: {
        body: { data: buildCurrentUser({ frozen: true, blockedKycActions: ['create-offer'] }) },
      },
    });
    renderWithProviders(<AccountBanners />, { path: '/es/' });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.getAttribute('data-banner'))).toEqual([
      'frozen',
      'kycRequired',
      'verifyEmail',
    ]);
    expect(alerts[0]?.textContent).toContain('Tu cuenta está congelada.');
    expect(within(alerts[0]!).queryByRole('link')).toBeNull();
    expect(within(alerts[1]!).getByRole('link', { name: 'Verificar ahora' }).getAttribute('href')).toBe(
      '/es/account/verification',
    );
    expect(within(alerts[2]!).getByRole('link').getAttribute('href')).toBe('/es/account/verification');
  });

  it('renders the staff demands of decision 040 with their texts and the verification link', async () => {
    await i18n.changeLanguage('en');
    mockFetch({ [CURRENT_USER]: { body: { data: settled({ verification: idState({ forced: true }) }) } } });
    renderWithProviders(<AccountBanners />, { path: '/' });
    const forced = await screen.findByRole('alert');
    expect(forced.getAttribute('data-banner')).toBe('kycForcedAlert');
    expect(forced.textContent).toContain('Identity verification required by our team.');
    expect(forced.textContent).toContain('cannot start trades');
    expect(within(forced).getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe(
      '/account/verification',
    );
  });

  it('asks for the ID document in the page language', async () => {
    await i18n.changeLanguage('ar');
    mockFetch({ [CURRENT_USER]: { body: { data: settled({ requestedIdVerification: true }) } } });
    renderWithProviders(<AccountBanners />, { path: '/ar/' });
    const banner = await screen.findByRole('alert');
    expect(banner.getAttribute('data-banner')).toBe('requestedIdVerification');
    expect(within(banner).getByRole('link', { name: 'رفع وثيقة' }).getAttribute('href')).toBe(
      '/ar/account/verification',
    );
    await i18n.changeLanguage('en');
  });

  it('shows nothing to anonymous visitors', async () => {
    const { requestsTo } = mockFetch({ [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in') });
    renderWithProviders(<AccountBanners />);

    await vi.waitFor(() => expect(requestsTo(CURRENT_USER)).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
