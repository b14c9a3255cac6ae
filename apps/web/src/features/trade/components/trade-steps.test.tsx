import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildTrade } from '../testing/trade-fixtures';
import { PaymentDetails } from './payment-details';
import { TradeSteps } from './trade-steps';

const stepTexts = () =>
  within(screen.getByRole('list', { name: 'Trade steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('trade steps', () => {
  it('ticks every step of a released trade', () => {
    mockFetch({});
    renderWithProviders(
      <TradeSteps
        trade={buildTrade({ status: 'released', flow: { ...buildTrade().flow, step: 'finished' } })}
      />,
    );
    expect(stepTexts()).toEqual(['Pay', 'Release', 'Finished']);
    expect(screen.getByTestId('step-hint').textContent).toBe('This trade is over.');
  });

  it('never shows a cancelled trade as released: only what happened is ticked, and how it ended', () => {
    mockFetch({});
    const trade = buildTrade({
      status: 'cancelled_buyer',
      paidAt: '2026-01-01T10:10:00.000Z',
      flow: { ...buildTrade().flow, step: 'finished' },
    });
    renderWithProviders(<TradeSteps trade={trade} />);
    expect(stepTexts()).toEqual(['Pay(done)', 'Cancelled by the buyer']);
    expect(screen.getByTestId('step-hint').textContent).toContain('This trade was cancelled.');
  });

  it('says an expired trade ran out of time and hides the payment details', () => {
    mockFetch({});
    const trade = buildTrade({ status: 'expired', flow: { ...buildTrade().flow, step: 'finished' } });
    renderWithProviders(
      <>
        <TradeSteps trade={trade} />
        <PaymentDetails trade={trade} />
      </>,
    );
    expect(stepTexts()).toEqual(['1Pay(did not happen)', 'Expired']);
    expect(screen.getByTestId('step-hint').textContent).toContain('The time for this trade ran out');
    expect(screen.queryByTestId('payment-details')).toBeNull();
    expect(screen.getByTestId('payment-details-closed').textContent).toBe(
      'This trade is closed: do not send any payment for it.',
    );
  });
});
