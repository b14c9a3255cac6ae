import type { ApiApp, ApiAppCall } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { DevelopersRoute } from './developers';

const BASE = '/rest/v1/api-apps';
const NO_CONNECTED = { [`GET ${BASE}/connected`]: { body: { data: [] } } };
const app = (overrides: Partial<ApiApp> = {}): ApiApp => ({
  id: '8f7d2a9e-4b1c-4f7e-9a55-0c6f1b2d3e4f',
  name: 'Release bot',
  clientId: 'client-id-1',
  kind: 'bot',
  publicClient: false,
  scopes: ['trades:read', 'trades:write'],
  redirectUris: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  secretRotatedAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

describe('DevelopersRoute', () => {
  it('creates a bot and shows its secret once with a copy button', async () => {
    const created = app({ id: '1f7d2a9e-4b1c-4f7e-9a55-0c6f1b2d3e4f', name: 'My bot', lastUsedAt: null });
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      ...NO_CONNECTED,
      [`GET ${BASE}`]: [{ body: { data: [] } }, { body: { data: [created] } }],
      [`POST ${BASE}`]: { status: 201, body: { data: { ...created, clientSecret: 'pxs_the-secret' } } },
    });
    renderWithProviders(<DevelopersRoute />);
    expect(await screen.findByText('You have no API apps yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create an app' }));
    await userEvent.type(screen.getByLabelText('Name'), 'My bot');
    await userEvent.click(screen.getByLabelText('Send from your wallet'));
    await userEvent.click(screen.getByRole('button', { name: 'Create app' }));
    expect((await screen.findByTestId('api-app-secret')).textContent).toBe('pxs_the-secret');
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(requestsTo(`POST ${BASE}`)[0]!.body).toEqual({
      name: 'My bot',
      kind: 'bot',
      scopes: ['profile:read', 'trades:read', 'wallet:send'],
      redirectUris: [],
      publicClient: false,
    });
    expect(screen.getByTestId('api-app-last-used').textContent).toBe('Never');
  });

  it('asks for a redirect URI for a third-party app before sending', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      ...NO_CONNECTED,
      [`GET ${BASE}`]: { body: { data: [] } },
    });
    renderWithProviders(<DevelopersRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create an app' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Tracker');
    await userEvent.click(screen.getByLabelText('Third-party app'));
    await userEvent.click(screen.getByRole('button', { name: 'Create app' }));
    expect(
      await screen.findByText('Enter at least one https:// redirect URI (http:// only for localhost)'),
    ).toBeTruthy();
    expect(requestsTo(`POST ${BASE}`)).toHaveLength(0);
  });

  it('rotates and deletes after confirmation, and shows recent calls', async () => {
    const call: ApiAppCall = {
      id: 3,
      method: 'POST',
      path: '/paxful/v1/trade/release',
      status: 200,
      via: 'apiseal',
      moneyMoving: true,
      at: '2026-11-20T09:30:00.000Z',
    };
    const existing = app();
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      ...NO_CONNECTED,
      [`GET ${BASE}`]: { body: { data: [existing] } },
      [`POST ${BASE}/${existing.id}/secret`]: {
        body: { data: { ...existing, clientSecret: 'pxs_rotated' } },
      },
      [`DELETE ${BASE}/${existing.id}`]: { body: { data: { id: existing.id, deleted: true } } },
      [`GET ${BASE}/${existing.id}/calls`]: { body: { data: [call] } },
    });
    renderWithProviders(<DevelopersRoute />);
    const card = await screen.findByRole('listitem', { name: 'Release bot' });

    await userEvent.click(within(card).getByRole('button', { name: 'Recent calls' }));
    expect(await within(card).findByText('POST /paxful/v1/trade/release')).toBeTruthy();
    expect(within(card).getByText('Moves money')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const rotateDialog = await screen.findByRole('dialog');
    expect(requestsTo(`POST ${BASE}/${existing.id}/secret`)).toHaveLength(0);
    await userEvent.click(within(rotateDialog).getByRole('button', { name: 'Rotate secret' }));
    expect((await screen.findByTestId('api-app-secret')).textContent).toBe('pxs_rotated');

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const deleteDialog = await screen.findByRole('dialog');
    expect(within(deleteDialog).getByText('Delete Release bot?')).toBeTruthy();
    await userEvent.click(within(deleteDialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(`DELETE ${BASE}/${existing.id}`)).toHaveLength(1));
  });

  it('lists the apps the user allowed and removes one after confirmation', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [`GET ${BASE}`]: { body: { data: [] } },
      [`GET ${BASE}/connected`]: [
        {
          body: {
            data: [
              {
                clientId: 'tracker-1',
                appName: 'Trade tracker',
                developer: 'alice',
                scopes: ['trades:read'],
                since: '2026-11-02T10:00:00.000Z',
              },
            ],
          },
        },
        { body: { data: [] } },
      ],
      [`DELETE ${BASE}/connected/tracker-1`]: {
        body: { data: { clientId: 'tracker-1', disconnected: true } },
      },
    });
    renderWithProviders(<DevelopersRoute />);
    expect(await screen.findByText('Trade tracker')).toBeTruthy();
    expect(screen.getByText('Read your trades')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    await waitFor(() => expect(requestsTo(`DELETE ${BASE}/connected/tracker-1`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Trade tracker')).toBeNull());
  });
});
