import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/current-user';
import { buildCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { PushToggle } from './push-toggle';

const SUBSCRIPTIONS = 'GET /rest/v1/notifications/web-push/subscriptions';

function renderToggle(user = buildCurrentUser()) {
  const view = renderWithProviders(<PushToggle />);
  view.queryClient.setQueryData(currentUserQueryKey, user);
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PushToggle', () => {
  it('says when the browser cannot receive push (no service worker or PushManager, as in jsdom)', async () => {
    mockFetch({ [SUBSCRIPTIONS]: { body: { data: [] } } });
    renderToggle();
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('explains how to unblock notifications the user denied, without a switch that cannot work', async () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => undefined) },
    });
    mockFetch({ [SUBSCRIPTIONS]: { body: { data: [] } } });
    renderToggle();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('offers the switch, off, when the browser has not been asked yet, and lists the other browsers', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => undefined) },
    });
    mockFetch({
      [SUBSCRIPTIONS]: {
        body: {
          data: [
            {
              id: 4,
              pushService: 'fcm.googleapis.com',
              userAgent: 'Chrome on Android',
              createdAt: '2026-11-20T10:00:00.000Z',
              lastSuccessAt: null,
              current: false,
            },
          ],
        },
      },
    });
    renderToggle();
    const toggle = await screen.findByRole('switch', { name: 'Push notifications in this browser' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('tells demo accounts they get no push', async () => {
    mockFetch({ [SUBSCRIPTIONS]: { body: { data: [] } } });
    renderToggle(buildCurrentUser({ isDemoAccount: true }));
    expect(await screen.findByText('Demo accounts do not receive push notifications.')).toBeTruthy();
  });
});
