import { createPublicKey, createHmac, verify as verifySignature } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; timestamp: number; payload: Record<string, unknown> };
  /** Each signature form checked with the secret (and the public key when given). */
  standardValid: boolean;
  paxfulValid: boolean;
  ed25519Valid: boolean | null;
}

export type Behaviour = 'ok' | 'echo' | 'no-echo' | 'fail' | 'redirect' | 'hang';

/**
 * A webhook endpoint for tests on 127.0.0.1: records every request and checks its signatures with the
 * secret the test gives (`secret`), as a vendor's bot would, answering as `behaviour(path)` says.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  secret = '';
  publicKeyPem: string | null = null;
  behaviour: (path: string) => Behaviour = () => 'echo';
  private readonly server = http.createServer((request, response) => this.handle(request, response));
  private readonly hanging = new Set<http.ServerResponse>();

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Checks a recorded request's signatures again with the current secret and key. */
  recheck(request: ReceivedWebhook): Pick<ReceivedWebhook, 'standardValid' | 'paxfulValid' | 'ed25519Valid'> {
    return this.check(request.headers, request.body);
  }

  private check(
    headers: http.IncomingHttpHeaders,
    body: string,
  ): Pick<ReceivedWebhook, 'standardValid' | 'paxfulValid' | 'ed25519Valid'> {
    const header = (name: string) => String(headers[name] ?? '');
    let standardValid = false;
    try {
      new Webhook(this.secret).verify(body, {
        'webhook-id': header('webhook-id'),
        'webhook-timestamp': header('webhook-timestamp'),
        'webhook-signature': header('webhook-signature'),
      });
      standardValid = true;
    } catch {
      standardValid = false;
    }
    const paxfulValid =
      createHmac('sha256', this.secret).update(body).digest('hex') === header('x-paxful-signature');
    const ed25519Valid = this.publicKeyPem
      ? verifySignature(
          null,
          Buffer.from(body),
          createPublicKey(this.publicKeyPem),
          Buffer.from(header('x-paxful-signature-ed25519'), 'base64'),
        )
      : null;
    return { standardValid, paxfulValid, ed25519Valid };
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      let json: ReceivedWebhook['json'];
      try {
        json = JSON.parse(body) as ReceivedWebhook['json'];
      } catch {
        json = { id: '', type: '', timestamp: 0, payload: {} };
      }
      this.received.push({
        path,
        headers: request.headers,
        body,
        json,
        ...this.check(request.headers, body),
      });
      const behaviour = this.behaviour(path);
      if (behaviour === 'hang') {
        this.hanging.add(response);
        return;
      }
      if (behaviour === 'fail') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('receiver is down');
        return;
      }
      if (behaviour === 'redirect') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      const challenge = request.headers['x-paxful-request-challenge'];
      if (behaviour === 'echo' && typeof challenge === 'string') {
        response
          .writeHead(200, { 'x-paxful-request-challenge': challenge, 'content-type': 'text/plain' })
          .end('ok');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  }
}
