import { Handshake } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { usePartnerTerms } from '../api/get-partner-terms';

/**
 * The user's menu entry to the partner dashboard; absent while the programme is turned off
 * (`PARTNER_PROGRAM_ENABLED=false`, read from the public terms) or until the terms are known.
 */
export function PartnerMenuItem() {
  const { t } = useTranslation();
  const terms = usePartnerTerms();
  if (!terms.data?.enabled) return null;
  return (
    <DropdownMenuItem asChild>
      <LocalizedLink to={paths.partnerProgram.dashboard}>
        <Handshake aria-hidden className="size-4 text-slate-500" />
        {t('partners.dashboard.title')}
      </LocalizedLink>
    </DropdownMenuItem>
  );
}
