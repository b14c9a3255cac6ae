import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { closeErrorModal, openApiErrorModal, openErrorModal } from '@/lib/error-modal';
import { GlobalErrorModal } from './global-error-modal';

describe('GlobalErrorModal', () => {
  it('offers a reload when the page must be reloaded', () => {
    render(<GlobalErrorModal />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openErrorModal({ type: 'PAGE_RELOAD_REQUIRED' }));

    const dialog = screen.getByRole('dialog', { name: 'Reload required' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('shows a plain error without a reload action, and never downgrades a reload request', () => {
    render(<GlobalErrorModal />);

    act(() => openErrorModal({ type: 'DEFAULT', message: 'The offer was removed' }));
    expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The offer was removed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull();

    act(() => openErrorModal({ type: 'PAGE_RELOAD_REQUIRED' }));
    act(() => openErrorModal({ type: 'DEFAULT' }));
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });
});

describe('GlobalErrorModal with API failures (common-errors-modal)', () => {
  it('shows a server error with its request id, a wait for too many requests, and network down', () => {
    render(<GlobalErrorModal />);

    act(() => {
      openApiErrorModal(
        new ApiError(502, 'ERROR_HTTP_502', 'Bad gateway', undefined, { requestId: 'abc-123' }),
      );
    });
    expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('abc-123')).toBeTruthy();

    act(() => closeErrorModal());
    act(() => {
      openApiErrorModal(new ApiError(429, 'ERROR_RATE_LIMITED', 'Slow down', undefined, { retryAfter: 30 }));
    });
    expect(screen.getByRole('dialog', { name: 'Too many requests' })).toBeTruthy();
    expect(screen.getByText(/Try again in 30 seconds/)).toBeTruthy();

    act(() => closeErrorModal());
    act(() => {
      openApiErrorModal(new ApiError(0, 'ERROR_NETWORK', 'Failed to fetch'));
    });
    expect(screen.getByRole('dialog', { name: 'No connection' })).toBeTruthy();
    act(() => closeErrorModal());
  });

  it('leaves 4xx answers and the maintenance notice to their own places', () => {
    render(<GlobalErrorModal />);
    let opened = true;
    act(() => {
      opened =
        openApiErrorModal(new ApiError(400, 'ERROR_INPUT_VALIDATION', 'Bad')) ||
        openApiErrorModal(new ApiError(503, 'ERROR_MAINTENANCE', 'Maintenance'));
    });
    expect(opened).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
