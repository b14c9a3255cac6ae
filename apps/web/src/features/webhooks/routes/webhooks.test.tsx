import { WEBHOOK_EVENT_NAMES, type Webhook, type WebhookDelivery } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { WebhooksRoute } from './webhooks';

const webhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  url: null,
  enabled: false,
  status: 'INITIAL',
  events: WEBHOOK_EVENT_NAMES.map((name) => ({ name, checked: false })),
  notificationType: null,
  errorKey: null,
  knowledgeLink: null,
  secretHint: null,
  verifiedAt: null,
  consecutiveFailures: 0,
  ...overrides,
});

const delivery: WebhookDelivery = {
  id: 7,
  eventId: 'evt_12_trade_started',
  event: 'trade.started',
  status: 'failed',
  attempts: 1,
  lastStatus: 500,
  lastError: 'WEBHOOK_BAD_STATUS: answered 500',
  nextAttemptAt: null,
  createdAt: new Date().toISOString(),
  sentAt: null,
  log: [
    {
      attempt: 1,
      trigger: 'schedule',
      url: 'https://bot.example.com/hook',
      requestHeaders: { 'webhook-id': 'evt_12_trade_started' },
      requestBody: '{"type":"trade.started"}',
      responseStatus: 500,
      responseExcerpt: 'receiver is down',
      error: 'answered 500',
      durationMs: 42,
      createdAt: new Date().toISOString(),
    },
  ],
};

const DELIVERIES = 'GET /rest/v1/webhooks/deliveries';
const emptyLog = { body: { data: [], meta: { total: 0, currentPage: 1, perPage: 20, lastPage: 1 } } };

describe('WebhooksRoute', () => {
  it('saves and verifies a URL, shows the secret once and the enabled state', async () => {
    const enabled = webhook({
      url: 'https://bot.example.com/hook',
      enabled: true,
      status: 'ENABLED',
      notificationType: 'success',
      secretHint: 'AbCd',
      events: WEBHOOK_EVENT_NAMES.map((name) => ({ name, checked: true })),
    });
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/webhooks': { body: { data: webhook(), meta: { link: '/account/webhooks' } } },
      [DELIVERIES]: emptyLog,
      'POST /rest/v1/webhooks/verify': { body: { data: { ...enabled, secret: 'whsec_secretvalueAbCd' } } },
    });
    renderWithProviders(<WebhooksRoute />);
    await userEvent.type(await screen.findByLabelText('Endpoint URL'), 'https://bot.example.com/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Save and verify' }));
    expect(await screen.findByText('whsec_secretvalueAbCd')).toBeTruthy();
    expect(screen.getByTestId('webhook-state').textContent).toBe('Enabled');
    expect(requestsTo('POST /rest/v1/webhooks/verify')[0]!.body).toEqual({
      url: 'https://bot.example.com/hook',
    });
  });

  it('refuses a URL that is not http(s) before sending', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/webhooks': { body: { data: webhook(), meta: { link: '/account/webhooks' } } },
      [DELIVERIES]: emptyLog,
    });
    renderWithProviders(<WebhooksRoute />);
    await userEvent.type(await screen.findByLabelText('Endpoint URL'), 'ftp://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save and verify' }));
    expect(await screen.findByText(/Enter an http:\/\/ or https:\/\/ URL/)).toBeTruthy();
    expect(requestsTo('POST /rest/v1/webhooks/verify')).toHaveLength(0);
  });

  it('explains a failed verification and sends the chosen events', async () => {
    const disabled = webhook({
      url: 'https://bot.example.com/hook',
      status: 'DISABLED',
      notificationType: 'danger',
      errorKey: 'WEBHOOK_CHALLENGE_MISMATCH',
      knowledgeLink: '/account/webhooks#help-webhook-challenge-mismatch',
    });
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/webhooks': { body: { data: disabled, meta: { link: '/account/webhooks' } } },
      [DELIVERIES]: emptyLog,
      'POST /rest/v1/webhooks/events': { body: { data: disabled } },
    });
    renderWithProviders(<WebhooksRoute />);
    expect((await screen.findAllByText(/did not echo the challenge/)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByLabelText('trade.paid'));
    await userEvent.click(screen.getByLabelText('trade.released'));
    await userEvent.click(screen.getByRole('button', { name: 'Save events' }));
    await waitFor(() => expect(requestsTo('POST /rest/v1/webhooks/events')).toHaveLength(1));
    expect(requestsTo('POST /rest/v1/webhooks/events')[0]!.body).toEqual({
      events: ['trade.paid', 'trade.released'],
    });
  });

  it('lists deliveries with their attempts and redelivers one', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/webhooks': { body: { data: webhook(), meta: { link: '/account/webhooks' } } },
      [DELIVERIES]: {
        body: { data: [delivery], meta: { total: 1, currentPage: 1, perPage: 20, lastPage: 1 } },
      },
      'POST /rest/v1/webhooks/deliveries/7/redeliver': { body: { data: { ...delivery, status: 'sent' } } },
    });
    renderWithProviders(<WebhooksRoute />);
    const log = await screen.findByRole('region', { name: 'Delivery log' });
    expect(await within(log).findByText('trade.started')).toBeTruthy();
    expect(within(log).getByText('Attempt 1: answer 500 in 42 ms')).toBeTruthy();
    expect(within(log).getByText('receiver is down')).toBeTruthy();
    await userEvent.click(within(log).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => expect(requestsTo('POST /rest/v1/webhooks/deliveries/7/redeliver')).toHaveLength(1));
  });
});
