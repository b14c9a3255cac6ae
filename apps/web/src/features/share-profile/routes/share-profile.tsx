import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { QrCode } from '@/components/ui/qr-code';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { ShareCardPreview } from '../components/share-card-preview';
import { ShareLink } from '../components/share-link';

/**
 * The dashboard's `shareProfile` page: the trader's public link (unprefixed, so each visitor gets
 * their own language), its QR code, copy and share, and the card link previews show.
 */
export function ShareProfileRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const link = user ? `${window.location.origin}${paths.user(user.username)}` : '';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('shareProfile.title')} description={t('shareProfile.description')} />
      {user ? (
        <div className="grid gap-6 md:grid-cols-[1fr_auto]">
          <ShareLink username={user.username} link={link} />
          <Card title={t('shareProfile.qrTitle')} description={t('shareProfile.qrDescription')}>
            <QrCode
              value={link}
              label={t('shareProfile.qrLabel', { username: user.username })}
              className="mx-auto size-48"
            />
          </Card>
          <div className="md:col-span-2">
            <ShareCardPreview username={user.username} publicProfile={user.profileVisibility === 'YES'} />
          </div>
        </div>
      ) : (
        <SkeletonLines lines={6} />
      )}
    </div>
  );
}
