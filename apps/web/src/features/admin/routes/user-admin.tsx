import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { UserAdminPanel } from '../components/user-admin-panel';
import { UserLookupForm } from '../components/user-lookup-form';

const USER_PARAM = 'user';

/** /admin/users?user={username or id}: restrictions, role, level and company application of one account. */
export function UserAdminRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(USER_PARAM)?.trim() ?? '';
  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.description')} />
      <div className="space-y-6">
        <Card title={t('admin.users.lookupTitle')}>
          <UserLookupForm
            key={query}
            query={query}
            onLookup={(next) => setSearchParams({ [USER_PARAM]: next })}
          />
        </Card>
        {/* Keyed by the account, so forms and confirmations never carry over to the next user. */}
        {query ? <UserAdminPanel key={query.toLowerCase()} query={query} /> : null}
      </div>
    </>
  );
}
