import type { VerificationRequestStatus } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const STATUS_LOOKS: Record<VerificationRequestStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function RequestStatusBadge({ status }: { status: VerificationRequestStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_LOOKS[status]}>{t(`admin.verifications.statuses.${status}`)}</Badge>;
}

/** A verification level as the spec names it (L0 … L4). */
export function LevelBadge({ level }: { level: string }) {
  const { t } = useTranslation();
  return <Badge>{t('admin.level', { level })}</Badge>;
}
