import { ArrowRight, Handshake, Lock, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';

const COINS = [
  { code: 'BTC', className: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300' },
  { code: 'USDT', className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' },
  { code: 'ETH', className: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300' },
] as const;

const STEPS = [
  { key: 'find', icon: Search },
  { key: 'escrow', icon: Lock },
  { key: 'release', icon: Handshake },
] as const;

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <div className="w-full">
      <title>{t('app.name')}</title>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-emerald-50 to-slate-50 dark:border-slate-800 dark:from-emerald-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
            {t('home.heading')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-300">
            {t('home.description')}
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            {user ? (
              <p className="text-lg font-medium text-slate-800 dark:text-slate-100">
                {t('home.welcomeBack', { username: user.username })}
              </p>
            ) : (
              <>
                <Button asChild size="lg">
                  <LocalizedLink to={paths.register}>
                    {t('home.ctaRegister')}
                    <ArrowRight aria-hidden className="size-4" />
                  </LocalizedLink>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <LocalizedLink to={paths.login}>{t('home.ctaLogin')}</LocalizedLink>
                </Button>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="coins-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="coins-heading"
          className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
        >
          {t('home.coinsHeading')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {COINS.map(({ code, className }) => (
            <li
              key={code}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ${className}`}>
                {code}
              </span>
              <p className="mt-4 text-slate-600 dark:text-slate-300">{t(`home.coins.${code}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2
          id="steps-heading"
          className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
        >
          {t('home.stepsHeading')}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-600 text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">
                  <span className="sr-only">{index + 1}. </span>
                  {t(`home.steps.${key}.title`)}
                </h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {t(`home.steps.${key}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
