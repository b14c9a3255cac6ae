import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tradingUser } from '../../test/trades.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { ChannelRegistry } from './channel-registry.js';
import { backoffSeconds, retryDelaySeconds, runNotificationDelivery } from './delivery.js';
import { runNotificationDispatch } from './dispatcher.js';
import { createEmailChannel } from './email/email-channel.js';
import { deliveriesOf, recordingChannel } from './notifications-test-kit.js';
import {
  classifySmtpFailure,
  parseRetryAfter,
  retryAfterOf,
  SMTP_TEMPORARY_WAIT_SECONDS,
} from './retry-after.js';

describe('reading what a channel asked for', () => {
  it('reads Retry-After as seconds or an HTTP date, nothing otherwise', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 5 ', now)).toBe(5);
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:01:30 GMT', now)).toBe(90);
    for (const value of [null, undefined, '', '0', '-3', '1.5', 'soon', 'Wed, 25 Nov 2026 11:00:00 GMT']) {
      expect(parseRetryAfter(value, now)).toBeNull();
    }
  });

  it('takes retryAfterSeconds off any error, capped at the back-off ceiling, at least a second', () => {
    expect(retryAfterOf(Object.assign(new Error('slow down'), { retryAfterSeconds: 17 }))).toBe(17);
    expect(retryAfterOf(Object.assign(new Error('x'), { retryAfterSeconds: null }))).toBeNull();
    expect(retryAfterOf(new Error('plain'))).toBeNull();
    expect(retryAfterOf('a string')).toBeNull();
    expect(retryDelaySeconds(Object.assign(new Error(), { retryAfterSeconds: 17 }), 1)).toBe(17);
    expect(retryDelaySeconds(Object.assign(new Error(), { retryAfterSeconds: 0.2 }), 1)).toBe(1);
    expect(retryDelaySeconds(Object.assign(new Error(), { retryAfterSeconds: 86_400 }), 1)).toBe(3600);
    expect(retryDelaySeconds(new Error('no hint'), 3)).toBe(backoffSeconds(3));
  });

  it('tells temporary SMTP replies from refused recipients', () => {
    const smtp = (responseCode: number) => Object.assign(new Error(`${responseCode} …`), { responseCode });
    expect(classifySmtpFailure(smtp(421))).toEqual({ kind: 'temporary', code: 421 });
    expect(classifySmtpFailure(smtp(451))).toEqual({ kind: 'temporary', code: 451 });
    expect(classifySmtpFailure(smtp(550))).toEqual({ kind: 'refused', code: 550 });
    // Our own configuration (535: authentication failed) is not the recipient's fault: retried.
    expect(classifySmtpFailure(smtp(535))).toBeNull();
    expect(classifySmtpFailure(new Error('ECONNREFUSED'))).toBeNull();
  });
});

describe('the delivery loop honours the wait', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function oneJob(registry: ChannelRegistry) {
    const user = await tradingUser(ctx.app);
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        { userId: user.id, type: 'wallet.sendout', payload: { status: 'sent', coin: 'BTC', amount: '0.1' } },
      ]),
    );
    await runNotificationDispatch(ctx.app.db, registry);
    await runNotificationDelivery(ctx.app.db, registry);
    const [job] = await deliveriesOf(ctx.app.db, user.id);
    return { job: job!, wait: Math.round((job!.nextAttemptAt.getTime() - Date.now()) / 1000) };
  }

  it('schedules the next try after what the channel was told, not the back-off', async () => {
    const limited = recordingChannel('push', () =>
      Object.assign(new Error('429 from the push service'), { retryAfterSeconds: 600 }),
    );
    const { job, wait } = await oneJob(new ChannelRegistry().register(limited));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
  });

  function failingMail(error: Error): Delivery {
    return {
      async send() {
        throw error;
      },
    };
  }
  const emailChannel = (error: Error) =>
    createEmailChannel({ delivery: failingMail(error), baseUrl: 'https://p2p.example', siteName: 'P2P' });

  it('gives every try of an e-mail job the same Message-ID, from the job id', async () => {
    const seen: (string | undefined)[] = [];
    const channel = createEmailChannel({
      delivery: {
        async send(_db, message) {
          seen.push(message.messageId);
          if (seen.length === 1) throw Object.assign(new Error('451 try later'), { responseCode: 451 });
          return undefined as never;
        },
      },
      baseUrl: 'https://p2p.example',
      siteName: 'P2P',
    });
    const registry = new ChannelRegistry().register(channel);
    const { job } = await oneJob(registry);
    await ctx.app.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(notificationDeliveries.id, job.id));
    expect(await runNotificationDelivery(ctx.app.db, registry)).toMatchObject({ sent: 1 });
    expect(seen).toEqual([`<notification-${job.id}@p2p.example>`, `<notification-${job.id}@p2p.example>`]);
  });

  it('waits out an SMTP temporary failure (greylisting) and gives up a refused recipient', async () => {
    const greylisted = Object.assign(new Error('451 4.7.1 Greylisted, try again later'), {
      responseCode: 451,
    });
    const temporary = await oneJob(new ChannelRegistry().register(emailChannel(greylisted)));
    expect(temporary.job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(temporary.job.lastError).toContain('SMTP 451');
    expect(temporary.wait).toBeGreaterThan(SMTP_TEMPORARY_WAIT_SECONDS - 10);
    expect(temporary.wait).toBeLessThanOrEqual(SMTP_TEMPORARY_WAIT_SECONDS);

    const unknown = Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 });
    const refused = await oneJob(new ChannelRegistry().register(emailChannel(unknown)));
    expect(refused.job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.job.lastError).toContain('SMTP 550');
  });
});
