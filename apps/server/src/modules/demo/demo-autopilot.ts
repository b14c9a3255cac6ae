import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { postMessage } from '../trade-chat/trade-chat.service.js';
import { performTradeAction } from '../trades/trade-actions.service.js';
import { demoGreeting, demoPaid, demoThanks } from './demo-texts.js';
import * as repo from './demo.repository.js';
import { cleanUpVisitor } from './demo.service.js';

const BATCH = 20;

export interface AutopilotReport {
  greeted: string[];
  /** Trades the demo vendor buys in, marked paid (the visitor releases next). */
  markedPaid: string[];
  released: string[];
  cleanedUp: number[];
  failed: string[];
}

async function localeOf(db: Database, userId: number): Promise<string> {
  const result = (await db.execute(sql`select locale from users where id = ${userId}`)) as unknown as {
    rows: { locale: string }[];
  };
  return result.rows[0]?.locale ?? 'en';
}

/**
 * One round of the demo vendors' answers and the visitors' clean-up (decision 044): a greeting in
 * each new trade, then after the delay the vendor's step: release what it sells once paid, mark paid
 * what it buys once funded. Everything is read from the database and every step is idempotent (a
 * keyed chat message, a state-machine transition, a claimed clean-up), so a restart loses nothing
 * and several nodes may run it at once.
 * @example await runDemoAutopilot(app.db, new Date(), { releaseDelaySeconds: 8 });
 */
export async function runDemoAutopilot(
  db: Database,
  now: Date,
  options: { releaseDelaySeconds: number },
): Promise<AutopilotReport> {
  const report: AutopilotReport = { greeted: [], markedPaid: [], released: [], cleanedUp: [], failed: [] };
  const dueBefore = new Date(now.getTime() - options.releaseDelaySeconds * 1000);
  for (const trade of await repo.listTradesToAnswer(db, dueBefore, BATCH)) {
    const vendor = { userId: trade.vendorId, role: 'user' as const };
    try {
      const locale = await localeOf(db, trade.visitorId);
      if (!(await repo.vendorGreeted(db, trade.hash))) {
        await postMessage(db, {
          hash: trade.hash,
          caller: vendor,
          text: demoGreeting(locale, trade.vendorSells),
          idempotencyKey: `demo-greeting-${trade.hash}`,
        });
        report.greeted.push(trade.hash);
      }
      if (trade.due && trade.status === 'active_funded' && !trade.vendorSells) {
        // The vendor buys: it "pays" and marks the trade paid; the visitor, the seller, releases.
        const paid = await performTradeAction(db, {
          hash: trade.hash,
          action: 'mark_paid',
          actor: vendor,
          disputeDelayMinutes: 0,
          now,
        });
        if (paid.changed) {
          await postMessage(db, {
            hash: trade.hash,
            caller: vendor,
            text: demoPaid(locale),
            idempotencyKey: `demo-paid-${trade.hash}`,
          }).catch(() => undefined);
          report.markedPaid.push(trade.hash);
        }
      }
      if (trade.due && trade.status === 'paid' && trade.vendorSells) {
        const released = await performTradeAction(db, {
          hash: trade.hash,
          action: 'release',
          actor: vendor,
          disputeDelayMinutes: 0,
          now,
        });
        if (released.changed) {
          await postMessage(db, {
            hash: trade.hash,
            caller: vendor,
            text: demoThanks(locale),
            idempotencyKey: `demo-thanks-${trade.hash}`,
          }).catch(() => undefined);
          report.released.push(trade.hash);
        }
      }
    } catch {
      report.failed.push(trade.hash);
    }
  }
  for (const userId of await repo.listExpiredVisitors(db, now, BATCH)) {
    try {
      if (await cleanUpVisitor(db, userId, now)) report.cleanedUp.push(userId);
    } catch {
      report.failed.push(`visitor:${userId}`);
    }
  }
  return report;
}

/** Runs runDemoAutopilot every `intervalMs` on this node (0 turns it off); stops when the app closes. */
export function startDemoAutopilotLoop(
  app: FastifyInstance,
  options: { intervalMs: number; releaseDelaySeconds: number },
): void {
  if (options.intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDemoAutopilot(app.db, new Date(), options)
      .then((report) => {
        if (report.failed.length > 0) app.log.warn({ failed: report.failed }, 'demo autopilot steps failed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'demo autopilot run failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
