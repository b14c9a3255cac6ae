/** Key-case conversion for the `responseCase` query parameter (camelCase by default). */

/**
 * The spec spells digits both ways (`issue_country_iso3` but `address_line_1`); the few keys whose
 * digits stand apart are listed.
 */
const SNAKE_EXCEPTIONS = new Map([
  ['addressLine1', 'address_line_1'],
  ['addressLine2', 'address_line_2'],
]);

/** `avatarUrl` → `avatar_url`. */
export function camelToSnake(key: string): string {
  // A Map, not an object: keys come from request bodies, and `constructor` must not find Object.
  const exception = SNAKE_EXCEPTIONS.get(key);
  if (exception) return exception;
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_: string, c: string) => c.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Sets an own enumerable property, also for `__proto__`, which a plain assignment would turn into
 * a prototype change.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Returns a copy of `value` with every object key passed through `convert`, at any depth. Keys named
 * like `Object.prototype` members (`constructor`, `__proto__`) are copied as plain keys.
 * @example mapKeysDeep({ avatarUrl: 'x' }, camelToSnake) // { avatar_url: 'x' }
 */
export function mapKeysDeep(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) setOwn(out, convert(key), mapKeysDeep(inner, convert));
  return out;
}
