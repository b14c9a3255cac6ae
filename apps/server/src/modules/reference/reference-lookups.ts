import type { Region, TimeZoneItem } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { referenceCatalog } from './reference.service.js';

/**
 * The regions a gift card or an offer's card regions name: the reference countries (WORLDWIDE, id
 * 9999, first), as `amazonGiftCardRegions` shows them on an offer.
 */
export async function listRegions(db: Executor): Promise<Region[]> {
  const { rows } = (await referenceCatalog(db)).countries({ includeIsoNull: true, limit: 10_000, offset: 0 });
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/**
 * Every IANA time zone this runtime knows (the list settings validate against), UTC first.
 * @example listTimeZones()[1] // { id: 'Africa/Abidjan', name: 'Abidjan', group: 'Africa' }
 */
export function listTimeZones(): TimeZoneItem[] {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones.map((id) => {
    const parts = id.split('/');
    return {
      id,
      name: parts.slice(1).reverse().join(', ').replaceAll('_', ' ') || id,
      group: parts.length > 1 ? parts[0]! : id,
    };
  });
}
