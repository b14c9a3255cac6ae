import { useTranslation } from '@/lib/use-translation';
import { StatusPage } from '@/components/errors/status-page';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** What a signed-in user sees on a page their role does not open (the staff area). */
export function ForbiddenRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('errors.forbidden.code')}
      title={t('errors.forbidden.title')}
      description={t('errors.forbidden.description')}
    >
      <Button asChild>
        <LocalizedLink to={paths.home}>{t('errors.notFound.home')}</LocalizedLink>
      </Button>
    </StatusPage>
  );
}
