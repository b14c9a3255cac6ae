import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders queued toasts and closes each one 5000 ms after it appeared', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });

    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.queryByText('Failed')).toBeNull();

    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Failed')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4500));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed')).toBeTruthy();

    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Failed')).toBeNull();
  });
});
