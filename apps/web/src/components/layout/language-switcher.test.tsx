import { SUPPORTED_LOCALES } from '@p2p/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  afterEach(() => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('offers every language by its own name', () => {
    renderWithProviders(<LanguageSwitcher />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...SUPPORTED_LOCALES]);
    expect(screen.getByRole('option', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('option', { name: 'Tiếng Việt' }).getAttribute('value')).toBe('vi');
  });

  it('moves to the same page in the picked language, remembers it and hands it to onPick', async () => {
    const onPick = vi.fn();
    const { router } = renderWithProviders(<LanguageSwitcher onPick={onPick} />, {
      path: '/es/offers?coin=btc',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(router.state.location.pathname).toBe('/fr/offers');
    expect(router.state.location.search).toBe('?coin=btc');
    expect(document.cookie).toContain('locale=fr');
    expect(onPick).toHaveBeenCalledWith('fr');
  });
});
