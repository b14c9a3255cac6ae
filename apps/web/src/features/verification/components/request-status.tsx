import type { VerificationRequestView } from '@p2p/shared';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/format';
import type { LeftAttempts } from '../api/get-left-attempts';

/** Where a verification kind stands: verified, under review, or rejected with the reason. */
export function RequestStatus({
  verified,
  latest,
  attempts,
}: {
  verified: boolean;
  latest: VerificationRequestView | undefined;
  attempts: LeftAttempts | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (verified || latest?.status === 'approved') {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <CheckCircle2 aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />
        {t('verification.request.approved')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {latest?.status === 'pending' ? (
        <Alert variant="info">
          <p className="font-semibold">{t('verification.request.pending')}</p>
          <p>{t('verification.request.pendingSince', { date: formatDate(latest.createdAt, locale) })}</p>
        </Alert>
      ) : null}
      {latest?.status === 'rejected' ? (
        <Alert variant="danger">
          <p className="font-semibold">{t('verification.request.rejected')}</p>
          <p>
            {latest.rejectReason
              ? t('verification.request.reason', { reason: latest.rejectReason })
              : t('verification.request.noReason')}
          </p>
        </Alert>
      ) : null}
      {attempts && !attempts.verified ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="attempts-left">
          {t('verification.request.attemptsLeft', { left: attempts.attemptsLeft, max: attempts.maxAttempts })}
        </p>
      ) : null}
    </div>
  );
}
