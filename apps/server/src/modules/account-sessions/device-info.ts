import { isIP } from 'node:net';
import Bowser from 'bowser';
import { DEVICE_TYPES, type ApproximatePlace, type DeviceInfo, type DeviceType } from '@p2p/shared';
import { hashToken } from '../../lib/tokens.js';

const UNKNOWN_DEVICE: DeviceInfo = { type: 'unknown', browser: null, os: null };

/** The device, browser and OS a User-Agent names (bowser, MIT). Never throws. */
export function deviceInfo(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  try {
    const parsed = Bowser.parse(userAgent);
    const type = parsed.platform.type as DeviceType | undefined;
    const browserName = parsed.browser.name || null;
    const browserMajor = parsed.browser.version?.split('.')[0];
    const osName = parsed.os.name || null;
    const osVersion = parsed.os.versionName ?? parsed.os.version;
    return {
      type: type && (DEVICE_TYPES as readonly string[]).includes(type) ? type : 'unknown',
      browser: browserName && (browserMajor ? `${browserName} ${browserMajor}` : browserName),
      os: osName && (osVersion ? `${osName} ${osVersion}` : osName),
    };
  } catch {
    return UNKNOWN_DEVICE;
  }
}

/**
 * The browser and OS names without versions: a browser update keeps the same device, a different
 * browser on the same computer is another one.
 */
export function browserFamily(userAgent: string | null | undefined): string {
  const info = deviceInfo(userAgent);
  return [info.type, info.browser?.replace(/ \d+$/, '') ?? '?', info.os?.split(' ')[0] ?? '?'].join('/');
}

/**
 * The fingerprint a new-device check compares: the long-lived random device cookie together with the
 * browser family, stored as SHA-256 (the cookie itself never reaches the database).
 */
export function deviceHash(deviceId: string, userAgent: string | null | undefined): string {
  return hashToken(`${deviceId}|${browserFamily(userAgent)}`);
}

/** An address with its last part hidden: 203.0.113.x, 2001:db8:85a3:x (the first three groups). */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  switch (isIP(address)) {
    case 4:
      return `${address.split('.').slice(0, 3).join('.')}.x`;
    case 6: {
      const [head = ''] = address.split('::');
      const groups = head ? head.split(':') : [];
      return `${[...groups.slice(0, 3), 'x'].join(':')}`;
    }
    default:
      return null;
  }
}

export function approximatePlace(ip: string | null, country: string | null): ApproximatePlace {
  return { countryIso: country, maskedIp: maskIp(ip) };
}
