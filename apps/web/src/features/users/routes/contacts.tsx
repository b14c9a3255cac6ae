import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import type { ContactList } from '../api/get-contacts';
import { ContactsList } from '../components/contacts-list';

const PAGE_PARAM = 'page';

function ContactsPage({ list }: { list: ContactList }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get(PAGE_PARAM)) || 1));
  return (
    <>
      <PageHeader title={t(`users.lists.${list}.title`)} description={t(`users.lists.${list}.description`)} />
      <ContactsList
        list={list}
        page={page}
        onPageChange={(next) =>
          setSearchParams((params) => {
            params.set(PAGE_PARAM, String(next));
            return params;
          })
        }
      />
    </>
  );
}

/** /account/contacts/trusted (the dashboard's "trusted users"). */
export function TrustedUsersRoute() {
  return <ContactsPage list="trusted" />;
}

/** /account/contacts/blocked (the dashboard's "blocked users"). */
export function BlockedUsersRoute() {
  return <ContactsPage list="blocked" />;
}

/** /account/contacts/recent-partners (the dashboard's "recent trades" partners). */
export function RecentPartnersRoute() {
  return <ContactsPage list="recent-partners" />;
}
