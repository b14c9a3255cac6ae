import type { CalculatorCurrencies, CalculatorCurrency } from '@p2p/shared';
import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Case- and accent-insensitive text for matching ("Dólar" finds "dolar"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface Section {
  key: 'popular' | 'all' | 'results';
  items: CalculatorCurrency[];
}

/** The currencies a query shows: popular then the rest when empty, else matches, codes first. */
export function filterCurrencies(list: CalculatorCurrencies, query: string): Section[] {
  const needle = fold(query.trim());
  if (!needle) {
    const popular = new Set(list.popular.map((currency) => currency.code));
    return [
      { key: 'popular', items: list.popular },
      { key: 'all', items: list.currencies.filter((currency) => !popular.has(currency.code)) },
    ];
  }
  const rank = (currency: CalculatorCurrency) => {
    const code = fold(currency.code);
    if (code === needle) return 0;
    if (code.startsWith(needle)) return 1;
    if (fold(currency.name).includes(needle) || fold(currency.originalName).includes(needle)) return 2;
    return code.includes(needle) ? 3 : -1;
  };
  const matches = list.currencies
    .map((currency) => ({ currency, rank: rank(currency) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.currency.code.localeCompare(b.currency.code))
    .map((entry) => entry.currency);
  return [{ key: 'results', items: matches }];
}

/**
 * A button that opens a searchable list of currencies (Radix popover). The search box is a
 * combobox: arrows move through the options, Enter picks, Escape closes.
 */
export function CurrencyPicker({
  value,
  currencies,
  onSelect,
}: {
  value: { code: string; name: string };
  currencies: CalculatorCurrencies | undefined;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const sections = useMemo(
    () => (currencies ? filterCurrencies(currencies, query) : []),
    [currencies, query],
  );
  const options = sections.flatMap((section) => section.items);
  const optionId = (code: string) => `${id}-option-${code}`;
  const activeOption = options[Math.min(active, options.length - 1)];

  const openWith = (next: boolean) => {
    setOpen(next);
    setQuery('');
    if (next && currencies) {
      const index = filterCurrencies(currencies, '')
        .flatMap((section) => section.items)
        .findIndex((currency) => currency.code === value.code);
      setActive(Math.max(index, 0));
    }
  };

  const pick = (code: string) => {
    setOpen(false);
    if (code !== value.code) onSelect(code);
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(options.length - 1, index));
    setActive(next);
    const option = options[next];
    if (option) document.getElementById(optionId(option.code))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + 8,
      PageUp: active - 8,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      pick(activeOption.code);
    }
  };

  const sectionTitle: Record<Section['key'], string> = {
    popular: t('converter.popular'),
    all: t('converter.allCurrencies'),
    results: t('converter.searchResults'),
  };

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('converter.currencyLabel')}
      </span>
      <Popover.Root open={open} onOpenChange={openWith}>
        <Popover.Trigger
          aria-labelledby={`${id}-label ${id}-value`}
          className={clsx(
            'flex h-11 w-full items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 text-start text-sm shadow-sm',
            'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
            'dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800',
          )}
        >
          <span id={`${id}-value`} className="flex min-w-0 flex-1 items-baseline gap-2">
            <span className="font-semibold text-slate-900 dark:text-white">{value.code}</span>{' '}
            <span className="truncate text-slate-600 dark:text-slate-400">{value.name}</span>
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label={t('converter.chooseCurrency')}
            className={clsx(
              'z-40 w-[var(--radix-popover-trigger-width)] min-w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg',
              'dark:border-slate-800 dark:bg-slate-900',
            )}
          >
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-2.5 start-2.5 size-4 text-slate-400"
              />
              <input
                type="search"
                role="combobox"
                aria-label={t('converter.searchLabel')}
                aria-expanded
                aria-controls={`${id}-listbox`}
                aria-autocomplete="list"
                aria-activedescendant={activeOption ? optionId(activeOption.code) : undefined}
                placeholder={t('converter.searchPlaceholder')}
                autoComplete="off"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                className={clsx(
                  'block h-10 w-full rounded-lg border border-slate-300 bg-white pe-3 ps-8 text-sm text-slate-900',
                  'placeholder:text-slate-500 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600/40',
                  'dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400',
                )}
              />
            </div>
            {!query && currencies?.fastSearch.length ? (
              <div
                role="group"
                aria-label={t('converter.quickPicks')}
                className="mt-2 flex flex-wrap gap-1.5"
              >
                {currencies.fastSearch.map((code) => (
                  <button
                    key={code}
                    type="button"
                    onClick={() => pick(code)}
                    aria-pressed={code === value.code}
                    className={clsx(
                      'rounded-full border px-2.5 py-1 text-xs font-semibold',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600',
                      code === value.code
                        ? 'border-emerald-600 bg-emerald-50 text-emerald-800 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-200'
                        : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
                    )}
                  >
                    {code}
                  </button>
                ))}
              </div>
            ) : null}
            <div
              id={`${id}-listbox`}
              role="listbox"
              aria-label={t('converter.chooseCurrency')}
              className="mt-2 max-h-72 overflow-y-auto overscroll-contain"
            >
              {sections.map((section) =>
                section.items.length === 0 ? null : (
                  <div key={section.key} role="group" aria-labelledby={`${id}-${section.key}`}>
                    <div
                      id={`${id}-${section.key}`}
                      role="presentation"
                      className="px-2 pt-2 pb-1 text-xs font-medium text-slate-500 dark:text-slate-400"
                    >
                      {sectionTitle[section.key]}
                    </div>
                    {section.items.map((currency) => {
                      const isActive = currency.code === activeOption?.code;
                      return (
                        <div
                          key={currency.code}
                          id={optionId(currency.code)}
                          role="option"
                          aria-selected={isActive}
                          onClick={() => pick(currency.code)}
                          onMouseMove={() => !isActive && setActive(options.indexOf(currency))}
                          className={clsx(
                            'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm',
                            isActive ? 'bg-slate-100 dark:bg-slate-800' : '',
                          )}
                        >
                          <span className="w-10 font-semibold text-slate-900 dark:text-white">
                            {currency.code}
                          </span>
                          <span className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-300">
                            {currency.name}
                          </span>
                          {currency.code === value.code ? (
                            <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                ),
              )}
            </div>
            {currencies && options.length === 0 ? (
              <p role="status" className="px-2 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
                {t('converter.noResults', { query: query.trim() })}
              </p>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
