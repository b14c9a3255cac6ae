import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('links every public page, the partner programme and its terms, in the current language', async () => {
    renderWithProviders(<Footer />, { path: '/es/wallet' });
    const nav = await screen.findByRole('navigation', { name: 'Site links' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/es/about',
      '/es/fees',
      '/es/partner-program',
      '/es/statistics',
      '/es/crypto-wallet',
      '/es/gift-cards',
      '/es/p2p-gift-cards',
      '/es/refugees',
      '/es/terms-of-service',
      '/es/privacy-policy',
      '/es/vendor-terms',
      '/es/partner-program/terms',
    ]);
    expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
