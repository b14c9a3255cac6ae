import type { TradeView } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/current-user';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { FirstTradeTour } from './first-trade-tour';

// jsdom lays nothing out: the trade page's elements get a size so that they count as on screen.
function sized() {
  const rect = { top: 100, left: 20, width: 200, height: 40, right: 220, bottom: 140, x: 20, y: 100 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return (
      this.dataset.testid ? { ...rect, toJSON: () => rect } : { ...rect, width: 0, height: 0 }
    ) as DOMRect;
  });
  HTMLElement.prototype.scrollIntoView = vi.fn();
}

function renderTour({
  role = 'buyer',
  completedTrades = 0,
  completedTourGuides = [] as string[],
}: { role?: TradeView['role']; completedTrades?: number; completedTourGuides?: string[] } = {}) {
  sized();
  const fetch = mockFetch({
    ...CSRF_ROUTE,
    'POST /rest/v1/users/tour/completed': {
      body: { data: { tourName: 'first-trade', completed: true, completedTourGuides: ['first-trade'] } },
    },
  });
  const view = renderWithProviders(
    <div>
      <div data-testid="trade-header">Waiting for payment</div>
      <div data-testid="trade-progress">Progress</div>
      <div data-testid="chat-messages">Chat</div>
      <div data-testid="trade-now">I have paid</div>
      {/* Only the viewer's role is read from the trade. */}
      <FirstTradeTour trade={{ role } as TradeView} />
    </div>,
  );
  view.queryClient.setQueryData(
    currentUserQueryKey,
    buildCurrentUser({ completedTrades, completedTourGuides }),
  );
  return { ...fetch, ...view, user: userEvent.setup() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('FirstTradeTour', () => {
  it('walks a party through status, progress, chat and actions on their first trade, then marks it completed', async () => {
    const { user, requestsTo } = renderTour();
    const first = await screen.findByRole('dialog', { name: 'Where your trade stands' });
    expect(first.textContent).toContain('Step 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'How to pay' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Talk in the trade chat' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = await screen.findByRole('dialog', { name: 'Your next step' });
    expect(last.textContent).toContain('Step 4 of 4');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('POST /rest/v1/users/tour/completed')[0]?.body).toEqual({ tourName: 'first-trade' });
  });

  it('is not shown to a trader with a completed trade behind them', async () => {
    renderTour({ completedTrades: 1 });
    await settle();
    expect(screen.queryByTestId('tour-overlay')).toBeNull();
  });

  it('is not shown once completed or skipped', async () => {
    renderTour({ completedTourGuides: ['first-trade'] });
    await settle();
    expect(screen.queryByTestId('tour-overlay')).toBeNull();
  });

  it('is not shown to a moderator reading the trade', async () => {
    renderTour({ role: 'moderator' });
    await settle();
    expect(screen.queryByTestId('tour-overlay')).toBeNull();
  });
});
