import { useTranslation } from '@/lib/use-translation';
import { StatusPage } from '@/components/errors/status-page';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

/**
 * `error-ip-blocked`: the service is not offered where the visitor is (operator rules by country or
 * IP range). Shown at its own address, where the server may send a refused visitor, and in place of
 * a page whose API answered ERROR_IP_BLOCKED.
 */
export function IpBlockedRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('errorPages.ipBlocked.code')}
      title={t('errorPages.ipBlocked.title')}
      description={t('errorPages.ipBlocked.description')}
      detail={<p>{t('errorPages.ipBlocked.vpn')}</p>}
    >
      <Button asChild variant="secondary">
        <LocalizedLink to={paths.publicPages.terms}>{t('footer.terms')}</LocalizedLink>
      </Button>
    </StatusPage>
  );
}
