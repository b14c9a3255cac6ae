import type { FuzzContext, JsonSchema } from './openapi-shapes.js';

/** Values that probably pass validation, so that a fuzzed neighbour reaches the route's own checks. */
const STRING_CANDIDATES = [
  '1',
  '10',
  '1.00',
  'abc',
  'ABC',
  'US',
  'USA',
  'USD',
  'BTC',
  'en',
  'a1b2c3',
  'a@example.com',
];

function firstUsable(options: JsonSchema[]): JsonSchema | undefined {
  return options.find((option) => option.type !== 'null') ?? options[0];
}

/** A value that is probably valid for `schema`, so a mutation of one field reaches the rest of the route. */
export function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return plausible(firstUsable(union));
  if (schema.allOf?.length) return plausible(schema.allOf[0]);
  const type = Array.isArray(schema.type)
    ? (schema.type.find((item) => item !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => plausible(schema.items));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, plausible(inner)]),
      );
    default:
      return plausibleString(schema);
  }
}

function plausibleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return '6f1c7d52-8a43-4c1e-9d0b-3f0e2b7a9c15';
  if (schema.format === 'date') return '2024-01-15';
  if (schema.format === 'uri') return 'https://example.com/page';
  if (schema.format === 'email') return 'someone@example.com';
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

export function contextValue(name: string, path: string, context: FuzzContext): string | undefined {
  const objectKey = /^(id|hash|tradeHash)$/.test(name);
  if (objectKey && /\/(trade|disputes)\//.test(path) && !/receipt/.test(path)) return context.tradeHash;
  if (objectKey && /offer/.test(path)) return context.offerHash;
  if (/^(id|userId)$/i.test(name) && context.userId !== undefined) return String(context.userId);
  if (/username/i.test(name) && context.username !== undefined) return context.username;
  return undefined;
}
