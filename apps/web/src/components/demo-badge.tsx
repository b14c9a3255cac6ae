import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { useCurrentUser } from '@/lib/current-user';

/**
 * Marks an offer or a trade as demo mode's (decision 044). A demo account sees only demo vendors'
 * offers and trades with them alone, so everything it is shown carries the badge; others see none.
 */
export function DemoBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user?.isDemoAccount) return null;
  return (
    <Badge variant="warning" className={className} data-demo-badge="">
      <FlaskConical aria-hidden className="size-3.5" />
      {t('demo.badge')}
    </Badge>
  );
}
