import type { TelegramStatus } from '@p2p/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { TelegramLink } from './telegram-link';

const STATUS = 'GET /rest/v1/notifications/telegram';
const status = (overrides: Partial<TelegramStatus> = {}): TelegramStatus => ({
  configured: true,
  botUsername: 'p2p_bot',
  linked: false,
  telegramUsername: null,
  linkedAt: null,
  ...overrides,
});

describe('TelegramLink', () => {
  it('shows the feature unavailable when the site has no bot', async () => {
    mockFetch({ [STATUS]: { body: { data: status({ configured: false, botUsername: null }) } } });
    renderWithProviders(<TelegramLink />);
    expect(await screen.findByText('Telegram notifications are not available on this site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
  });

  it('asks for a one-time deep link and shows it to open the bot', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: { body: { data: status() } },
      'POST /rest/v1/notifications/telegram/link': {
        status: 201,
        body: { data: { url: 'https://t.me/p2p_bot?start=abc123', expiresAt: '2026-11-25T12:10:00.000Z' } },
      },
    });
    renderWithProviders(<TelegramLink />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    const link = await screen.findByRole('link', { name: 'Open @p2p_bot in Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/p2p_bot?start=abc123');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('status').textContent).toContain('Waiting for Telegram');
    expect(requestsTo('POST /rest/v1/notifications/telegram/link')).toHaveLength(1);
  });

  it('shows the server’s refusal when a link cannot be made', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: { body: { data: status() } },
      'POST /rest/v1/notifications/telegram/link': apiError(
        503,
        'ERROR_UNAVAILABLE',
        'Telegram cannot be reached right now; try again shortly',
      ),
    });
    renderWithProviders(<TelegramLink />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('shows the linked chat and unlinks it', async () => {
    let linked = true;
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [STATUS]: () => ({
        body: {
          data: linked
            ? status({ linked: true, telegramUsername: 'alice_tg', linkedAt: '2026-11-20T10:00:00.000Z' })
            : status(),
        },
      }),
      'DELETE /rest/v1/notifications/telegram': () => {
        linked = false;
        return { body: { data: { removed: true } } };
      },
    });
    renderWithProviders(<TelegramLink />);
    expect(await screen.findByText(/Linked to @alice_tg since/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
    expect(requestsTo('DELETE /rest/v1/notifications/telegram')).toHaveLength(1);
  });
});
