import type { TradeView } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { GuidedTour } from '@/components/tour/guided-tour';
import { useCurrentUser } from '@/lib/current-user';

const STEPS = [
  { key: 'status', target: '[data-testid="trade-header"]' },
  { key: 'details', target: '[data-testid="trade-progress"]' },
  { key: 'chat', target: '[data-testid="chat-messages"]' },
  { key: 'actions', target: '[data-testid="trade-now"]' },
] as const;

/**
 * The first-trade tour: on a party's first trade (no completed trade yet) it points at the status,
 * the progress and payment panel, the chat and the actions. Steps whose element the layout hides
 * (the phone keeps the details in a tab) are left out by the overlay.
 */
export function FirstTradeTour({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const firstTrade = trade.role !== 'moderator' && user.data?.completedTrades === 0;
  return (
    <GuidedTour
      name="first-trade"
      when={firstTrade}
      steps={STEPS.map((step) => ({
        target: step.target,
        title: t(`tours.firstTrade.${step.key}.title`),
        body: t(`tours.firstTrade.${step.key}.body`),
      }))}
    />
  );
}
