import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isTitleAlertRunning,
  listenForTitleAlerts,
  NOTIFICATION_ICON,
  startTitleAlert,
  stopTitleAlert,
  TITLE_ALERT_INTERVAL_MS,
} from './tab-title-alert';

describe('tab title alert', () => {
  let unlisten: () => void;
  beforeEach(() => {
    document.title = 'Trades · P2P Marketplace';
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = 'http://localhost/favicon.svg';
    document.head.append(icon);
    unlisten = listenForTitleAlerts();
  });
  afterEach(() => {
    stopTitleAlert();
    unlisten();
    document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
    vi.useRealTimers();
  });

  const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href;

  it('alternates title and icon every 3000 ms until the window gets focus', () => {
    vi.useFakeTimers();
    expect(TITLE_ALERT_INTERVAL_MS).toBe(3000);
    startTitleAlert('New trade started...');
    expect(document.title).toBe('New trade started...');
    expect(icon()).toBe(NOTIFICATION_ICON);
    vi.advanceTimersByTime(2999);
    expect(document.title).toBe('New trade started...');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('Trades · P2P Marketplace');
    expect(icon()).toBe('http://localhost/favicon.svg');
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('New trade started...');

    window.dispatchEvent(new Event('focus'));
    expect(isTitleAlertRunning()).toBe(false);
    expect(document.title).toBe('Trades · P2P Marketplace');
    expect(icon()).toBe('http://localhost/favicon.svg');
    vi.advanceTimersByTime(9000);
    expect(document.title).toBe('Trades · P2P Marketplace');
  });

  it('keeps the newest page title when the page changes it between ticks', () => {
    vi.useFakeTimers();
    startTitleAlert('New trade started...');
    vi.advanceTimersByTime(3000);
    document.title = 'Wallet · P2P Marketplace';
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('New trade started...');
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('Wallet · P2P Marketplace');
    stopTitleAlert();
    expect(document.title).toBe('Wallet · P2P Marketplace');
  });

  it('starts and stops with the other tabs', async () => {
    const otherTab = new BroadcastChannel('p2p-tab-title-alert');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    otherTab.postMessage({ type: 'start', message: 'New trade started...' });
    await vi.waitFor(() => expect(isTitleAlertRunning()).toBe(true));
    expect(document.title).toBe('New trade started...');
    otherTab.postMessage({ type: 'stop' });
    await vi.waitFor(() => expect(isTitleAlertRunning()).toBe(false));
    expect(document.title).toBe('Trades · P2P Marketplace');

    // Focus here stops the alert in the other tabs too.
    startTitleAlert('New trade started...');
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'stop' }));
    expect(heard).toContainEqual({ type: 'start', message: 'New trade started...' });
    otherTab.close();
  });
});
