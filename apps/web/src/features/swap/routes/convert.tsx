import type { SwapQuote } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useSwapOverview } from '../api/get-swap-overview';
import { QuotePanel } from '../components/quote-panel';
import { SwapForm } from '../components/swap-form';
import { SwapHistory } from '../components/swap-history';

/** The spec's `convert` route: swap between the wallet's coins at the live rate. */
export function ConvertRoute() {
  const { t } = useTranslation();
  const overview = useSwapOverview();
  const [quote, setQuote] = useState<SwapQuote>();
  let body;
  if (overview.isPending) body = <SkeletonLines lines={6} />;
  else if (overview.isError)
    body = <ErrorPanel error={overview.error} onRetry={() => void overview.refetch()} />;
  else
    body = (
      <div className="space-y-6">
        <Card title={t('swap.title')}>
          <div className="space-y-4">
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="swap-limits">
              {overview.data.perSwapLimitUsd === null
                ? t('swap.noLimit')
                : t('swap.limits', {
                    perSwap: overview.data.perSwapLimitUsd,
                    used: overview.data.usedTodayUsd,
                  })}
            </p>
            {quote ? (
              <QuotePanel key={quote.quoteId} quote={quote} onDone={() => setQuote(undefined)} />
            ) : (
              <SwapForm coins={overview.data.coins} onQuote={setQuote} />
            )}
          </div>
        </Card>
        <SwapHistory swaps={overview.data.history} />
      </div>
    );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('swap.title')} description={t('swap.description')} />
      {body}
    </div>
  );
}
