import { useTranslation } from '@/lib/use-translation';
import { StatusPage } from '@/components/errors/status-page';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('errors.notFound.code')}
      title={t('errors.notFound.title')}
      description={t('errors.notFound.description')}
    >
      <Button asChild>
        <LocalizedLink to={paths.home}>{t('errors.notFound.home')}</LocalizedLink>
      </Button>
    </StatusPage>
  );
}
