import type { OauthConsent } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_ROUTE, apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { consentNavigation, OauthConsentRoute } from './oauth-consent';

const consent: OauthConsent = {
  uid: 'uid123',
  appName: 'Trade tracker',
  clientId: 'client-1',
  developer: 'alice',
  scopes: ['profile:read', 'trades:read'],
  redirectUri: 'https://tracker.example.com/cb',
};

const render = () =>
  renderWithProviders(<div />, {
    path: '/oauth/consent/uid123',
    routes: [{ path: '/oauth/consent/:uid', element: <OauthConsentRoute /> }],
  });

afterEach(() => vi.restoreAllMocks());

describe('OauthConsentRoute', () => {
  it('shows the app and its scopes; Allow sends the browser back through the OAuth server', async () => {
    const go = vi.spyOn(consentNavigation, 'go').mockImplementation(() => undefined);
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/oauth/consent/uid123': { body: { data: consent } },
      'POST /rest/v1/oauth/consent/uid123/approve': {
        body: { data: { redirectTo: '/oauth2/authorize/uid123' } },
      },
    });
    render();
    expect(
      await screen.findByRole('heading', { name: 'Trade tracker wants to use your account' }),
    ).toBeTruthy();
    expect(screen.getByText('Read your profile')).toBeTruthy();
    expect(screen.getByText('Read your trades')).toBeTruthy();
    expect(screen.getByText(/alice/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/oauth2/authorize/uid123'));
    expect(requestsTo('POST /rest/v1/oauth/consent/uid123/approve')).toHaveLength(1);
  });

  it('Deny refuses; an expired request shows its error', async () => {
    const go = vi.spyOn(consentNavigation, 'go').mockImplementation(() => undefined);
    mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/oauth/consent/uid123': { body: { data: consent } },
      'POST /rest/v1/oauth/consent/uid123/deny': {
        body: { data: { redirectTo: '/oauth2/authorize/uid123' } },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/oauth2/authorize/uid123'));

    mockFetch({
      'GET /rest/v1/oauth/consent/uid123': apiError(
        404,
        'ERROR_NOT_FOUND',
        'This authorization request has expired',
      ),
    });
    render();
    expect(await screen.findByText(/expired/)).toBeTruthy();
  });
});
