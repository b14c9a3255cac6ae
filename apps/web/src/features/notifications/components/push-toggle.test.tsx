import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/current-user';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { setPushSetupSettled } from '../utils/push-setup-state';
import { PushSetup } from './push-setup';
import { PushToggle } from './push-toggle';

const SUBSCRIPTIONS = 'GET /rest/v1/notifications/web-push/subscriptions';

function renderToggle(user = buildCurrentUser()) {
  const view = renderWithProviders(<PushToggle />);
  view.queryClient.setQueryData(currentUserQueryKey, user);
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
  setPushSetupSettled(false);
});

const ENDPOINT = 'https://push.example/send/abc';
const CURRENT_SUBSCRIPTION = {
  id: 7,
  pushService: 'push.example',
  userAgent: 'Chromium',
  createdAt: '2026-11-28T05:00:00.000Z',
  lastSuccessAt: null,
  current: true,
};

/**
 * A browser that already permits notifications but is not subscribed (the user allowed them on an
 * earlier visit, another account used this browser, or the push service dropped the subscription):
 * the page's own set-up (PushSetup) subscribes it as the settings page opens.
 */
function browserThatPermitsPush() {
  const requestPermission = vi.fn(async () => 'granted' as const);
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission });
  vi.stubGlobal('PushManager', class {});
  let subscribed = false;
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: new Uint8Array([1, 2, 3]).buffer },
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => {
      subscribed = false;
      return true;
    }),
  };
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
      subscribe: vi.fn(async () => {
        subscribed = true;
        return subscription;
      }),
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  return { requestPermission, isSubscribed: () => subscribed };
}

/** The settings switch beside the page's own push set-up, for a signed-in user; resolves to the switch. */
async function renderSwitchWithSetUp(): Promise<HTMLElement> {
  const view = renderWithProviders(
    <>
      <PushToggle />
      <PushSetup />
    </>,
  );
  view.queryClient.setQueryData(currentUserQueryKey, buildCurrentUser());
  return screen.findByRole('switch', { name: 'Push notifications in this browser' });
}

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

  it('holds the switch while the page subscribes a browser that already permits notifications, then shows it on', async () => {
    const browser = browserThatPermitsPush();
    let storeSubscription: (answer: MockAnswer) => void = () => {};
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/notifications/web-push/public-key': { body: { data: { publicKey: 'AQID' } } },
      [SUBSCRIPTIONS]: (request) => ({
        body: {
          data: browser.isSubscribed() && request.url.includes('endpoint=') ? [CURRENT_SUBSCRIPTION] : [],
        },
      }),
      // The server stores the subscription when the test says so.
      'POST /rest/v1/notifications/web-push/subscriptions': () =>
        new Promise<MockAnswer>((resolve) => {
          storeSubscription = resolve;
        }),
    });
    const toggle = await renderSwitchWithSetUp();

    // While the set-up is storing the subscription, the switch's "off" is about to turn "on" by
    // itself: it takes no click (one would land on the "on" and switch push off).
    await waitFor(() =>
      expect(requestsTo('POST /rest/v1/notifications/web-push/subscriptions')).toHaveLength(1),
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    toggle.click();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    storeSubscription({ status: 201, body: { data: CURRENT_SUBSCRIPTION } });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('This browser')).toBeTruthy();
    expect(requestsTo('POST /rest/v1/notifications/web-push/unsubscribe')).toHaveLength(0);
  });

  it('lets the switch go when the set-up fails (a push service out of reach), off', async () => {
    browserThatPermitsPush();
    mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/notifications/web-push/public-key': {
        status: 503,
        body: { error: { code: 'ERROR_UNAVAILABLE', message: 'down' } },
      },
      [SUBSCRIPTIONS]: { body: { data: [] } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const toggle = await renderSwitchWithSetUp();
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('does not wait for the set-up in a browser the user switched off (it stays off)', async () => {
    browserThatPermitsPush();
    localStorage.setItem('p2p.push-opt-out', '1');
    mockFetch({ [SUBSCRIPTIONS]: { body: { data: [] } } });
    renderToggle();
    const toggle = await screen.findByRole('switch', { name: 'Push notifications in this browser' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
