import { FEEDBACK_ALLOWED_STATUSES, type TradeView } from '@p2p/shared';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { counterpartyOf } from '../lib/trade-status';
import type { ChatBankAccounts } from './chat/chat-panel';
import { CounterpartyCard } from './counterparty-card';
import { DisputeSummary } from './dispute-summary';
import { FeedbackPanel } from './feedback-panel';
import { FirstTradeTour } from './first-trade-tour';
import { PaymentDetails } from './payment-details';
import { RequirementList } from './requirement-list';
import { TradeActions } from './trade-actions';
import { TradeSteps } from './trade-steps';
import { TradeSummary } from './trade-summary';
import { UploadStatusList } from './upload-status-list';

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

/**
 * Everything beside the chat: the progress (steps, requirements, and on a wide screen the actions),
 * a settled dispute, feedback, the payment details, the summary and the partner card. The desktop
 * sidebar and the phone's Details tab.
 */
export function TradeDetails({
  trade,
  bankAccounts,
  PartnerAction,
  disputeAside,
  withActions,
}: {
  trade: TradeView;
  bankAccounts?: ChatBankAccounts;
  PartnerAction?: ComponentType<{ username: string; tradeHash: string }>;
  /** A dispute to show here rather than in the banner on top. */
  disputeAside: boolean;
  /** The actions sit in the progress panel (wide screens); the phone pins them at the top instead. */
  withActions: boolean;
}) {
  const { t } = useTranslation();
  const { uploads, upload, remove } = useAttachmentUploads(trade.tradeHash);
  const counterparty = counterpartyOf(trade);
  const completed = (FEEDBACK_ALLOWED_STATUSES as readonly string[]).includes(trade.status);
  const { beforeRevealPaymentDetails, beforeMarkAsPaid } = trade.flow.state;
  const onUpload = (file: File, requirementId: number) => void upload(file, [requirementId]);
  return (
    <div className="space-y-4">
      {trade.role === 'moderator' ? null : <FirstTradeTour trade={trade} />}
      <Panel title={t('trades.page.progress')} testId="trade-progress">
        <TradeSteps trade={trade} hint={withActions} />
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
        {withActions ? <TradeActions trade={trade} /> : null}
      </Panel>
      {disputeAside ? <DisputeSummary trade={trade} /> : null}
      {completed && trade.role !== 'moderator' ? (
        <Panel title={t('trades.feedback.title')} testId="trade-feedback">
          <FeedbackPanel hash={trade.tradeHash} />
        </Panel>
      ) : null}
      <Panel
        title={t(trade.role === 'seller' ? 'trades.paymentDetails.titleOwn' : 'trades.paymentDetails.title')}
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
  );
}
