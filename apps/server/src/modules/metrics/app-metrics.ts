import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LedgerReport } from '../ledger/ledger-verify.js';
import type { MetricsSnapshot } from './metrics.repository.js';

const PREFIX = 'p2p_';

/**
 * One app's Prometheus metrics in a registry of its own (never prom-client's global one), so that
 * several apps in one process (tests, a node and its internal port) count apart. Counters move as
 * things happen on this node; the database gauges are set from a snapshot read at each scrape.
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly httpDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP answers by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly tradeTransitions = new Counter({
    name: `${PREFIX}trade_transitions_total`,
    help: 'Trade status changes this node committed, by action and resulting status',
    labelNames: ['action', 'to'],
    registers: [this.registry],
  });

  private readonly tradesStarted = new Counter({
    name: `${PREFIX}trades_started_total`,
    help: 'Trades this node started (idempotent replays not counted)',
    registers: [this.registry],
  });

  private readonly ledgerVerifyOk = new Gauge({
    name: `${PREFIX}ledger_verify_ok`,
    help: 'Last ledger verification on this node: 1 every invariant holds, 0 one is violated, -1 none ran yet',
    registers: [this.registry],
  });

  private readonly ledgerVerifyViolations = new Gauge({
    name: `${PREFIX}ledger_verify_violations`,
    help: 'Offending rows (at most 20 listed) per invariant in the last ledger verification on this node',
    labelNames: ['invariant'],
    registers: [this.registry],
  });

  private readonly ledgerVerifyTime = new Gauge({
    name: `${PREFIX}ledger_verify_last_run_timestamp_seconds`,
    help: 'When the last ledger verification on this node ran (Unix time)',
    registers: [this.registry],
  });

  private readonly trades = this.gauge('trades', 'Trades by status', ['status']);
  private readonly escrowHeld = this.gauge(
    'escrow_held_minor_units',
    'Escrow held in the ledger per coin, in minor units (satoshis, USDT 6 decimals, ETH 9)',
    ['coin'],
  );
  private readonly eventOutbox = this.gauge(
    'event_outbox_backlog',
    'User events (the outbox of notifications and webhooks) not yet dispatched',
  );
  private readonly eventOutboxAge = this.gauge(
    'event_outbox_oldest_age_seconds',
    'Age of the oldest undispatched user event (0 when none waits)',
  );
  private readonly notificationJobs = this.gauge(
    'notification_deliveries',
    'Notification delivery jobs not sent: pending (retrying = pending after a failed attempt) and failed (dead)',
    ['channel', 'state'],
  );
  private readonly webhookJobs = this.gauge(
    'webhook_deliveries',
    'Webhook delivery jobs not sent: pending (retrying = pending after a failed attempt) and failed (dead)',
    ['state'],
  );
  private readonly mailOutbox = this.gauge(
    'mail_outbox_messages',
    'E-mail and SMS outbox messages not delivered: failed (an attempt failed) and waiting (no attempt yet)',
    ['channel', 'state'],
  );
  private readonly chainLag = this.gauge(
    'chain_sync_lag_seconds',
    "Seconds since a chain watcher last recorded the coin's chain (any node)",
    ['coin'],
  );
  private readonly dbPool = this.gauge(
    'db_pool_connections',
    'Database connections of this node: total, idle and waiting (queued clients); PGlite is one connection',
    ['state'],
  );

  constructor(options: { defaultMetrics?: boolean; websocketConnections?: () => number } = {}) {
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    this.ledgerVerifyOk.set(-1);
    const sockets = options.websocketConnections;
    new Gauge({
      name: `${PREFIX}websocket_connections`,
      help: 'Open /ws sockets on this node',
      registers: [this.registry],
      collect() {
        this.set(sockets ? sockets() : 0);
      },
    });
  }

  private gauge(name: string, help: string, labelNames: string[] = []): Gauge {
    return new Gauge({ name: `${PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }

  observeHttp(route: string, method: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ route, method, status_code: String(statusCode) }, seconds);
  }

  /** A trade changed status (count only what committed, not idempotent repeats). */
  tradeTransition(transition: { action: string; to: string }): void {
    this.tradeTransitions.inc({ action: transition.action, to: transition.to });
  }

  tradeStarted(): void {
    this.tradesStarted.inc();
  }

  ledgerVerified(report: LedgerReport): void {
    this.ledgerVerifyOk.set(report.ok ? 1 : 0);
    this.ledgerVerifyTime.set(Date.parse(report.checkedAt) / 1000);
    for (const invariant of report.invariants) {
      this.ledgerVerifyViolations.set({ invariant: invariant.name }, invariant.violations.length);
    }
  }

  /** Sets the database gauges from one scrape's snapshot; series that vanished are dropped. */
  applySnapshot(snapshot: MetricsSnapshot): void {
    const reset = [
      this.trades,
      this.escrowHeld,
      this.notificationJobs,
      this.webhookJobs,
      this.mailOutbox,
      this.chainLag,
      this.dbPool,
    ];
    for (const gauge of reset) gauge.reset();
    for (const row of snapshot.tradesByStatus) this.trades.set({ status: row.status }, row.count);
    for (const row of snapshot.escrowByCoin) this.escrowHeld.set({ coin: row.coin }, Number(row.held));
    this.eventOutbox.set(snapshot.eventOutbox.backlog);
    this.eventOutboxAge.set(snapshot.eventOutbox.oldestAgeSeconds);
    for (const row of snapshot.notificationJobs)
      this.notificationJobs.set({ channel: row.channel, state: row.state }, row.count);
    for (const row of snapshot.webhookJobs) this.webhookJobs.set({ state: row.state }, row.count);
    for (const row of snapshot.mailOutbox)
      this.mailOutbox.set({ channel: row.channel, state: row.state }, row.count);
    for (const row of snapshot.chainLag) this.chainLag.set({ coin: row.coin }, row.lagSeconds);
    for (const [state, value] of Object.entries(snapshot.pool)) {
      if (value !== null) this.dbPool.set({ state }, value);
    }
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
