import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LocalizedLink } from '@/components/ui/link';
import { useEndDemo } from '../api/end-demo';

/** What a demo account sees on the demo page: where to trade, and the way out (asked first). */
export function DemoSession({ onEnded }: { onEnded: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const end = useEndDemo({ onSuccess: onEnded });
  return (
    <section aria-labelledby="demo-session-title" className="space-y-4">
      <h1
        id="demo-session-title"
        className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50"
      >
        {t('demo.session.title')}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('demo.session.text')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LocalizedLink
          to={DEMO_MARKET_PATH}
          className="inline-flex items-center justify-center rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        >
          {t('demo.session.market')}
        </LocalizedLink>
        <LocalizedLink
          to={DEMO_SELL_MARKET_PATH}
          className="inline-flex items-center justify-center rounded-lg border border-sky-700 px-4 py-2.5 text-sm font-semibold text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:border-sky-400 dark:text-sky-300 dark:hover:bg-sky-950"
        >
          {t('demo.session.sellMarket')}
        </LocalizedLink>
        <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
          {t('demo.session.end')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('demo.session.endTitle')}
        description={t('demo.session.endText')}
        confirmLabel={t('demo.session.end')}
        pending={end.isPending}
        destructive
        onConfirm={() => end.mutate()}
      />
    </section>
  );
}

/** Where a demo starts trading: the listing of bitcoin offers to buy (demo vendors' offers only). */
export const DEMO_MARKET_PATH = '/trading/buy-bitcoin/all-payment-methods';
/** Where a demo visitor sells play coins: the demo vendors' buy offers. */
export const DEMO_SELL_MARKET_PATH = '/trading/sell-bitcoin/all-payment-methods';
