import { DEFAULT_FIAT_CURRENCY_CODE } from '@p2p/shared';
import { ArrowRight, Handshake, Lock, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { SkeletonLines } from '@/components/ui/skeleton';
import { listingPath } from '@/features/marketplace/utils/listing-url';
import { useCurrentUser } from '@/lib/current-user';
import { LivePrices } from './live-prices';

// The offer preview (and the listing card code it uses) arrives after the page's first paint.
const BestOffers = lazy(() => import('./best-offers').then((m) => ({ default: m.BestOffers })));

const STEPS = [
  { key: 'find', icon: Search },
  { key: 'escrow', icon: Lock },
  { key: 'release', icon: Handshake },
] as const;

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const currency = user?.currency ?? DEFAULT_FIAT_CURRENCY_CODE;
  return (
    <div className="w-full">
      <title>{t('app.name')}</title>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-emerald-50 to-slate-50 dark:border-slate-800 dark:from-emerald-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-28">
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
            <Button asChild size="lg">
              <LocalizedLink to={listingPath({ pageType: 'buy', crypto: 'bitcoin' })}>
                {t('home.ctaBrowse')}
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </LocalizedLink>
            </Button>
            {user ? (
              <>
                <p className="w-full text-lg font-medium text-slate-800 sm:order-first dark:text-slate-100">
                  {t('home.greeting', { username: user.username })}
                </p>
                <Button asChild size="lg" variant="secondary">
                  <LocalizedLink to={paths.activeTrades}>{t('home.ctaTrades')}</LocalizedLink>
                </Button>
              </>
            ) : (
              <>
                <Button asChild size="lg" variant="secondary">
                  <LocalizedLink to={paths.register}>{t('home.ctaRegister')}</LocalizedLink>
                </Button>
                <LocalizedLink
                  to={paths.login}
                  className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
                >
                  {t('home.ctaLogin')}
                </LocalizedLink>
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
        <LivePrices currency={currency} />
      </section>

      <section aria-labelledby="offers-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2
          id="offers-heading"
          className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
        >
          {t('home.offersHeading')}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('home.offersText')}</p>
        <div className="mt-6">
          <Suspense fallback={<SkeletonLines lines={6} />}>
            <BestOffers currency={currency} />
          </Suspense>
        </div>
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
