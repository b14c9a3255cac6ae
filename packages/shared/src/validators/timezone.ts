const IANA_SHAPE = /^(?:UTC|GMT|[a-z]+(?:\/[a-z0-9_+-]+){1,2})$/i;

let known: Map<string, string> | undefined;

function knownZones(): Map<string, string> {
  known ??= new Map(['UTC', ...Intl.supportedValuesOf('timeZone')].map((zone) => [zone.toLowerCase(), zone]));
  return known;
}

/**
 * The IANA time zone name as it is spelled, or null when it is none. Abbreviations such as "EST"
 * are refused even where Intl maps them to a zone: they are ambiguous.
 * @example canonicalTimeZone('europe/london') // 'Europe/London'
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !IANA_SHAPE.test(value)) return null;
  const listed = knownZones().get(value.toLowerCase());
  if (listed) return listed;
  // Aliases (Asia/Kolkata where the runtime lists Asia/Calcutta) are valid if Intl accepts them.
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}
