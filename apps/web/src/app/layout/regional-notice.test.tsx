import type { PlatformStatus } from '@p2p/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { BannerArea } from './banner-area';

const quiet: PlatformStatus = { maintenance: null, scheduledMaintenance: [], halts: [], adminAlert: null };

describe('the regional notice (nigeriaBlock)', () => {
  it("shows the operator's catalogue text, own text and refused features to a visitor from that country", async () => {
    await i18n.changeLanguage('en');
    mockFetch({
      'GET /rest/v1/platform/status': { body: { data: quiet } },
      'GET /rest/v1/users/current_user': { body: { data: buildCurrentUser() } },
      'GET /rest/v1/platform/access': {
        body: {
          data: {
            blocked: false,
            countryIso: 'NG',
            notice: {
              countryIso: 'NG',
              messageKey: 'nigeriaBlock',
              message: 'Naira bank transfers are paused.',
              restricts: ['trade-start', 'send-out'],
              updatedAt: '2026-11-27T19:00:00.000Z',
            },
          },
        },
      },
    });
    renderWithProviders(<BannerArea />, { path: '/en/' });
    const banner = await screen.findByText('Notice for visitors from Nigeria:');
    const notice = banner.closest('[data-banner]')!;
    expect(notice.getAttribute('data-banner')).toBe('nigeriaBlock');
    expect(notice.textContent).toContain('some services are limited in Nigeria');
    expect(notice.textContent).toContain('Naira bank transfers are paused.');
    expect(notice.textContent).toContain(
      'Not available from your country: starting trades, sending crypto out.',
    );
  });
});
