import type { PlatformStatus } from '@p2p/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildCurrentUser, verificationState } from '@/testing/current-user';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { BannerArea } from './banner-area';
import { MaintenanceNotice, maintenanceToShow } from './maintenance-notice';

const STATUS = 'GET /rest/v1/platform/status';
const CURRENT_USER = 'GET /rest/v1/users/current_user';

const quiet: PlatformStatus = { maintenance: null, scheduledMaintenance: [], halts: [], adminAlert: null };
const window = {
  id: 7,
  startsAt: '2026-12-01T02:00:00.000Z',
  expectedEndAt: '2026-12-01T04:00:00.000Z',
  message: 'Database upgrade',
};

describe('BannerArea', () => {
  it('shows the operator message, the halt and announced maintenance above the account banners', async () => {
    await i18n.changeLanguage('ru');
    mockFetch({
      [STATUS]: {
        body: {
          data: {
            ...quiet,
            scheduledMaintenance: [window],
            halts: [{ id: 1, coin: 'BTC', reason: 'incident', startedAt: '2026-11-27T19:00:00.000Z' }],
            adminAlert: {
              id: 3,
              message: 'Банки работают медленно',
              level: 'warning',
              createdAt: '2026-11-27T19:00:00.000Z',
            },
          },
        },
      },
      [CURRENT_USER]: { body: { data: buildCurrentUser({ frozen: true }) } },
    });
    renderWithProviders(<BannerArea />, { path: '/ru/' });

    expect(await screen.findByText('Торговля BTC приостановлена.')).toBeTruthy();
    await screen.findByText('Ваш аккаунт заморожен.', { exact: false });
    const banners = [...document.querySelectorAll('[data-banner]')].map((node) =>
      node.getAttribute('data-banner'),
    );
    expect(banners).toEqual(['adminAlert', 'tradingHalt', 'scheduledMaintenance', 'frozen', 'verifyEmail']);
    expect(screen.getByText('Банки работают медленно')).toBeTruthy();
    expect(screen.getByText('Database upgrade')).toBeTruthy();
    expect(screen.getByText(/Плановые технические работы с/)).toBeTruthy();
  });

  it('names all trading when the halt has no coin', async () => {
    await i18n.changeLanguage('en');
    mockFetch({
      [STATUS]: {
        body: {
          data: {
            ...quiet,
            halts: [{ id: 2, coin: null, reason: 'x', startedAt: '2026-11-27T19:00:00.000Z' }],
          },
        },
      },
      [CURRENT_USER]: {
        body: {
          data: buildCurrentUser({
            verificationLevel: 'L1',
            kycLevelCheck: { level: 1, unusedTradingVolumeInFiatCurrency: '0' },
            verification: {
              ...buildCurrentUser().verification,
              email: verificationState({ verified: true }),
            },
          }),
        },
      },
    });
    renderWithProviders(<BannerArea />);
    expect((await screen.findByRole('alert')).textContent).toContain('All trading is halted.');
    expect(screen.getByRole('alert').textContent).toContain('timers are paused');
  });
});

describe('maintenance notice', () => {
  it('is shown to users and guests, never to staff nor on the sign-in page', () => {
    const status = { ...quiet, maintenance: window };
    expect(maintenanceToShow(status, { isStaff: false, pathname: '/es/offers' })).toEqual(window);
    expect(maintenanceToShow(status, { isStaff: true, pathname: '/offers' })).toBeNull();
    expect(maintenanceToShow(status, { isStaff: false, pathname: '/es/login' })).toBeNull();
    expect(maintenanceToShow(quiet, { isStaff: false, pathname: '/' })).toBeNull();
    expect(maintenanceToShow(undefined, { isStaff: false, pathname: '/' })).toBeNull();
  });

  it('says what happens and when the platform is expected back (maintenanceInfo)', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<MaintenanceNotice window={window} />, { path: '/es/' });
    expect(screen.getByRole('heading', { name: 'Estamos en mantenimiento' })).toBeTruthy();
    expect(screen.getByText('Database upgrade')).toBeTruthy();
    expect(screen.getByText(/Volvemos previsiblemente: .*2026/)).toBeTruthy();
  });
});
