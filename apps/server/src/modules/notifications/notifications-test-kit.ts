import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, outboxMessages } from '../../db/schema.js';
import type { TestClient } from '../../test/app.js';
import type { ChannelDelivery, ExternalChannelName, NotificationChannel } from './channel.js';

/** The user's notifications, oldest first (tests look behind the API). */
export function notificationsOf(db: Database, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

export function deliveriesOf(db: Database, userId: number) {
  return db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(asc(notificationDeliveries.id));
}

export function mailsTo(db: Database, recipient: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'email')))
    .orderBy(asc(outboxMessages.createdAt));
}

/**
 * A channel for tests: connected for every user, records what it was given, and fails as told
 * (`fail` returns the error to throw for a delivery, or undefined to accept it).
 */
export function recordingChannel(
  name: ExternalChannelName,
  fail: (delivery: ChannelDelivery) => Error | undefined = () => undefined,
): NotificationChannel & { delivered: ChannelDelivery[]; tried: number } {
  const channel = {
    name,
    delivered: [] as ChannelDelivery[],
    tried: 0,
    async isConnected() {
      return true;
    },
    async deliver(_db: unknown, delivery: ChannelDelivery) {
      channel.tried += 1;
      const error = fail(delivery);
      if (error) throw error;
      channel.delivered.push(delivery);
    },
  };
  return channel;
}

/**
 * Runs `work` while every write of `on` (insert or update by default) to `table` (rows matching
 * `when`, a trigger condition over `new`/`old`) fails: a change whose last write fails must leave no
 * outbox row behind. The trigger is dropped afterwards.
 */
export async function whileWritesFail<T>(
  db: Database,
  options: { table: string; when?: string; on?: 'insert or update' | 'delete' },
  work: () => Promise<T>,
): Promise<T> {
  const on = options.on ?? 'insert or update';
  const row = on === 'delete' ? 'old' : 'new';
  await db.execute(
    sql.raw(`create or replace function test_refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; return ${row}; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger test_refuse_write before ${on} on ${options.table} for each row ` +
        `${options.when ? `when (${options.when}) ` : ''}execute function test_refuse_write()`,
    ),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`drop trigger if exists test_refuse_write on ${options.table}`));
  }
}

/** POST /rest/v1/trade/{hash}/upload with one small PNG, as the party `client` (a receipt, evidence). */
export async function uploadPng(app: FastifyInstance, client: TestClient, hash: string) {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a63' } })
    .png()
    .toBuffer();
  const boundary = `upload${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const csrf = await client.fetchCsrf();
  const cookies = ['sid', 'csrf_secret'].filter((name) => client.cookie(name) !== undefined);
  return app.inject({
    method: 'POST',
    url: `/rest/v1/trade/${hash}/upload`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrf-token': csrf,
      cookie: cookies.map((name) => `${name}=${client.cookie(name)}`).join('; '),
    },
    payload,
  });
}
