import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft } from '../hooks/use-time-left';
import { buildTrade } from '../testing/trade-fixtures';
import { TradeCountdown } from './trade-countdown';

describe('trade countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down to expiresAt every second and says when the time ran out', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:28:58.000Z') });
    render(<TradeCountdown trade={buildTrade({ expiresAt: '2026-01-01T10:30:00.000Z' })} />);
    const timer = screen.getByRole('timer', { name: 'Time left to pay' });
    expect(timer.textContent).toBe('Time left to pay: 1:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('Time left to pay: 1:01');
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer.textContent).toBe('The time to pay has run out');
  });

  it('names the funding window of a deferred-escrow trade and is gone once paid', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00.000Z') });
    const { rerender } = render(
      <TradeCountdown
        trade={buildTrade({ status: 'not_funded', role: 'seller', expiresAt: '2026-01-01T10:15:00.000Z' })}
      />,
    );
    expect(screen.getByRole('timer').textContent).toBe('Time left for the seller to fund: 15:00');
    rerender(<TradeCountdown trade={buildTrade({ status: 'paid' })} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('stands still while a trading halt pauses the trade', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:40:00.000Z') });
    render(
      <TradeCountdown
        trade={buildTrade({
          expiresAt: '2026-01-01T10:30:00.000Z',
          timerPausedAt: '2026-01-01T10:20:00.000Z',
        })}
      />,
    );
    const timer = screen.getByRole('timer', { name: 'Time left to pay' });
    expect(timer.textContent).toBe('Timer paused while trading is halted: 10:00 left');
    act(() => vi.advanceTimersByTime(5000));
    expect(timer.textContent).toBe('Timer paused while trading is halted: 10:00 left');
  });

  it('formats hours when there are any', () => {
    expect(formatTimeLeft(75_000)).toBe('1:15');
    expect(formatTimeLeft(3_725_000)).toBe('1:02:05');
    expect(formatTimeLeft(-5)).toBe('0:00');
  });
});
