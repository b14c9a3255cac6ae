import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('puts its content under the heading', () => {
    render(
      <Card title="Balances" description="Total about $10">
        <p>BTC 0.001</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Balances' });
    expect(card.lastElementChild?.className).toBe('mt-5');
    expect(card.lastElementChild?.textContent).toBe('BTC 0.001');
  });

  it('ends at its heading when it has no content (no empty gap under "No open trades")', () => {
    render(
      <Card title="Your open trades" description="No open trades.">
        {null}
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Your open trades' });
    expect(card.querySelector('.mt-5')).toBeNull();
    expect(card.textContent).toBe('Your open tradesNo open trades.');
  });
});
