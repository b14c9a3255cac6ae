import type { TradeRequirement, TradeRowStatus, TradeView } from '@p2p/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildTrade } from '../testing/trade-fixtures';
import { RequirementList } from './requirement-list';

const receipt = (overrides: Partial<TradeRequirement> = {}): TradeRequirement => ({
  requirementId: 7,
  stage: 'before_mark_as_paid',
  kind: 'receipt',
  party: 'buyer',
  status: 'PENDING',
  optional: true,
  ...overrides,
});

function show(trade: TradeView, items: TradeRequirement[]) {
  mockFetch({});
  renderWithProviders(
    <RequirementList trade={trade} stage="beforeMarkAsPaid" items={items} onUpload={() => undefined} />,
  );
  return screen.queryByTestId('requirements-beforeMarkAsPaid');
}

const at = (status: TradeRowStatus, role: 'buyer' | 'seller', paid: boolean) =>
  buildTrade({ status, role, paidAt: paid ? '2026-01-01T10:05:00.000Z' : null });

describe('requirement list (before marking as paid)', () => {
  it('gives an optional file not yet sent no "Missing" badge, a required one does', () => {
    show(at('active_funded', 'buyer', false), [
      receipt(),
      receipt({ requirementId: 8, optional: false, kind: 'id_photo' }),
    ]);
    const optional = screen.getByTestId('requirement-7');
    expect(optional.textContent).toContain('From the buyer · optional');
    expect(within(optional).queryByText('Missing')).toBeNull();
    expect(within(screen.getByTestId('requirement-8')).getByText('Missing')).toBeTruthy();
  });

  it('says the step is complete only while the buyer has yet to mark paid', () => {
    expect(
      show(at('active_funded', 'buyer', false), [receipt({ status: 'APPROVED' })])?.textContent,
    ).toContain('Everything needed at this step is in.');
  });

  it.each<[TradeRowStatus, boolean]>([
    ['paid', true],
    ['released', true],
    ['cancelled_buyer', false],
  ])('is gone once the trade is %s and nothing waits for review', (status, paid) => {
    expect(show(at(status, 'seller', paid), [receipt({ status: 'APPROVED' })])).toBeNull();
  });

  it("keeps a receipt waiting for the seller's review at the release step, name, badge and buttons on rows of their own", () => {
    const block = show(at('paid', 'seller', true), [receipt({ status: 'UPLOADED' })])!;
    expect(block.textContent).not.toContain('Everything needed');
    const row = within(block).getByTestId('requirement-7');
    // The name and its badge share the first line; the review buttons sit on a line below, so the
    // name keeps its width instead of wrapping a word a line.
    const [first, second] = Array.from(row.children);
    expect(first!.textContent).toContain('Payment receipt');
    expect(within(first as HTMLElement).getByText('Waiting for review')).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });
});
