import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { buildCard, owner } from '../testing/offers';
import { OfferAvailable } from './offer-available';
import { OfferCard } from './offer-card';
import { formatReleaseDuration, OwnerTradeFigures } from './owner-trade-figures';

describe('OwnerTradeFigures', () => {
  it('shows the completion rate and the mean release time', async () => {
    renderWithProviders(<OwnerTradeFigures owner={{ completionRate: 97, avgReleaseSeconds: 330 }} />);
    expect((await screen.findByTestId('owner-completion-rate')).textContent).toContain('97% completion');
    expect(screen.getByTestId('owner-release-time').textContent).toContain('Releases in ~6 min');
  });

  it('shows nothing for figures the vendor has no trades for yet', async () => {
    renderWithProviders(
      <p data-testid="line">
        <OwnerTradeFigures owner={{ completionRate: null, avgReleaseSeconds: undefined }} />
      </p>,
    );
    expect((await screen.findByTestId('line')).childElementCount).toBe(0);
  });
});

describe('formatReleaseDuration', () => {
  it('uses minutes under an hour, hours under two days, then days', () => {
    expect(formatReleaseDuration(10, 'en')).toBe('1 min');
    expect(formatReleaseDuration(59 * 60, 'en')).toBe('59 min');
    expect(formatReleaseDuration(90 * 60, 'en')).toBe('1.5 hr');
    expect(formatReleaseDuration(3 * 86_400, 'en')).toBe('3 days');
  });
});

describe('OfferAvailable', () => {
  it('shows the most one trade can be for now, in the offer currency', async () => {
    renderWithProviders(
      <dl>
        <OfferAvailable offer={{ fiatAvailable: '420.50', fiatCurrencyCode: 'USD' }} />
      </dl>,
    );
    expect((await screen.findByText('Available')).tagName).toBe('DT');
    expect(screen.getByTestId('offer-available').textContent).toContain('$420.50');
  });

  it('is left out when the answer does not carry the figure', async () => {
    renderWithProviders(
      <dl data-testid="figures">
        <OfferAvailable offer={{ fiatCurrencyCode: 'USD' }} />
      </dl>,
    );
    expect((await screen.findByTestId('figures')).childElementCount).toBe(0);
  });
});

describe('OfferCard with the kept statistics', () => {
  it('shows the completion rate, release time and available amount, and opens the offer', async () => {
    const card = buildCard({
      owner: owner({ completionRate: 98, avgReleaseSeconds: 120, badge: 'power_trader' }),
      fiatAvailable: '300.00',
    });
    renderWithProviders(<OfferCard offer={card} />);
    expect((await screen.findByTestId('owner-completion-rate')).textContent).toContain('98% completion');
    expect(screen.getByTestId('owner-release-time').textContent).toContain('Releases in ~2 min');
    expect(screen.getByTestId('offer-available').textContent).toContain('$300.00');
    expect(screen.getByText('Power trader')).toBeTruthy();
    // The Buy link is the card-wide link: it stretches over the card and leads to the offer.
    const buy = screen.getByRole('link', { name: /Buy/ });
    expect(buy.getAttribute('href')).toContain(`/offer/${card.offerHash}`);
    expect(buy.className).toContain('after:inset-0');
  });
});
