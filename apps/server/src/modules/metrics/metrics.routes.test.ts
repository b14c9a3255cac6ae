import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { startTestTrade } from '../../test/trades.js';
import { opsRoutes } from '../ops/ops.routes.js';
import { openUserSocket } from '../realtime/socket-test-client.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const OPS_TOKEN = 'ops-token-for-the-metrics-tests';

/** The value of one sample of a Prometheus text answer, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN }, async (app) => {
    await app.register(opsRoutes, { opsToken: OPS_TOKEN });
  });
});
afterAll(() => ctx.close());

async function scrape(app = ctx.app): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('/metrics access', () => {
  it('refuses a missing or wrong token with 401 and the error envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().error.code).toBe('ERROR_UNAUTHORIZED');
      expect(response.body).not.toContain('p2p_');
    }
  });

  it('is a 404 when neither METRICS_TOKEN nor METRICS_PORT is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ERROR_NOT_FOUND');
    } finally {
      await plain.close();
    }
    // Each builds another app: seconds on a busy machine.
  }, 90_000);
});

describe('/metrics content', () => {
  it('counts a trade from start to release, by route pattern, in this app only', async () => {
    const before = await scrape();
    const started = sample(before, 'p2p_trades_started_total') ?? 0;
    const released =
      sample(before, 'p2p_trade_transitions_total', { action: 'release', to: 'released' }) ?? 0;

    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const after = await scrape();

    expect(sample(after, 'p2p_trades_started_total')).toBe(started + 1);
    expect(sample(after, 'p2p_trade_transitions_total', { action: 'release', to: 'released' })).toBe(
      released + 1,
    );
    expect(sample(after, 'p2p_trade_transitions_total', { to: 'paid' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'p2p_trades', { status: 'released' })).toBeGreaterThanOrEqual(1);
    const releases = sample(after, 'p2p_http_request_duration_seconds_count', {
      route: '/rest/v1/trade/:id/release',
      method: 'POST',
      status_code: '200',
    });
    expect(releases).toBeGreaterThanOrEqual(1);
    // Route patterns only: the trade's hash never becomes a label.
    expect(after).not.toContain(trade.tradeHash);

    // Another app in the same process has registries of its own.
    const other = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      expect(sample(await scrape(other.app), 'p2p_trades_started_total')).toBe(0);
    } finally {
      await other.close();
    }
    // Each builds another app: seconds on a busy machine.
  }, 90_000);

  it('shows the escrow an open trade holds, per coin, in minor units', async () => {
    await startTestTrade(ctx.app);
    const result = await ctx.app.db.execute(
      sql`select coalesce(sum(amount + fee), 0)::text as held from escrow_holds h
          join ledger_accounts a on a.id = h.account_id where h.status = 'held' and a.coin = 'BTC'`,
    );
    const held = Number((result as unknown as { rows: { held: string }[] }).rows[0]!.held);
    expect(held).toBeGreaterThan(0);
    expect(sample(await scrape(), 'p2p_escrow_held_minor_units', { coin: 'BTC' })).toBe(held);
  });

  it('reads backlogs, chain lag, the pool and sockets at the scrape', async () => {
    await ctx.app.db.execute(
      sql`insert into chain_cursors (coin, cursor, updated_at) values ('BTC', 'x', now() - interval '90 seconds')
          on conflict (coin) do update set updated_at = excluded.updated_at`,
    );
    const text = await scrape();
    expect(sample(text, 'p2p_chain_sync_lag_seconds', { coin: 'BTC' })).toBeGreaterThanOrEqual(90);
    // The trades above recorded user events no dispatcher has handled (tests dispatch by hand).
    expect(sample(text, 'p2p_event_outbox_backlog')).toBeGreaterThan(0);
    expect(sample(text, 'p2p_event_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'p2p_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'p2p_websocket_connections')).toBe(0);
    expect(text).toContain('# TYPE p2p_webhook_deliveries gauge');
    expect(text).toContain('# TYPE p2p_notification_deliveries gauge');
  });

  it('records the last ledger verification run through the operator route', async () => {
    expect(sample(await scrape(), 'p2p_ledger_verify_ok')).toBe(-1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/internal/ops/ledger-verify',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await scrape();
    expect(sample(text, 'p2p_ledger_verify_ok')).toBe(1);
    expect(sample(text, 'p2p_ledger_verify_violations', { invariant: 'entries_balanced' })).toBe(0);
    expect(sample(text, 'p2p_ledger_verify_last_run_timestamp_seconds')).toBeGreaterThan(0);
  });
});

describe('the metrics port', () => {
  it('serves /metrics on its own port once the app is ready, with the token when one is set', async () => {
    const ported = await createTestApp({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    try {
      const address = ported.app.metricsAddress();
      expect(address).not.toBeNull();
      const url = `http://127.0.0.1:${address!.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
        404,
      );
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      const text = await ok.text();
      expect(text).toContain('p2p_trades_started_total 0');
      expect(sample(text, 'p2p_websocket_connections')).toBe(0);

      // A socket open on the main port counts on this node.
      await ported.app.listen({ host: '127.0.0.1', port: 0 });
      const { client } = await registerUser(ported.app);
      const socket = await openUserSocket(ported.app, client);
      try {
        await socket.untilReady();
        const withSocket = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        expect(sample(await withSocket.text(), 'p2p_websocket_connections')).toBe(1);
      } finally {
        await socket.close();
      }
    } finally {
      await ported.close();
    }
    // Each builds another app: seconds on a busy machine.
  }, 90_000);
});
