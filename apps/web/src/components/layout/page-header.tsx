import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** The heading and document title of a page (the account pages, the public profile). */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="mb-6">
      <title>{t('app.pageTitle', { title })}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
    </header>
  );
}
