import { useTranslation } from '@/lib/use-translation';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-emerald-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      {t('app.skipToContent')}
    </a>
  );
}
