import { SUPPORTED_LOCALES, type Locale } from '@p2p/shared';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '@/hooks/use-locale';
import { rememberLocale } from '@/lib/locale-preference';
import { isSupportedLocale, switchLocalePath } from '@/lib/locale-path';

/**
 * Switches language by moving to the same page under the other locale's prefix, and remembers the
 * choice (cookie); `onPick` lets the app also save it as a signed-in user's setting.
 */
export function LanguageSwitcher({ onPick }: { onPick?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <Languages aria-hidden className="pointer-events-none absolute start-2.5 size-4 text-slate-500" />
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isSupportedLocale(next)) return;
          rememberLocale(next);
          onPick?.(next);
          void i18n.changeLanguage(next);
          void navigate(switchLocalePath(pathname, next, search, hash));
        }}
        // The bar shows the icon only (the text is transparent in a 36 px box); the open list shows the names.
        className="h-9 w-9 appearance-none rounded-lg border border-slate-300 bg-white text-sm text-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-700 dark:bg-slate-900"
      >
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code} lang={code} className="text-slate-800 dark:text-slate-100">
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
