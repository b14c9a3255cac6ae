import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';

/** One answer as it crossed the wire: status, the headers that shape it and the raw (maybe compressed) body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'];

/**
 * The bytes `url` answers with, undecoded (fetch would decompress them), asked with the headers a
 * load generator sends: Node's fetch asks for `gzip, deflate` over plain HTTP.
 */
export function rawAnswer(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'gzip, deflate', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              KEPT_HEADERS.flatMap((name) => {
                const value = response.headers[name];
                return typeof value === 'string' ? [[name, value]] : [];
              }),
            ),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * The baseline of a route: a bare Fastify (no plugins, no hooks, no schema) answering the same bytes
 * with the same headers, so the ratio measures what the app adds to answering.
 */
export async function bareFastify(
  answers: Record<string, RawAnswer>,
  /** Further routes of the baseline (a handler that runs bare SQL first, for example). */
  extend: (app: FastifyInstance) => void = () => {},
): Promise<{ base: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  extend(app);
  for (const [path, answer] of Object.entries(answers)) {
    app.get(path, (_request, reply) => reply.code(answer.status).headers(answer.headers).send(answer.body));
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, app };
}
