import type { CurrentUser } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/current-user';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { GuidedTour } from './guided-tour';
import { cardPosition } from './tour-position';

const STEPS = [
  { target: '[data-tour="one"]', title: 'First things', body: 'This is the first element.' },
  { target: '[data-tour="missing"]', title: 'Never shown', body: 'No such element on this screen.' },
  { target: '[data-tour="two"]', title: 'Second things', body: 'This is the second element.' },
];

// jsdom lays nothing out: give the tour's elements a size so they count as on screen.
function sized() {
  const rect = { top: 100, left: 20, width: 200, height: 40, right: 220, bottom: 140, x: 20, y: 100 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return (
      this.dataset.tour ? { ...rect, toJSON: () => rect } : { ...rect, width: 0, height: 0 }
    ) as DOMRect;
  });
  HTMLElement.prototype.scrollIntoView = vi.fn();
}

function renderTour(completedTourGuides: string[] = []) {
  sized();
  const fetch = mockFetch({
    ...CSRF_ROUTE,
    'POST /rest/v1/users/tour/completed': {
      body: { data: { tourName: 'first-offer', completed: true, completedTourGuides: ['first-offer'] } },
    },
  });
  const view = renderWithProviders(
    <div>
      <button type="button">Before</button>
      <div data-tour="one">One</div>
      <div data-tour="two">Two</div>
      <GuidedTour name="first-offer" steps={STEPS} />
    </div>,
  );
  // Only completedTourGuides matters to a tour; the rest of the user is not read.
  view.queryClient.setQueryData(currentUserQueryKey, { completedTourGuides } as unknown as CurrentUser);
  return { ...fetch, ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GuidedTour', () => {
  it('steps through the elements on screen with focus in the dialog, then marks the tour completed', async () => {
    const { user, requestsTo, queryClient } = renderTour();
    const dialog = await screen.findByRole('dialog', { name: 'First things' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // The step without an element on screen is left out of the count.
    expect(dialog.textContent).toContain('Step 1 of 2');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Tab stays inside the card: Skip, Next, then back to Skip.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip tour');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Next');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip tour');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Second things' });
    expect(second.textContent).toContain('Step 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'First things' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('POST /rest/v1/users/tour/completed')[0]?.body).toEqual({ tourName: 'first-offer' });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ completedTourGuides: string[] }>(currentUserQueryKey)?.completedTourGuides,
      ).toEqual(['first-offer']),
    );
  });

  it('Escape skips the tour, marks it so it is not shown again, and gives focus back', async () => {
    sized();
    const { user, requestsTo } = renderTour();
    screen.getByRole('button', { name: 'Before' }).focus();
    // The tour opens after the user focused the page: it takes focus, and gives it back on close.
    const dialog = await screen.findByRole('dialog', { name: 'First things' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('POST /rest/v1/users/tour/completed')).toHaveLength(1);
  });

  it('is not shown to a user who completed or skipped it before', async () => {
    renderTour(['first-offer']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('tour-overlay')).toBeNull();
  });
});

describe('cardPosition', () => {
  const viewport = { width: 390, height: 844 };
  const card = { width: 352, height: 180 };
  it('goes under the target, starting at its start edge in the reading direction', () => {
    const target = { top: 100, left: 30, width: 200, height: 40 };
    // The card is wider than the room right of the target: it stops at the viewport's margin.
    expect(cardPosition(target, card, viewport, false)).toEqual({ top: 152, left: 22 });
    // Right to left: the card's right edge lines up with the target's (within the viewport).
    expect(cardPosition(target, card, viewport, true)).toEqual({ top: 152, left: 16 });
  });
  it('goes above a target near the bottom, and in the middle without a target', () => {
    expect(cardPosition({ top: 700, left: 30, width: 200, height: 60 }, card, viewport, false).top).toBe(508);
    expect(cardPosition(null, card, viewport, false)).toEqual({ top: 332, left: 19 });
  });
});
