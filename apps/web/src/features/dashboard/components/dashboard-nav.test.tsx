import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DashboardNav } from './dashboard-nav';

const link = (name: string) => screen.getByRole('link', { name });

describe('the dashboard navigation', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrollTo.mockReset();
  });

  it('reaches every dashboard page the spec lists', () => {
    renderWithProviders(<DashboardNav />, { path: '/dashboard' });
    const hrefs = Object.fromEntries(
      screen.getAllByRole('link').map((item) => [item.textContent, item.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Overview: '/dashboard',
      'Active trades': '/dashboard/active-trades',
      'Recent trades': '/dashboard/trade-history?view=recent',
      'Trade history': '/dashboard/trade-history',
      'Trade statistics': '/dashboard/trade-statistics',
      'My offers': '/dashboard/my-offers',
      'Favourite offers': '/dashboard/favorite-offers',
      'Trusted users': '/account/contacts/trusted',
      'Blocked users': '/account/contacts/blocked',
      'Trader badges': '/dashboard/badges',
      'Share profile': '/dashboard/share-profile',
      'Partner programme': '/dashboard/partner-program',
    });
    expect(link('Overview').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
  });

  it('marks the current page, telling recent trades from the history by the query, in any language', () => {
    renderWithProviders(<DashboardNav />, { path: '/es/dashboard/trade-history?view=recent' });
    const current = screen
      .getAllByRole('link')
      .filter((item) => item.getAttribute('aria-current') === 'page');
    expect(current.map((item) => item.getAttribute('href'))).toEqual([
      '/es/dashboard/trade-history?view=recent',
    ]);
  });

  it('on a phone scrolls the row so the current page sits in view', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1600);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const left = this.getAttribute('aria-current') === 'page' ? 1300 : 0;
      return DOMRect.fromRect({ x: left, y: 0, width: this.tagName === 'UL' ? 390 : 120, height: 36 });
    });
    renderWithProviders(<DashboardNav />, { path: '/dashboard/partner-program' });
    expect(link('Partner programme').getAttribute('aria-current')).toBe('page');
    expect(scrollTo).toHaveBeenCalledWith({ left: 1300 - (390 - 120) / 2 });
  });
});
