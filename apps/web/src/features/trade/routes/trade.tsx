import { FEEDBACK_ALLOWED_STATUSES, type TradeView } from '@p2p/shared';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { formatDecimal } from '@/lib/format';
import { useTrade } from '../api/get-trade';
import { ChatPanel, type ChatBankAccounts } from '../components/chat/chat-panel';
import { CounterpartyCard } from '../components/counterparty-card';
import { DisputeSummary } from '../components/dispute-summary';
import { FeedbackPanel } from '../components/feedback-panel';
import { PaymentDetails } from '../components/payment-details';
import { RequirementList } from '../components/requirement-list';
import { TradeActions } from '../components/trade-actions';
import { TradeCountdown } from '../components/trade-countdown';
import { TradeSteps } from '../components/trade-steps';
import { TradeSummary } from '../components/trade-summary';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { usePollWhenOffline } from '../hooks/use-poll-when-offline';
import { useDisputeView } from '../hooks/use-dispute-view';
import { useTradeLiveUpdates } from '../hooks/use-trade-live-updates';
import { counterpartyOf, statusVariant } from '../lib/trade-status';
import { UploadStatusList } from '../components/upload-status-list';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

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
  const { uploads, upload, remove } = useAttachmentUploads(trade.tradeHash);
  const amount = `${formatDecimal(trade.cryptoAmount, locale, { minFraction: 2 })} ${trade.cryptoCurrencyCode}`;
  const counterparty = counterpartyOf(trade);
  const title =
    trade.role === 'buyer'
      ? t('trades.page.titleBuy', { amount, username: trade.seller.username })
      : trade.role === 'seller'
        ? t('trades.page.titleSell', { amount, username: trade.buyer.username })
        : t('trades.page.titleModerator', { hash: trade.tradeHash });
  const completed = (FEEDBACK_ALLOWED_STATUSES as readonly string[]).includes(trade.status);
  const { beforeRevealPaymentDetails, beforeMarkAsPaid } = trade.flow.state;
  const onUpload = (file: File, requirementId: number) => void upload(file, [requirementId]);
  const hasDispute = trade.dispute.openedAt !== null;
  const { isDisputeView, bannerRef } = useDisputeView(trade.status, hasDispute);
  // An open dispute (or the dispute view) puts the banner above everything; a settled one sits aside.
  const disputeOnTop = hasDispute && (isDisputeView || trade.status === 'dispute_open');

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6 lg:py-8">
      <title>{t('app.pageTitle', { title })}</title>
      <LocalizedLink
        to={paths.offer(trade.offer.hash)}
        className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('trades.page.offer')}
      </LocalizedLink>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <Badge variant={statusVariant(trade.status)} data-testid="trade-status">
          {t(`trades.statuses.${trade.status}`)}
        </Badge>
        <span className="font-mono text-xs text-slate-500 dark:text-slate-400">#{trade.tradeHash}</span>
      </header>
      {trade.isOpponentsSameIp ? (
        <Alert variant="warning" data-testid="same-ip">
          <AlertTriangle aria-hidden className="sr-only" />
          {t('trades.page.sameIp')}
        </Alert>
      ) : null}
      {disputeOnTop ? <DisputeSummary ref={bannerRef} trade={trade} /> : null}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="order-2 lg:order-1">
          <ChatPanel trade={trade} bankAccounts={bankAccounts} />
        </div>
        <div className="order-1 space-y-4 lg:order-2">
          <TradeCountdown trade={trade} />
          <Panel title={t('trades.page.progress')} testId="trade-progress">
            <TradeSteps trade={trade} />
            <RequirementList
              trade={trade}
              stage="beforeRevealPaymentDetails"
              items={beforeRevealPaymentDetails}
              onUpload={onUpload}
            />
            <RequirementList
              trade={trade}
              stage="beforeMarkAsPaid"
              items={beforeMarkAsPaid}
              onUpload={onUpload}
            />
            <UploadStatusList uploads={uploads} onRemove={remove} />
            <TradeActions trade={trade} />
          </Panel>
          {hasDispute && !disputeOnTop ? <DisputeSummary trade={trade} /> : null}
          {completed && trade.role !== 'moderator' ? (
            <Panel title={t('trades.feedback.title')} testId="trade-feedback">
              <FeedbackPanel hash={trade.tradeHash} />
            </Panel>
          ) : null}
          <Panel
            title={t(
              trade.role === 'seller' ? 'trades.paymentDetails.titleOwn' : 'trades.paymentDetails.title',
            )}
          >
            <PaymentDetails trade={trade} BankAccountMessage={bankAccounts?.Message} />
          </Panel>
          <TradeSummary trade={trade} />
          {trade.role === 'moderator' ? (
            <>
              <CounterpartyCard party={trade.buyer} label={t('trades.party.buyer')} />
              <CounterpartyCard party={trade.seller} label={t('trades.party.seller')} />
            </>
          ) : (
            <CounterpartyCard
              party={counterparty}
              label={trade.role === 'buyer' ? t('trades.party.seller') : t('trades.party.buyer')}
              action={
                PartnerAction ? (
                  <PartnerAction username={counterparty.username} tradeHash={trade.tradeHash} />
                ) : null
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}
