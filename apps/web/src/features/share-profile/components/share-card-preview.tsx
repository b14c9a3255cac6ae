import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** The server's Open Graph image of the user (share-card.png): what a link preview shows. */
export const shareCardPath = (username: string) => `/user/${encodeURIComponent(username)}/share-card.png`;

/**
 * The card chat apps and social networks show under the link. A profile hidden from guests has
 * none (the image is public), so the page says why and where to change it.
 */
export function ShareCardPreview({ username, publicProfile }: { username: string; publicProfile: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('shareProfile.previewTitle')} description={t('shareProfile.previewDescription')}>
      {publicProfile ? (
        <img
          src={shareCardPath(username)}
          width={1200}
          height={630}
          alt={t('shareProfile.previewAlt', { username })}
          className="h-auto w-full rounded-xl border border-slate-200 dark:border-slate-700"
          data-testid="share-card-preview"
        />
      ) : (
        <Alert variant="warning">
          <p>
            {t('shareProfile.hidden')}{' '}
            <LocalizedLink to={paths.account.settings} className="font-semibold underline underline-offset-4">
              {t('shareProfile.hiddenLink')}
            </LocalizedLink>
          </p>
        </Alert>
      )}
    </Card>
  );
}
