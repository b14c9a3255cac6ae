import path from 'node:path';
import { z } from 'zod';
import { storageConfigProblems, storageConfigSchema } from './adapters/storage/storage-config.js';
import { booleanFromEnv } from './lib/boolean-from-env.js';
import { partnersConfigSchema } from './modules/partners/partners-config.js';
import { metricsConfigSchema } from './modules/metrics/metrics-config.js';
import { ratesConfigSchema } from './modules/rates/rates-config.js';
import { WEB_DIST_DIR } from './paths.js';

/** Everything the server reads from its environment, validated once at start. */
export const configSchema = z.object({
  ...ratesConfigSchema.shape,
  ...metricsConfigSchema.shape,
  ...storageConfigSchema.shape,
  ...partnersConfigSchema.shape,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  /**
   * A header the trusted proxy sets to the client's ISO country (Cloudflare: cf-ipcountry), shown with
   * sessions and sign-ins; read only with TRUST_PROXY=true.
   */
  CLIENT_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')
    .transform((value) => value.toLowerCase())
    .optional(),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Failed sign-ins one account may take in a window, whatever the IP, before sign-in answers 429. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Lifetime of a forgotten-password link. */
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** Lifetime of the two links of an e-mail change. */
  EMAIL_CHANGE_TTL_MINUTES: z.coerce.number().int().min(10).max(10_080).default(1440),
  /** The address users open the app at, for links in e-mails; never taken from the request's Host. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEB_DIST_DIR: z.string().default(WEB_DIST_DIR),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('P2P Marketplace <no-reply@localhost>'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** BTC's chain: the simulated chain kept in the database, or a Bitcoin-Core-style JSON-RPC node. */
  CHAIN_BTC: z.enum(['simulated', 'rpc']).default('simulated'),
  /** The node's JSON-RPC address with credentials, and optionally its wallet: http://user:pass@host:8332/wallet/NAME */
  BTC_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The network of the node's addresses; required with CHAIN_BTC=rpc so nobody lands on mainnet by accident. */
  BTC_NETWORK: z.enum(['mainnet', 'testnet', 'regtest', 'litecoin-regtest']).optional(),
  BTC_RPC_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  BTC_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(3),
  /** Confirmations the simulated chains ask before crediting a deposit. */
  SIM_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(1),
  /** How often each node looks for deposits and sends pending send-outs; 0 turns the loop off. */
  WALLET_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /** How long a send-out may stay `sending` before recovery asks the chain whether it left (decision 014). */
  WALLET_SEND_RECOVERY_GRACE_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  /** Lifetime of a `/ws` channel token (POST /account/re-auth-push-subscription); clients refresh 300 s before. */
  REALTIME_TOKEN_TTL_MINUTES: z.coerce.number().int().min(6).max(1440).default(15),
  /** How often each socket is pinged; a socket that missed the previous pong is closed. */
  REALTIME_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Sockets one user may hold open on one node (tabs, devices); more are closed with 4429. */
  REALTIME_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Largest trade chat upload in bytes (at most 10 MB, the content check's own limit). */
  TRADE_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** Escrow fee rates in basis points by payment method group (the seller pays; see decision 011). */
  TRADE_FEE_BPS_BANK_TRANSFERS: z.coerce.number().int().min(0).max(10_000).default(50),
  TRADE_FEE_BPS_GIFT_CARDS: z.coerce.number().int().min(0).max(10_000).default(300),
  TRADE_FEE_BPS_DEFAULT: z.coerce.number().int().min(0).max(10_000).default(100),
  /** Minutes after a trade is marked paid before either party may open a dispute. */
  TRADE_DISPUTE_DELAY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(30),
  /** How often each node expires trades whose window ended; 0 turns the loop off. */
  TRADE_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * How long a node reuses the listing's count of matches of the same search (0: counts every
   * time). A page that reaches the end tells its exact total without counting.
   */
  SEARCH_TOTAL_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /**
   * Completed trade volume in US dollars above which a vendor is offered a personal account manager
   * (the account manager proposal modal, decision 040).
   */
  ACCOUNT_MANAGER_MIN_VOLUME_USD: z.coerce.number().int().min(1000).max(1_000_000_000).default(50_000),
  /** Demo mode (decision 044): whether visitors may try the demo with play money. */
  DEMO_MODE_ENABLED: booleanFromEnv.default(true),
  /** Hours a visitor's demo account lives before it is cleaned up. */
  DEMO_ACCOUNT_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** Seconds after a demo trade is marked paid before the demo vendor releases. */
  DEMO_RELEASE_DELAY_SECONDS: z.coerce.number().int().min(0).max(600).default(5),
  /** How often each node lets the demo vendors answer and cleans up ended demos; 0 turns it off. */
  DEMO_AUTOPILOT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /** How often each node claims trade history export jobs and deletes expired files; 0 turns it off. */
  TRADE_EXPORT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /** How long a node holds an export job before another may take it over (a dead node's job). */
  TRADE_EXPORT_LEASE_MS: z.coerce.number().int().min(5000).max(3_600_000).default(120_000),
  /** Attempts before an export job that keeps failing is `failed`. */
  TRADE_EXPORT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Hours a finished export file is kept; then it is deleted and the report reads `missing`. */
  TRADE_EXPORT_RETENTION_HOURS: z.coerce.number().int().min(1).max(2160).default(72),
  /**
   * How often each node re-reads the platform controls (maintenance, halts, the operator's message)
   * besides the NOTIFY that announces each change: the bound on how late a node learns of one.
   */
  PLATFORM_CONTROLS_REFRESH_MS: z.coerce.number().int().min(100).max(5000).default(2000),
  /** How often each node turns new user events into notifications and delivery jobs; 0 turns it off. */
  NOTIFICATION_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** How often each node delivers due notification jobs (e-mail, push, Telegram); 0 turns it off. */
  NOTIFICATION_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /** Web Push VAPID key pair (base64url, as `web-push generate-vapid-keys` prints); without it one is generated and kept in the database. */
  WEB_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key')
    .optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Contact the push services may use about this sender: a mailto: or https: URL. */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https: URL')
    .default('mailto:no-reply@localhost'),
  /** Extra push service origins accepted for subscriptions besides the browsers' own (tests, self-hosted). */
  WEB_PUSH_ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .default([]),
  /** Telegram bot token from @BotFather; without it the Telegram channel is off. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must look like 123456:ABC-DEF…')
    .optional(),
  /** The Bot API's address (a local test server in tests). */
  TELEGRAM_API_ROOT: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  /** The bot's username for t.me links; read with getMe at start when not given. */
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be a Telegram bot username without @')
    .optional(),
  /** Seconds one getUpdates long poll waits for updates; 0 turns the update loop off (tests poll themselves). */
  TELEGRAM_POLL_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(50).default(25),
  /** Zendesk messaging (decision 023): the key id (`kid`) and shared secret of a messaging JWT signing key; set with ZENDESK_WIDGET_KEY or not at all. */
  ZENDESK_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be the key id Zendesk shows for the signing key')
    .optional(),
  ZENDESK_SECRET: z
    .string()
    .min(32, 'must be the shared secret Zendesk shows (at least 32 characters)')
    .max(512)
    .optional(),
  /** The Web Widget's key (the `key=` of its snippet); without the three the built-in support chat is used. */
  ZENDESK_WIDGET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/, 'must be the key of the Web Widget snippet')
    .optional(),
  /** How often each node tops up its webhook requests in flight; 0 turns webhook delivery off. */
  WEBHOOK_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** Webhook requests one node keeps in flight at most (a hanging endpoint holds one slot). */
  WEBHOOK_DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  /** Time-out of one webhook request (connect, send and answer). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Failed webhook attempts in a row after which the webhook is disabled. */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(1000).default(15),
  /** Host names or addresses webhooks may reach although private (comma separated; tests, internal receivers). */
  WEBHOOK_ALLOWED_PRIVATE_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(253)))
    .default([]),
  /** Browser tests only: exposes the outbox without sign-in. Refused in production. */
  E2E_TEST_HOOKS: booleanFromEnv.default(false),
});

export type Config = z.infer<typeof configSchema> & { cookieSecure: boolean; inMemory: boolean };

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (config.CHAIN_BTC === 'rpc' && (!config.BTC_RPC_URL || !config.BTC_NETWORK)) {
    const missing = ['BTC_RPC_URL', 'BTC_NETWORK'].filter(
      (name) => !config[name as 'BTC_RPC_URL' | 'BTC_NETWORK'],
    );
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when CHAIN_BTC=rpc`).join('\n')}`,
    );
  }
  if (Boolean(config.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(config.WEB_PUSH_VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_PUSH_VAPID_PRIVATE_KEY: set both VAPID keys or neither',
    );
  }
  const zendesk = [config.ZENDESK_KEY_ID, config.ZENDESK_SECRET, config.ZENDESK_WIDGET_KEY];
  if (zendesk.some(Boolean) && !zendesk.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  ZENDESK_SECRET: set ZENDESK_KEY_ID, ZENDESK_SECRET and ZENDESK_WIDGET_KEY together or none',
    );
  }
  if (config.CHAIN_BTC === 'rpc' && config.WALLET_SEND_RECOVERY_GRACE_MS < 2 * config.BTC_RPC_TIMEOUT_MS) {
    // A send still in flight must not be taken for a lost one.
    throw new ConfigError(
      'Invalid configuration:\n  WALLET_SEND_RECOVERY_GRACE_MS: must be at least twice BTC_RPC_TIMEOUT_MS',
    );
  }
  const storageProblems = storageConfigProblems(config);
  if (storageProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${storageProblems.map((line) => `  ${line}`).join('\n')}`);
  }
  if (config.E2E_TEST_HOOKS && config.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  E2E_TEST_HOOKS: must not be set in production');
  }
  const inMemory = config.DATA_DIR === 'memory';
  return {
    ...config,
    DATA_DIR: inMemory ? config.DATA_DIR : path.resolve(config.DATA_DIR),
    inMemory,
    cookieSecure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
  };
}
