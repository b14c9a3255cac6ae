import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useOfferFeedback } from '../api/get-offer-extras';

// The list sits below the offer: its code loads while the feedback is fetched, not with the offer
// page's first download.
const FeedbackEntries = lazy(() =>
  import('./feedback-entries').then((module) => ({ default: module.FeedbackEntries })),
);

/** The offer owner's feedback, paged (10 a page); empty until trades exist. */
export function FeedbackList({ hash, username }: { hash: string; username: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const feedback = useOfferFeedback(hash, page);

  let body;
  if (feedback.isPending) body = <SkeletonLines lines={3} />;
  else if (feedback.isError)
    body = <ErrorPanel error={feedback.error} onRetry={() => void feedback.refetch()} />;
  else
    body = (
      <Suspense fallback={<SkeletonLines lines={3} />}>
        <FeedbackEntries list={feedback.data.feedback} meta={feedback.data.meta} onPageChange={setPage} />
      </Suspense>
    );
  return <Card title={t('marketplace.feedback.title', { username })}>{body}</Card>;
}
