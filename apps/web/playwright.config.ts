import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys that change the whole platform (maintenance mode, access rules by place) would fail the
 * journeys running beside them: they get a server of their own, 50 ports up.
 */
const PLATFORM_WIDE = ['**/maintenance.spec.ts', '**/access-rules.spec.ts'];
const PLATFORM_WIDE_PORT = PORT + 50;
// A run of named spec files starts the second server only when one of them needs it.
const namedSpecs = process.argv.filter((arg) => /\.spec(\.ts)?$/.test(arg) || /^e2e\//.test(arg));
const platformWideRuns =
  namedSpecs.length === 0 || namedSpecs.some((arg) => /maintenance|access-rules/.test(arg));

/**
 * Browser journeys against the built marketplace on an in-memory database, driven by Debian's
 * Chromium (Playwright cannot download its own browser here).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  // One file at a time by default: on a 2-core machine two browsers and the server pushed page loads
  // past the journeys' 5 s waits (tried in session 8: four journeys failed on time alone). Tried
  // again in session 10 with E2E_WORKERS=2: 65 of 67 passed in 11.0 min (15.8 min with one worker),
  // and the two failures were shared state, not time: the wallet journey waits for a deposit's
  // "incoming" state while another journey mines a block on the same simulated chain (the deposit is
  // then confirmed at once), and the second web-push journey's Telegram link waited past 30 s for the
  // bot's polling (that one was the platform-wide server's bot taking the update; it has no bot now).
  // The wallet journey must be made independent of other files before two workers can be the default.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: PLATFORM_WIDE },
    ...(platformWideRuns
      ? [
          {
            name: 'platform-wide',
            testMatch: PLATFORM_WIDE,
            use: { baseURL: `http://127.0.0.1:${PLATFORM_WIDE_PORT}` },
          },
        ]
      : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: platformWideRuns
    ? [server(PORT), server(PLATFORM_WIDE_PORT, { telegram: false })]
    : [server(PORT)],
});

/**
 * The built marketplace on an in-memory database, listening on `port`. Only one server may have the
 * Telegram bot: two bots polling the one local Bot API server take each other's updates (Telegram's
 * 409 and the offset that confirms an update for everyone), and the platform-wide server's bot,
 * knowing no link code, would answer a user's /start and confirm it before the journeys' server saw
 * it (CI, sessions 11 and 12: the web-push journey's Telegram link not seen within 30 s).
 */
function server(port: number, options: { telegram: boolean } = { telegram: true }) {
  return {
    command: 'node apps/server/dist/server.js',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // Migrations and the reference seed into a fresh in-memory database: about 10 s on a quiet
    // machine, over a minute on a loaded one.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      // Exposes POST /internal/test/outbox so journeys can read the codes "sent" by mail and SMS.
      E2E_TEST_HOOKS: '1',
      // Journeys open disputes right after marking a trade paid.
      TRADE_DISPUTE_DELAY_MINUTES: '0',
      // e2e/web-push.spec.ts runs a local push service on this port.
      WEB_PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:3199',
      // ... and a local Bot API server (apps/server/src/test/telegram-bot-api.ts, its token) on this
      // one; while none runs (other journeys) the bot's polling fails quietly and retries.
      ...(options.telegram
        ? {
            TELEGRAM_BOT_TOKEN: '123456789:TEST-token_abcdefghijklmnopqrstuvwxyz',
            TELEGRAM_BOT_USERNAME: 'p2p_test_bot',
            TELEGRAM_API_ROOT: 'http://127.0.0.1:3198',
          }
        : {}),
      // e2e/webhooks.spec.ts runs a webhook receiver on 127.0.0.1:3197, a private address webhooks may
      // reach only when allowed.
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    },
  };
}
