import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ShareProfileRoute } from './routes/share-profile';

const CURRENT_USER = 'GET /rest/v1/users/current_user';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

function renderPage(
  overrides: Parameters<typeof buildCurrentUser>[0] = {},
  path = '/dashboard/share-profile',
) {
  mockFetch({
    [CURRENT_USER]: { body: { data: buildCurrentUser({ username: 'satoshi_7', ...overrides }) } },
  });
  return renderWithProviders(<ShareProfileRoute />, { path });
}

describe('ShareProfileRoute', () => {
  it('shows the public link, its QR code and the share card of the signed-in trader', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    const link = `${window.location.origin}/user/satoshi_7`;
    expect((await screen.findByTestId('share-profile-link')).textContent).toBe(link);
    const qr = screen.getByRole('img', { name: 'QR code of the public profile link of satoshi_7' });
    expect(qr.getAttribute('data-qr-value')).toBe(link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const preview = screen.getByRole('img', { name: /Share card of satoshi_7/ });
    expect(preview.getAttribute('src')).toBe('/user/satoshi_7/share-card.png');
    expect(screen.getByRole('link', { name: 'View public profile' }).getAttribute('href')).toBe(
      '/user/satoshi_7',
    );
  });

  it('copies the link', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/user/satoshi_7`);
  });

  it('offers the share sheet only where the browser has one, and hands it the link', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    await screen.findByTestId('share-profile-link');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderPage();
    const buttons = await screen.findAllByRole('button', { name: 'Share' });
    await user.click(buttons[0]!);
    expect(share).toHaveBeenCalledWith({
      title: 'satoshi_7 on the P2P marketplace',
      url: `${window.location.origin}/user/satoshi_7`,
    });
  });

  it('explains why there is no card when the profile is hidden from guests, in the page language', async () => {
    await i18n.changeLanguage('es');
    renderPage({ profileVisibility: 'TRUSTED_ONLY' }, '/es/dashboard/share-profile');
    const preview = await screen.findByRole('region', { name: 'Vista previa del enlace' });
    expect(within(preview).queryByRole('img')).toBeNull();
    expect(
      within(preview).getByRole('link', { name: 'Cambiar la visibilidad del perfil' }).getAttribute('href'),
    ).toBe('/es/account/settings');
    await i18n.changeLanguage('en');
  });
});
