import type { PartnerTerms } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { Navbar } from './navbar';

const terms = (enabled: boolean): PartnerTerms => ({
  enabled,
  rewardShareBps: 2000,
  ambassadorShareBps: 4000,
  rewardPeriodDays: 365,
});

function renderNavbar(enabled: boolean) {
  const api = mockFetch({
    'GET /rest/v1/users/current_user': { body: { data: buildCurrentUser() } },
    'GET /rest/v1/partner-program/terms': { body: { data: terms(enabled) } },
    'GET /rest/v1/support/config': { body: { data: { provider: 'builtin', zendeskWidgetKey: null } } },
  });
  const { queryClient } = renderWithProviders(<Navbar />);
  return { api, queryClient };
}

describe("the user menu's partner programme entry", () => {
  it('leads to the partner dashboard while the programme runs', async () => {
    const user = userEvent.setup();
    renderNavbar(true);
    await user.click(await screen.findByTestId('current-username'));
    const entry = await screen.findByRole('menuitem', { name: 'Partner programme' });
    expect(entry.getAttribute('href')).toBe('/dashboard/partner-program');
    expect(screen.getByRole('menuitem', { name: 'Contact support' })).toBeTruthy();
  });

  it('is absent while the programme is turned off', async () => {
    const user = userEvent.setup();
    const { api, queryClient } = renderNavbar(false);
    await user.click(await screen.findByTestId('current-username'));
    await waitFor(() =>
      expect(queryClient.getQueryState(['partner-program', 'terms'])?.status).toBe('success'),
    );
    expect(api.requestsTo('GET /rest/v1/partner-program/terms')).toHaveLength(1);
    // Opened again with the terms known: the support entry (loaded with the partner entry) is
    // there, the partner entry is not.
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('current-username'));
    expect(await screen.findByRole('menuitem', { name: 'Contact support' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Partner programme' })).toBeNull();
  });
});
