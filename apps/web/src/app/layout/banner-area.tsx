import { usePlatformStatus } from '@/lib/platform-status';
import { AccountBanners } from './account-banners';
import { PlatformBanners } from './platform-banners';

/** The one banner area of the layout: the platform's banners, then the user's own. */
export function BannerArea() {
  const { data: status } = usePlatformStatus();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-2 px-4 pt-4 empty:hidden sm:px-6">
      {status ? <PlatformBanners status={status} /> : null}
      <AccountBanners />
    </div>
  );
}
