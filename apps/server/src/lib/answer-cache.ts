import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The compression plugin's settings (plugins/compression.ts): the same bytes whichever path answers. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;

interface CachedAnswer {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
  builtAt: number;
}

/** The first encoding the client accepts (q > 0), Brotli before gzip, as the compression plugin picks. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function compressed(entry: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.json);
  return entry.gzip;
}

/**
 * Answers that depend only on the request's validated query and params (reference data held in
 * memory) are built, checked by the output schema and serialized once, then sent as the same bytes,
 * compressed once per encoding. The key is the validated query and params, so defaults and the
 * locale are part of it. At most `maxEntries` answers are kept; the oldest goes first.
 *
 * `maxAgeMs` rebuilds an answer older than that (figures computed from the database, decision 039);
 * `keyOf` replaces the key when fewer inputs matter (the response case, for example, is applied after
 * serialization). Requests that miss the same key at once share one build.
 *
 * @example
 * const cache = answerCache();
 * app.get('/rest/v2/countries', opts, (request, reply) => cache.send(request, reply, () => build()));
 */
export function answerCache(
  options: { maxEntries?: number; maxAgeMs?: number; keyOf?: (request: FastifyRequest) => string } = {},
) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, CachedAnswer>();
  const building = new Map<string, Promise<CachedAnswer>>();
  let heldVersion: unknown;

  const keyOf =
    options.keyOf ??
    ((request: FastifyRequest) =>
      `${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.query)}`);

  async function serialize(reply: FastifyReply, work: () => unknown): Promise<CachedAnswer> {
    // Its age counts from the start: what the work read is at most maxAgeMs old.
    const builtAt = Date.now();
    // The route's own serializer: the output schema strips and checks the answer as usual.
    return { json: String(reply.serialize(await work())), builtAt };
  }

  async function entryFor(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => unknown,
  ): Promise<CachedAnswer> {
    const key = keyOf(request);
    const held = entries.get(key);
    if (held && (options.maxAgeMs === undefined || Date.now() - held.builtAt < options.maxAgeMs)) return held;
    const pending = building.get(key);
    if (pending) return pending;
    const started = serialize(reply, work).then(
      (entry) => {
        building.delete(key);
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
        return entry;
      },
      (error: unknown) => {
        building.delete(key);
        throw error;
      },
    );
    building.set(key, started);
    return started;
  }

  return {
    /**
     * Sends the answer of this request's query, building it first when none is held. `version`:
     * what the answers are built from (rates, for example); when it changes, every held answer goes.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      build: () => unknown,
      version?: unknown,
    ): Promise<FastifyReply> {
      if (version !== heldVersion) {
        entries.clear();
        heldVersion = version;
      }
      const entry = await entryFor(request, reply, build);
      reply.type('application/json; charset=utf-8');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      // snakeCase answers are reshaped after serialization (response-case plugin), then compressed.
      if (
        request.responseCase !== 'camelCase' ||
        Buffer.byteLength(entry.json) < COMPRESS_THRESHOLD ||
        !encoding
      ) {
        return reply.send(entry.json);
      }
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.send(compressed(entry, encoding));
    },
    /** How many answers are held (for tests). */
    get size() {
      return entries.size;
    },
  };
}
