import {
  VERIFICATION_REQUEST_KINDS,
  VERIFICATION_REQUEST_STATUSES,
  type VerificationRequestKind,
  type VerificationRequestStatus,
} from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import type { ReviewQueueFilter } from '../api/get-review-queue';
import { ReviewQueue } from '../components/review-queue';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters live in the address (?status=&kind=&page=), so a reviewer can share or reload them. */
function filterFrom(params: URLSearchParams): ReviewQueueFilter {
  return {
    status:
      oneOf<VerificationRequestStatus>(VERIFICATION_REQUEST_STATUSES, params.get('status')) ?? 'pending',
    kind: oneOf<VerificationRequestKind>(VERIFICATION_REQUEST_KINDS, params.get('kind')),
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
  };
}

function paramsFrom({ status, kind, page }: ReviewQueueFilter): Record<string, string> {
  return {
    ...(status === 'pending' ? {} : { status }),
    ...(kind ? { kind } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** /admin/verifications: the review queue (moderators and up). */
export function VerificationQueueRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('admin.verifications.title')} description={t('admin.verifications.description')} />
      <ReviewQueue
        filter={filterFrom(searchParams)}
        onFilterChange={(filter) => setSearchParams(paramsFrom(filter))}
      />
    </>
  );
}
