import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:justify-between sm:px-6 dark:text-slate-400">
        <span>
          © {new Date().getFullYear()} {t('app.name')}
        </span>
        <span>{t('app.footer')}</span>
      </div>
    </footer>
  );
}
