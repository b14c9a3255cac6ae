import type { TradeView } from '@p2p/shared';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { Alert } from '@/components/ui/alert';
import { DemoBadge } from '@/components/demo-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { useFillViewport } from '@/hooks/use-fill-viewport';
import { useMediaQuery } from '@/hooks/use-media-query';
import { ApiError } from '@/lib/api-error';
import { formatDecimal } from '@/lib/format';
import { useTrade } from '../api/get-trade';
import { ChatPanel, type ChatBankAccounts } from '../components/chat/chat-panel';
import { DisputeSummary } from '../components/dispute-summary';
import { PhoneTrade } from '../components/phone-trade';
import { TradeDetails } from '../components/trade-details';
import { TradeCountdown } from '../components/trade-countdown';
import { usePollWhenOffline } from '../hooks/use-poll-when-offline';
import { useDisputeView } from '../hooks/use-dispute-view';
import { useTradeLiveUpdates } from '../hooks/use-trade-live-updates';
import { statusVariant } from '../lib/trade-status';

/** Tailwind's lg: the two-column trade page; narrower screens get the chat-centred phone layout. */
const WIDE_SCREEN = '(min-width: 1024px)';

/** /trade/{tradeHash}: the parties' (and a dispute moderator's) trade page; anyone else gets the 404 page. */
export function TradeRoute({
  bankAccounts,
  PartnerAction,
}: {
  bankAccounts?: ChatBankAccounts;
  /** The messenger's button for the partner card, lent by the app (features do not import each other). */
  PartnerAction?: ComponentType<{ username: string; tradeHash: string }>;
}) {
  const { t } = useTranslation();
  const { tradeHash = '' } = useParams();
  const trade = useTrade(tradeHash);
  useTradeLiveUpdates(tradeHash);
  usePollWhenOffline(tradeHash);

  if (trade.isPending)
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <SkeletonLines lines={10} />
      </div>
    );
  if (trade.isError) {
    if (trade.error instanceof ApiError && (trade.error.status === 404 || trade.error.status === 400)) {
      return (
        <StatusPage
          code={t('errors.notFound.code')}
          title={t('trades.page.notFound')}
          description={t('trades.page.notFoundText')}
        >
          <Button asChild>
            <LocalizedLink to={paths.home}>{t('errors.notFound.home')}</LocalizedLink>
          </Button>
        </StatusPage>
      );
    }
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <ErrorPanel error={trade.error} onRetry={() => void trade.refetch()} />
      </div>
    );
  }
  // Keyed by hash: the dispute redirect compares statuses of one trade, never across two.
  return (
    <TradePage
      key={trade.data.tradeHash}
      trade={trade.data}
      bankAccounts={bankAccounts}
      PartnerAction={PartnerAction}
    />
  );
}

function TradePage({
  trade,
  bankAccounts,
  PartnerAction,
}: {
  trade: TradeView;
  bankAccounts?: ChatBankAccounts;
  PartnerAction?: ComponentType<{ username: string; tradeHash: string }>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const amount = `${formatDecimal(trade.cryptoAmount, locale, { minFraction: 2 })} ${trade.cryptoCurrencyCode}`;
  const title =
    trade.role === 'buyer'
      ? t('trades.page.titleBuy', { amount, username: trade.seller.username })
      : trade.role === 'seller'
        ? t('trades.page.titleSell', { amount, username: trade.buyer.username })
        : t('trades.page.titleModerator', { hash: trade.tradeHash });
  const hasDispute = trade.dispute.openedAt !== null;
  const { isDisputeView, bannerRef } = useDisputeView(trade.status, hasDispute);
  // An open dispute (or the dispute view) puts the banner above everything; a settled one sits aside.
  const disputeOnTop = hasDispute && (isDisputeView || trade.status === 'dispute_open');
  const chat = <ChatPanel trade={trade} bankAccounts={bankAccounts} />;
  const [screenRef, screenHeight] = useFillViewport<HTMLDivElement>();
  // A warning, not the next step: on a phone it opens the details rather than pushing the chat down.
  const sameIp = trade.isOpponentsSameIp ? (
    <Alert variant="warning" data-testid="same-ip" className="shrink-0">
      <AlertTriangle aria-hidden className="sr-only" />
      {t('trades.page.sameIp')}
    </Alert>
  ) : null;

  return (
    // The trade is a screen of its own, as tall as the window under the navbar: only the chat and the
    // details scroll inside it, so the title, the status and the composer stay in view.
    <div
      ref={screenRef}
      style={{ height: screenHeight }}
      className="mx-auto flex h-[calc(100dvh-4.0625rem)] min-h-[30rem] w-full max-w-6xl flex-col gap-3 px-3 py-3 sm:px-6 lg:gap-4 lg:py-5"
      data-testid="trade-page"
    >
      <title>{t('app.pageTitle', { title })}</title>
      <header className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1" data-testid="trade-header">
        <LocalizedLink
          to={paths.offer(trade.offer.hash)}
          aria-label={t('trades.page.offer')}
          title={t('trades.page.offer')}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          <span className="hidden lg:inline">{t('trades.page.offer')}</span>
        </LocalizedLink>
        <h1 className="min-w-0 text-lg font-semibold tracking-tight text-slate-900 lg:text-2xl dark:text-white">
          {title}
        </h1>
        <DemoBadge />
        <Badge variant={statusVariant(trade.status, trade.role)} data-testid="trade-status">
          {t(`trades.statuses.${trade.status}`)}
        </Badge>
        <span className="font-mono text-xs text-slate-500 dark:text-slate-400">#{trade.tradeHash}</span>
      </header>
      {wide ? sameIp : null}
      {disputeOnTop ? (
        <div className="max-h-[40%] shrink-0 overflow-y-auto">
          <DisputeSummary ref={bannerRef} trade={trade} />
        </div>
      ) : null}
      {wide ? (
        <div className="grid min-h-0 flex-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-h-0">{chat}</div>
          <div className="min-h-0 space-y-4 overflow-y-auto pe-1" data-testid="trade-details">
            <TradeCountdown trade={trade} />
            <TradeDetails
              trade={trade}
              bankAccounts={bankAccounts}
              PartnerAction={PartnerAction}
              disputeAside={hasDispute && !disputeOnTop}
              withActions
            />
          </div>
        </div>
      ) : (
        <PhoneTrade
          trade={trade}
          chat={chat}
          details={
            <>
              {sameIp}
              <TradeDetails
                trade={trade}
                bankAccounts={bankAccounts}
                PartnerAction={PartnerAction}
                disputeAside={hasDispute && !disputeOnTop}
                withActions={false}
              />
            </>
          }
        />
      )}
    </div>
  );
}
