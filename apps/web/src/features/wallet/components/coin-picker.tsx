import type { CryptoCode } from '@p2p/shared';
import clsx from 'clsx';
import { COIN_CODES, coinName } from '../utils/coins';

/** The coin a panel works on, as a row of radio buttons drawn as pills. */
export function CoinPicker({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: CryptoCode;
  onChange: (code: CryptoCode) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {COIN_CODES.map((code) => (
          <label
            key={code}
            title={coinName(code)}
            className={clsx(
              'cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600',
              value === code
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={code}
              checked={value === code}
              onChange={() => onChange(code)}
              aria-label={`${code} (${coinName(code)})`}
              className="sr-only"
            />
            {code}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
