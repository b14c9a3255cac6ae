import { parseAddress } from './access-rules.evaluate.js';

/**
 * The bundled geo-IP data (geoip-country: MaxMind GeoLite2 Country, shipped in the npm tarball and
 * refreshed with each release of the package). It costs about 18 MB of memory and 0.3 s to load, so
 * it is loaded on the first lookup, not at start: a node without country rules, regional notices or
 * trades never loads it (decision 041).
 */
type Lookup = (ip: string) => { country: string } | null;

let loading: Promise<Lookup> | undefined;
let loaded: Lookup | undefined;

async function load(): Promise<Lookup> {
  loading ??= import('geoip-country').then((module) => {
    const geoip = module.default;
    loaded = (ip) => geoip.lookup(ip);
    return loaded;
  });
  return loading;
}

/** Whether the data has been loaded in this process (for the memory bench and tests). */
export function geoDataLoaded(): boolean {
  return loaded !== undefined;
}

/**
 * The ISO alpha-2 country of an address, or null for an address the data does not place (private,
 * loopback, reserved, unassigned) or that is not an address at all.
 */
export async function countryOfAddress(ip: string | null | undefined): Promise<string | null> {
  if (!ip) return null;
  const address = parseAddress(ip);
  if (!address) return null;
  const lookup = loaded ?? (await load());
  return lookup(address.toString())?.country ?? null;
}

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country's English name (Node's ICU data); the web shows its own language's name from the code. */
export function countryName(iso: string): string {
  try {
    return names.of(iso) ?? iso;
  } catch {
    return iso;
  }
}
