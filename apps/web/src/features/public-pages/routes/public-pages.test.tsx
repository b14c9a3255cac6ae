import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { FeesRoute } from './fees';
import { AboutRoute, WalletLandingRoute } from './text-pages';

const page = (name: string, markdown: string, extra: Record<string, unknown> = {}) => ({
  body: { data: { page: name, lang: 'en', fallback: false, source: 'default', markdown, ...extra } },
});
const CURRENT_USER = 'GET /rest/v1/users/current_user';

describe('public pages', () => {
  it("shows the operator's text in the visitor's language", async () => {
    const { requests } = mockFetch({
      'GET /rest/v1/public-pages/about': page('about', '# Sobre nosotros', { lang: 'es' }),
    });
    renderWithProviders(<AboutRoute />, { path: '/es/about' });
    expect(await screen.findByRole('heading', { name: 'Sobre nosotros' })).toBeTruthy();
    expect(requests[0]?.url).toBe('/rest/v1/public-pages/about?lang=es');
    expect(screen.queryByText(/not available in your language/)).toBeNull();
  });

  it('says so when the text is shown in English instead', async () => {
    mockFetch({
      'GET /rest/v1/public-pages/about': page('about', '# About us', { fallback: true }),
    });
    renderWithProviders(<AboutRoute />, { path: '/tr/about' });
    const heading = await screen.findByRole('heading', { name: 'About us' });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/not available in your language yet/)).toBeTruthy();
  });

  it('offers a retry when the text cannot be loaded', async () => {
    mockFetch({ 'GET /rest/v1/public-pages/about': apiError(404, 'ERROR_NOT_FOUND', 'Page not found') });
    renderWithProviders(<AboutRoute />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the escrow fee of each payment-method group as the server answers it', async () => {
    mockFetch({
      'GET /rest/v1/public-pages/fees': page('fees', '# Fees\n\nThe seller pays.'),
      'GET /rest/v1/escrow-fees': {
        body: {
          data: {
            groups: [
              { id: 1, slug: 'gift-cards', name: 'Gift cards', feeBps: 425 },
              { id: 5, slug: 'bank-transfers', name: 'Bank transfers', feeBps: 75 },
              { id: 99, slug: 'new-group', name: 'New group', feeBps: 150 },
            ],
            defaultBps: 150,
          },
        },
      },
    });
    renderWithProviders(<FeesRoute />);
    const table = await screen.findByRole('table', { name: /escrow fee the seller pays/ });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Gift cards')).getByText('4.25%')).toBeTruthy();
    expect(within(row('Bank transfers')).getByText('0.75%')).toBeTruthy();
    // A group the catalogue has no name for keeps the server's name.
    expect(within(row('New group')).getByText('1.5%')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toBeTruthy();
  });

  it('leads a guest to register from a landing, and a signed-in user to the wallet', async () => {
    mockFetch({
      'GET /rest/v1/public-pages/wallet-landing': page('wallet-landing', '# A wallet'),
      [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
    });
    renderWithProviders(<WalletLandingRoute />);
    expect((await screen.findByRole('link', { name: 'Create a free account' })).getAttribute('href')).toBe(
      '/register',
    );
  });
});
