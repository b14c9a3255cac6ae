import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openErrorModal } from '@/lib/error-modal';
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
