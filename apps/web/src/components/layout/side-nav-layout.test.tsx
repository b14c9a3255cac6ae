import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell, Landmark, Settings, ShieldCheck } from 'lucide-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SideNavLayout } from './side-nav-layout';

const items = [
  { key: 'settings', to: '/account/settings', label: 'Settings', icon: Settings },
  { key: 'security', to: '/account/security', label: 'Security', icon: ShieldCheck },
  { key: 'banks', to: '/account/bank-accounts', label: 'Bank accounts', icon: Landmark },
  { key: 'alerts', to: '/account/notifications', label: 'Notifications', icon: Bell },
];

/** A phone-sized row: 390 px wide, 700 px of items, each 100 px wide, 120 px apart (jsdom lays out nothing). */
function phoneLayout(overflowing: boolean) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(overflowing ? 700 : 390);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = items.findIndex((item) => item.label === this.textContent);
    const left = index < 0 ? 0 : index * 120 + 16;
    return DOMRect.fromRect({ x: left, y: 0, width: index < 0 ? 390 : 100, height: 36 });
  });
}

describe('SideNavLayout', () => {
  const scrollTo = vi.fn<(this: HTMLElement, options: ScrollToOptions) => void>();
  const windowScroll = vi.fn();
  beforeEach(() => {
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    window.scrollTo = windowScroll as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrollTo.mockReset();
    windowScroll.mockReset();
  });

  it('centres the current page in the phone row on arrival and after each navigation, not moving the window', async () => {
    phoneLayout(true);
    renderWithProviders(<SideNavLayout label="Account" items={items} />, {
      path: '/account/bank-accounts',
    });
    const row = screen.getByRole('navigation', { name: 'Account' }).querySelector('ul')!;

    // Bank accounts starts at 256 px; centred in 390 px: 256 - (390 - 100) / 2 = 111.
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo.mock.contexts[0]).toBe(row);
    expect(scrollTo.mock.calls[0]![0]).toEqual({ left: 111 });

    await userEvent.setup().click(screen.getByRole('link', { name: 'Notifications' }));
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).toBe('page');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo.mock.contexts[1]).toBe(row);
    expect(scrollTo.mock.calls[1]![0]).toEqual({ left: 231 });
    expect(windowScroll).not.toHaveBeenCalled();
  });

  it('leaves the side column of a wide screen alone', () => {
    phoneLayout(false);
    renderWithProviders(<SideNavLayout label="Account" items={items} />, {
      path: '/account/notifications',
    });
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).toBe('page');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
