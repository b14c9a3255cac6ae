import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { usePendingNotices } from '../api/notices';
import { AccountManagerModal } from './account-manager-modal';
import { NoSecurityDepositsModal } from './no-security-deposits-modal';

/** The offer editor in any language: where a vendor would look for a deposit to pay. */
export function isOfferEditorPath(pathname: string): boolean {
  const bare = pathname.replace(/^\/[a-z]{2}(?=\/)/, '');
  return bare === paths.offerManager.create || bare.startsWith(`${paths.offerManager.create}/`);
}

/**
 * The one-time modals of decision 040, one at a time: the account manager proposal on any page, the
 * no-security-deposits explanation on the offer editor. Not for staff or demo accounts. On a vendor's
 * first visit to the editor its guided tour comes first (decision 043): the explanation waits until the
 * tour is finished or skipped, so two overlays never open at once or over a form being filled in.
 */
export function NoticeModals() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const eligible = !!user && !user.isAdminOrSupermodOrModerator && !user.isDemoAccount && !user.banned;
  const { data } = usePendingNotices({ enabled: eligible });
  if (!eligible || !data) return null;
  if (data.pending.includes('account_manager_proposal')) return <AccountManagerModal />;
  if (
    data.pending.includes('no_security_deposits') &&
    isOfferEditorPath(pathname) &&
    user.completedTourGuides.includes('first-offer')
  )
    return <NoSecurityDepositsModal />;
  return null;
}
