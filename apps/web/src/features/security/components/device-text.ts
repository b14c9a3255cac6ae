import type { ApproximatePlace, DeviceInfo } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';

/** "Chrome 131 on Windows 10", or the device kind when the User-Agent named no browser. */
export function useDeviceText() {
  const { t } = useTranslation();
  return (device: DeviceInfo): string => {
    if (device.browser && device.os) {
      return t('accountActivity.device.browserOnOs', { browser: device.browser, os: device.os });
    }
    return device.browser ?? device.os ?? t(`accountActivity.device.${device.type}`);
  };
}

function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** "Germany · 203.0.113.x": the proxy's country in the page's language and the masked address. */
export function usePlaceText() {
  const { t, i18n } = useTranslation();
  return (place: ApproximatePlace): string => {
    const country = place.countryIso ? countryName(place.countryIso, i18n.language) : null;
    if (country && place.maskedIp) {
      return t('accountActivity.place.countryAndIp', { country, ip: place.maskedIp });
    }
    return country ?? place.maskedIp ?? t('accountActivity.place.unknown');
  };
}
