import { usePlaceAccess } from '@/lib/place-access';
import { usePlatformStatus } from '@/lib/platform-status';
import { AccountBanners } from './account-banners';
import { PlatformBanners } from './platform-banners';
import { RegionalNotice } from './regional-notice';

/** The one banner area of the layout: the platform's banners, the visitor's regional notice, then the user's own. */
export function BannerArea() {
  const { data: status } = usePlatformStatus();
  const { data: place } = usePlaceAccess();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-2 px-4 pt-4 empty:hidden sm:px-6">
      {status ? <PlatformBanners status={status} /> : null}
      {place?.notice ? <RegionalNotice notice={place.notice} /> : null}
      <AccountBanners />
    </div>
  );
}
