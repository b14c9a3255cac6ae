import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** The body of the error-404, error-500 and error-ip-blocked pages; `detail` goes under the actions. */
export function StatusPage({
  code,
  title,
  description,
  children,
  detail,
}: {
  code: string;
  title: string;
  description: string;
  children: ReactNode;
  detail?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <title>{t('app.pageTitle', { title })}</title>
      <p className="text-sm font-semibold tracking-widest text-emerald-700 dark:text-emerald-400">{code}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-base text-slate-600 dark:text-slate-300">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      {detail ? <div className="mt-6 text-sm text-slate-600 dark:text-slate-400">{detail}</div> : null}
    </section>
  );
}
