import type { TradeRowStatus } from '@p2p/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TradeStatusBadge } from './trade-status-badge';

const colourOf = (status: TradeRowStatus, side?: 'buy' | 'sell') => {
  const { unmount } = render(<TradeStatusBadge status={status} side={side} />);
  const variant = screen.getByText(/./).getAttribute('data-variant');
  unmount();
  return variant;
};

describe('trade status badge in the trade lists', () => {
  it('colours a settled dispute by its outcome for the viewer: a win green, a loss red', () => {
    expect(colourOf('dispute_won_buyer', 'sell')).toBe('danger');
    expect(colourOf('dispute_won_buyer', 'buy')).toBe('success');
    expect(colourOf('dispute_won_seller', 'sell')).toBe('success');
    expect(colourOf('dispute_won_seller', 'buy')).toBe('danger');
  });

  it('stays neutral where no side is known (the public receipt)', () => {
    expect(colourOf('dispute_won_buyer')).toBe('neutral');
    expect(colourOf('released')).toBe('success');
  });
});
