/**
 * Where a service trade cycle's time goes: runs start, mark paid and release through the services on
 * PostgreSQL, one client, and counts every SQL statement each phase sends (node-postgres's
 * Client#query wrapped), with the time spent waiting on each kind of statement. Not part of
 * `npm run bench`: run it alone when the trade-cycle ratio moves.
 * `TEST_DATABASE_URL=postgres://... npx tsx --conditions=source bench/trade-cycle-profile.ts`
 */
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { createOffer } from '../src/modules/offer-search/offer-fixtures.js';
import { performTradeAction } from '../src/modules/trades/trade-actions.service.js';
import { tradeDepsFrom } from '../src/modules/trades/trade-deps.js';
import { startTrade } from '../src/modules/trades/trade-start.service.js';
import { fund, insertUsers } from '../src/test/ledger.js';
import { openScratchDatabase } from './scratch-database.js';

const CYCLES = Number(process.env.PROFILE_CYCLES ?? 50);
type Phase = 'start' | 'paid' | 'release' | 'idle';

interface Tally {
  count: number;
  ms: number;
}
const tallies = new Map<Phase, Map<string, Tally>>();
const phaseMs = new Map<Phase, number>();
let phase: Phase = 'idle';

/** A statement's kind: its first words, table names kept, literals and parameters dropped. */
function kindOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const verb = flat.split(' ')[0]!.toLowerCase();
  if (['begin', 'commit', 'rollback', 'savepoint', 'release'].includes(verb)) return verb;
  const table =
    /(?:from|into|update|join)\s+"?([a-z_]+)"?/i.exec(flat)?.[1] ??
    /\b(?:select)\s+([a-z_]+)\(/i.exec(flat)?.[1] ??
    '?';
  const lock = /for update/i.test(flat) ? ' for update' : '';
  return `${verb} ${table}${lock}`;
}

// Every statement of the app's pool goes through Client#query (Pool#query borrows a client too).
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const result = original.apply(this, args);
  if (phase === 'idle' || !(result instanceof Promise)) return result;
  const begun = performance.now();
  const bucket = tallies.get(phase) ?? new Map<string, Tally>();
  tallies.set(phase, bucket);
  const kind = kindOf(text);
  const done = () => {
    const tally = bucket.get(kind) ?? { count: 0, ms: 0 };
    tally.count += 1;
    tally.ms += performance.now() - begun;
    bucket.set(kind, tally);
  };
  result.then(done, done);
  return result;
} as typeof pg.Client.prototype.query;

async function timed(name: Phase, work: () => Promise<unknown>): Promise<void> {
  phase = name;
  const begun = performance.now();
  try {
    await work();
  } finally {
    phaseMs.set(name, (phaseMs.get(name) ?? 0) + performance.now() - begun);
    phase = 'idle';
  }
}

async function main(): Promise<void> {
  const scratch = await openScratchDatabase('tradeprofile', 4);
  if (!scratch) return;
  const config = loadConfig({
    ...process.env,
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    TRADE_EXPIRY_INTERVAL_MS: '0',
    WALLET_SYNC_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database: scratch.handle, closeDatabase: false });
  await app.ready();
  try {
    const db = scratch.handle.db;
    const deps = tradeDepsFrom(app, config);
    const [seller, buyer] = await insertUsers(db, 2);
    await db
      .update(users)
      .set({ verificationLevel: 'L3', lastSeenAt: new Date() })
      .where(inArray(users.id, [seller!, buyer!]));
    await fund(db, seller!, 'BTC', 100_000_000_000n);
    const offer = await createOffer(db, seller!, { type: 'sell', rangeMin: 1_000n, rangeMax: 100_000n });

    const cycle = async () => {
      let hash = '';
      await timed('start', async () => {
        const started = await startTrade(deps, {
          userId: buyer!,
          input: { offerHash: offer.hash, fiatAmount: '100.00' },
        });
        hash = started.body.tradeHash;
      });
      const common = { hash, disputeDelayMinutes: deps.disputeDelayMinutes };
      await timed('paid', () =>
        performTradeAction(db, { ...common, action: 'mark_paid', actor: { userId: buyer!, role: 'user' } }),
      );
      await timed('release', () =>
        performTradeAction(db, { ...common, action: 'release', actor: { userId: seller!, role: 'user' } }),
      );
    };
    // Warm up plans and the JIT, then count from zero.
    for (let i = 0; i < 10; i += 1) await cycle();
    tallies.clear();
    phaseMs.clear();
    for (let i = 0; i < CYCLES; i += 1) await cycle();

    console.log(`trade cycle profile: ${CYCLES} cycles, 1 client, PostgreSQL`);
    let totalStatements = 0;
    for (const name of ['start', 'paid', 'release'] as const) {
      const bucket = [...(tallies.get(name) ?? new Map<string, Tally>()).entries()].sort(
        (a, b) => b[1].ms - a[1].ms,
      );
      const statements = bucket.reduce((sum, [, tally]) => sum + tally.count, 0);
      const sqlMs = bucket.reduce((sum, [, tally]) => sum + tally.ms, 0);
      totalStatements += statements;
      const wall = phaseMs.get(name) ?? 0;
      console.log(
        `\n${name}: ${(statements / CYCLES).toFixed(1)} statements, ${(wall / CYCLES).toFixed(2)} ms wall, ` +
          `${(sqlMs / CYCLES).toFixed(2)} ms waiting on SQL per cycle`,
      );
      console.table(
        Object.fromEntries(
          bucket.map(([kind, tally]) => [
            kind,
            {
              'per cycle': +(tally.count / CYCLES).toFixed(2),
              'ms per cycle': +(tally.ms / CYCLES).toFixed(3),
            },
          ]),
        ),
      );
    }
    console.log(`\nstatements per whole cycle: ${(totalStatements / CYCLES).toFixed(1)}`);
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
    await app.close();
    await scratch.drop();
  }
}

await main();
