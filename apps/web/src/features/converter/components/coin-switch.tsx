import { CRYPTO_CURRENCIES, type CryptoCode } from '@p2p/shared';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';

/** BTC, USDT and ETH as toggle buttons; the pressed one is the coin the page converts. */
export function CoinSwitch({ value, onChange }: { value: CryptoCode; onChange: (coin: CryptoCode) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('converter.coinLabel')}
      className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5 dark:border-slate-800 dark:bg-slate-950"
    >
      {CRYPTO_CURRENCIES.map(({ code }) => (
        <button
          key={code}
          type="button"
          aria-pressed={code === value}
          onClick={() => code !== value && onChange(code)}
          className={clsx(
            'min-w-14 rounded-md px-3 py-1.5 text-sm font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600',
            code === value
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-800 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
          )}
        >
          {code}
        </button>
      ))}
    </div>
  );
}
