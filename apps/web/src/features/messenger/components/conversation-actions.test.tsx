import type { MessengerPartner, PartnerTerms } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ConversationActions } from './conversation-actions';

const partner: MessengerPartner = {
  username: 'alice',
  avatarUrl: null,
  lastSeenAt: null,
  isTrusted: false,
  isBlocked: false,
};
const terms = (enabled: boolean): PartnerTerms => ({
  enabled,
  rewardShareBps: 2000,
  ambassadorShareBps: 4000,
  rewardPeriodDays: 365,
});

function renderActions(enabled: boolean) {
  mockFetch({ 'GET /rest/v1/partner-program/terms': { body: { data: terms(enabled) } } });
  return renderWithProviders(<ConversationActions partner={partner} tradeHash={null} />, {
    path: '/messenger',
  });
}

describe("the chat's partner programme action", () => {
  it('opens the partner dashboard while the programme runs', async () => {
    const user = userEvent.setup();
    const { router } = renderActions(true);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Partner programme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/partner-program'));
  });

  it('is absent while the programme is turned off', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderActions(false);
    await waitFor(() =>
      expect(queryClient.getQueryState(['partner-program', 'terms'])?.status).toBe('success'),
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Trade history' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Partner programme' })).toBeNull();
  });
});
