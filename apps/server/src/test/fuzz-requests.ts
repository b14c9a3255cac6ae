import fc from 'fast-check';
import { nastyString, nastyValue, PROTOTYPE_KEYS } from './fuzz/nasty-values.js';
import type { FuzzContext, FuzzRequest, JsonSchema, Operation, Parameter } from './fuzz/openapi-shapes.js';
import { contextValue, plausible } from './fuzz/plausible-values.js';

export type {
  FuzzContext,
  FuzzRequest,
  Identity,
  JsonSchema,
  Operation,
  Parameter,
} from './fuzz/openapi-shapes.js';
export { nastyString, nastyValue } from './fuzz/nasty-values.js';
export { plausible } from './fuzz/plausible-values.js';

/** Path segments sent as they are: bad percent escapes, dot segments, encoded slashes and over-long values. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%ff',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%C0%AE',
  'x'.repeat(300),
];

/** Percent-encodes a value; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
function encodeSegment(value: unknown): string {
  return encodeURIComponent(String(value).replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

const pathValue = (param: Parameter, path: string, context: FuzzContext) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    {
      weight: 2,
      arbitrary: fc.constant(
        encodeSegment(contextValue(param.name, path, context) ?? plausible(param.schema)),
      ),
    },
    { weight: 3, arbitrary: nastyString.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '1.5', '9223372036854775808', '1e3', '0x1F', '00001'),
    },
  );

function buildPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

const queryPair = (key: string, value: unknown) => `${encodeSegment(key)}=${encodeSegment(value)}`;

/** A query string: declared parameters plausible or nasty, repeated as arrays, and unknown or prototype keys. */
const queryString = (params: Parameter[]) => {
  const declared = params.map((param) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 2, arbitrary: fc.constant([queryPair(param.name, plausible(param.schema))]) },
      { weight: 3, arbitrary: nastyString.map((value) => [queryPair(param.name, value)]) },
      { weight: 1, arbitrary: fc.constant([queryPair(param.name, 'a'), queryPair(param.name, 'b')]) },
    ),
  );
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant<string[]>([]) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map((key) => [queryPair(key, '1')]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(['responseCase=kebab'], ['responseCase=snakeCase'], ['%E0%A4%A=1']),
    },
    { weight: 1, arbitrary: nastyString.map((key) => [queryPair(key || 'k', 'v')]) },
  );
  return fc.tuple(fc.tuple(...declared), extras).map(([parts, extra]) => {
    const all = [...parts.flat(), ...extra];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
};

/** A JSON body: plausible with some fields replaced, every field nasty, or extra prototype keys. */
function jsonBody(schema: JsonSchema) {
  const base = plausible(schema);
  const fields = Object.keys(schema.properties ?? {});
  const isObject = base !== null && typeof base === 'object' && !Array.isArray(base);
  const replaced =
    isObject && fields.length > 0
      ? fc
          .array(fc.tuple(fc.constantFrom(...fields), nastyValue), { minLength: 1, maxLength: 3 })
          .map((changes) => ({ ...(base as object), ...Object.fromEntries(changes) }))
      : nastyValue;
  const prototypeKeys = fc
    .subarray(PROTOTYPE_KEYS, { minLength: 1 })
    .chain((keys) => fc.tuple(...keys.map(() => nastyValue)).map((values) => ({ keys, values })))
    .map(({ keys, values }) => {
      // JSON text, so that `__proto__` arrives as a key as it would over the network.
      const extra = keys.map(
        (key, index) => `${JSON.stringify(key)}:${JSON.stringify(values[index] ?? null)}`,
      );
      const inner = JSON.stringify(isObject ? base : {}).slice(1, -1);
      return `{${[inner, ...extra].filter(Boolean).join(',')}}`;
    });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(JSON.stringify(base)) },
    { weight: 6, arbitrary: replaced.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: prototypeKeys },
    {
      weight: 1,
      arbitrary: fc
        .array(nastyValue, { maxLength: 3 })
        .map((values) =>
          JSON.stringify(
            Object.fromEntries(
              fields.map((field, index) => [field, values[index % Math.max(values.length, 1)] ?? null]),
            ),
          ),
        ),
    },
  );
}

const JSON_TYPE = 'application/json';

/** Bodies that are not what any route wants: bad JSON, other media types, bytes that are not UTF-8. */
const oddBody: fc.Arbitrary<{ type: string | undefined; payload: string | Buffer }> = fc.constantFrom(
  { type: JSON_TYPE, payload: '{' },
  { type: JSON_TYPE, payload: '' },
  { type: JSON_TYPE, payload: '{"a":}' },
  { type: JSON_TYPE, payload: 'nul' },
  { type: JSON_TYPE, payload: '[1,]' },
  { type: JSON_TYPE, payload: '"\\ud800"' },
  { type: JSON_TYPE, payload: '{"a":1}}' },
  { type: JSON_TYPE, payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { type: JSON_TYPE, payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { type: JSON_TYPE, payload: '{"__proto__":{"isAdmin":true}}' },
  { type: JSON_TYPE, payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { type: JSON_TYPE, payload: 'true' },
  { type: JSON_TYPE, payload: '123' },
  { type: JSON_TYPE, payload: '"text"' },
  { type: JSON_TYPE, payload: 'null' },
  { type: JSON_TYPE, payload: '[]' },
  { type: JSON_TYPE, payload: '{"a":"\\u0000"}' },
  { type: JSON_TYPE, payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'APPLICATION/JSON', payload: '{}' },
  { type: 'application/json;;;', payload: '{}' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'text/plain', payload: '\u0000' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&constructor=2' },
  { type: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
  },
  { type: 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
  { type: undefined, payload: '{"a":1}' },
);

type SentBody = string | { type: string | undefined; payload: string | Buffer } | undefined;

function toRequest(method: string, url: string, body: SentBody, key: string | undefined): FuzzRequest {
  const headers: Record<string, string> = {};
  if (key !== undefined) headers['idempotency-key'] = key;
  let payload: string | Buffer | undefined;
  if (typeof body === 'string') {
    headers['content-type'] = JSON_TYPE;
    payload = body;
  } else if (body) {
    if (body.type !== undefined) headers['content-type'] = body.type;
    payload = body.payload;
  }
  return { method, url, headers, ...(payload !== undefined ? { payload } : {}) };
}

/**
 * Malformed requests for one operation. Most break one part (path, query or body) and keep the
 * others plausible, so each part's validation and, past it, the route's own checks are reached;
 * some break everything at once.
 */
export function requestArbitrary(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((param) => param.in === 'path');
  const queryParams = operation.parameters.filter((param) => param.in === 'query');
  const plausiblePath = buildPath(
    operation.path,
    Object.fromEntries(
      pathParams.map((param) => [
        param.name,
        encodeSegment(contextValue(param.name, operation.path, context) ?? plausible(param.schema)),
      ]),
    ),
  );
  const fuzzedPath = fc
    .tuple(...pathParams.map((param) => pathValue(param, operation.path, context)))
    .map((values) =>
      buildPath(
        operation.path,
        Object.fromEntries(pathParams.map((param, index) => [param.name, values[index]!])),
      ),
    );
  const fuzzedQuery = queryString(queryParams);
  const expectsBody = operation.body !== undefined;
  const isRead = operation.method === 'GET' || operation.method === 'HEAD';
  const plausibleBody: SentBody = operation.body ? JSON.stringify(plausible(operation.body)) : undefined;
  const bodies: Array<fc.WeightedArbitrary<SentBody>> = [
    { weight: isRead ? 1 : 2, arbitrary: oddBody },
    { weight: expectsBody ? 1 : isRead ? 6 : 3, arbitrary: fc.constant(undefined) },
  ];
  if (!isRead) {
    bodies.push({
      weight: expectsBody ? 7 : 1,
      arbitrary: operation.body ? jsonBody(operation.body) : fc.constant('{}'),
    });
  }
  const fuzzedBody = fc.oneof(...bodies);
  const idempotencyKey = fc.oneof(
    { weight: 2, arbitrary: fc.uuid({ version: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', 'not-a-key', 'k'.repeat(300)) },
  );
  const request = (
    path: fc.Arbitrary<string>,
    query: fc.Arbitrary<string>,
    body: fc.Arbitrary<SentBody>,
  ): fc.Arbitrary<FuzzRequest> =>
    fc
      .tuple(path, query, body, idempotencyKey)
      .map(([url, search, sent, key]) => toRequest(operation.method, `${url}${search}`, sent, key));
  const targets: Array<fc.WeightedArbitrary<FuzzRequest>> = [
    {
      weight: expectsBody ? 5 : 2,
      arbitrary: request(fc.constant(plausiblePath), fc.constant(''), fuzzedBody),
    },
    {
      weight: 2,
      arbitrary: request(fc.constant(plausiblePath), fuzzedQuery, fc.constant(plausibleBody)),
    },
    { weight: 1, arbitrary: request(fuzzedPath, fuzzedQuery, fuzzedBody) },
  ];
  if (pathParams.length > 0) {
    targets.push({ weight: 3, arbitrary: request(fuzzedPath, fc.constant(''), fc.constant(plausibleBody)) });
  }
  return fc.oneof(...targets);
}
