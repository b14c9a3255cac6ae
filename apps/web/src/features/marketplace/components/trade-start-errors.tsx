import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { TradeStartFailure } from '../utils/trade-start-errors';

/**
 * Why a trade did not start: the alert type as the heading (trading.md §8), then the list of errors:
 * the limit kind, the offer flag and whatever else the server said.
 */
export function TradeStartErrors({ failure }: { failure: TradeStartFailure }) {
  const { t } = useTranslation();
  const items: string[] = [];
  if (failure.kind) items.push(t(`trades.start.limits.${failure.kind}`));
  if (failure.inactiveReason === 'off_duty') items.push(t('trades.start.offDuty'));
  else if (failure.featureFlag && !failure.needsVerification)
    items.push(t(`marketplace.flags.${failure.featureFlag}`));
  items.push(...failure.messages);
  if (items.length === 0 && !failure.needsVerification)
    items.push(failure.network ? t('errors.network') : t('errors.generic'));
  return (
    <Alert variant="danger" role="alert" data-testid="trade-start-errors">
      <p className="font-semibold">{t(`trades.start.alerts.${failure.alertType}`)}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
        {failure.needsVerification ? (
          <li>
            {t('trades.start.verifyAccount')}{' '}
            <LocalizedLink
              to={paths.account.verification}
              className="font-semibold underline underline-offset-4"
            >
              {t('trades.start.verifyLink')}
            </LocalizedLink>
          </li>
        ) : null}
      </ul>
    </Alert>
  );
}
