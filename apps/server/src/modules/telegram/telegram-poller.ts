import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Bot } from 'grammy';
import type { Database } from '../../db/client.js';
import * as repo from './telegram.repository.js';

export interface PollResult {
  /** Whether this node held the lease and asked Telegram for updates. */
  polled: boolean;
  handled: number;
}

/**
 * Asks Telegram once who the bot is. grammY's own `bot.init()` retries a failed getMe with a growing
 * back-off (up to an hour) inside one call, so a bot that could not reach Telegram for a while would
 * wait that long after Telegram is back; one try per poll round keeps the round's own 5 s retry.
 */
export async function identifyBot(bot: Bot, signal?: AbortSignal): Promise<void> {
  bot.botInfo = await bot.api.getMe(signal as Parameters<Bot['api']['getMe']>[0]);
}

/**
 * Long polling (getUpdates) by one node at a time. Telegram answers 409 to a second concurrent
 * getUpdates, so the nodes share a lease row: whoever holds an unexpired lease polls, renews it
 * on every round, and stores the next update id so that a node taking over continues from there.
 * An update is acknowledged (the stored id moves past it) once handled: a node dying between the
 * two handles it again on the next node, which /start, /stop and /trades tolerate.
 */
export class TelegramPoller {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private webhookCleared = false;

  constructor(
    private readonly db: Database,
    private readonly bot: Bot,
    private readonly options: {
      timeoutSeconds: number;
      onError: (error: unknown, update?: number) => void;
    },
  ) {}

  /** The lease lasts one long poll plus a margin, so a live holder always renews it in time. */
  private get leaseMs(): number {
    return (this.options.timeoutSeconds + 30) * 1000;
  }

  /** One round: claim or renew the lease, fetch updates (waiting up to the timeout), handle them. */
  async pollOnce(signal?: AbortSignal): Promise<PollResult> {
    const lease = await repo.claimPollerLease(this.db, this.owner, this.leaseMs);
    if (!lease) return { polled: false, handled: 0 };
    if (!this.bot.isInited()) await identifyBot(this.bot, signal);
    if (!this.webhookCleared) {
      // A webhook left by an earlier set-up makes every getUpdates fail with 409.
      await this.bot.api.deleteWebhook({ drop_pending_updates: false });
      this.webhookCleared = true;
    }
    const updates = await this.bot.api.getUpdates(
      { offset: lease.nextUpdateId, timeout: this.options.timeoutSeconds, allowed_updates: ['message'] },
      // grammY types its own AbortSignal shim; the platform's signal is what it passes to fetch.
      signal as Parameters<Bot['api']['getUpdates']>[1],
    );
    let handled = 0;
    for (const update of updates) {
      try {
        await this.bot.handleUpdate(update);
      } catch (error) {
        this.options.onError(error, update.update_id);
      }
      handled += 1;
      // Lost the lease meanwhile (this node stalled): stop; the new holder continues from the stored id.
      if (!(await repo.saveNextUpdateId(this.db, this.owner, update.update_id + 1))) break;
    }
    return { polled: true, handled };
  }

  async release(): Promise<void> {
    await repo.releasePollerLease(this.db, this.owner);
  }
}

/**
 * Runs `pollOnce` until stopped. A node without the lease checks again after `idleMs`; an error
 * (Telegram unreachable, a bad token) waits `idleMs` before the next try.
 */
export function startPolling(
  poller: TelegramPoller,
  options: { idleMs: number; onError: (error: unknown) => void },
): { stop(): Promise<void> } {
  const controller = new AbortController();
  let stopped = false;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      // The abort listener goes with the timer: one left per round would pile up on the signal.
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        controller.signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      timer.unref();
      controller.signal.addEventListener('abort', onAbort, { once: true });
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        const result = await poller.pollOnce(controller.signal);
        if (!result.polled) await wait(options.idleMs);
      } catch (error) {
        if (stopped) break;
        options.onError(error);
        await wait(options.idleMs);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      controller.abort();
      await loop;
      await poller.release().catch(() => undefined);
    },
  };
}
