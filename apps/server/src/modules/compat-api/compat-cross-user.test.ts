import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bankAccounts, offers } from '../../db/schema.js';
import { createTestApiApp, type TestApiApp } from '../../test/api-apps.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, tradeRow, tradingUser, type TestParty } from '../../test/trades.js';
import { VALID_BODIES } from '../bank-accounts/bank-account-fixtures.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { notificationsOf } from '../notifications/notifications-test-kit.js';
import { COMPAT_METHODS } from './methods/index.js';

/**
 * An app never reaches another user's data: a stranger's app calls every method of the compatible
 * API with the owner's identifiers (trade, offer, bank account, upload, notification). Methods on
 * another user's objects answer 404 or 403; list methods answer the stranger's own data; the owner's
 * objects are unchanged afterwards.
 */

/** Methods that act on an object named in the call: another user's must be refused. */
const ON_FOREIGN_OBJECTS = new Set([
  'offer/update',
  'offer/update-price',
  'offer/activate',
  'offer/deactivate',
  'offer/delete',
  'trade/get',
  'trade/paid',
  'trade/cancel',
  'trade/fund',
  'trade/release',
  'trade/dispute',
  'trade/share-linked-bank-account',
  'trade/add-proof',
  'trade-chat/get',
  'trade-chat/latest',
  'trade-chat/post',
  'trade-chat/image',
  'trade-chat/image/upload',
  'feedback/give',
  'feedback/reply',
  'bank-account/update',
  'bank-account/delete',
  'notifications/mark-read',
]);
/** Methods about the caller's own account: they may answer, but never with the owner's objects. */
const ON_OWN_ACCOUNT = new Set([
  'user/me',
  'offer/list',
  'offer/create',
  'offer/turn-on',
  'offer/turn-off',
  'trade/list',
  'trade/completed',
  'feedback/list',
  'wallet/balance',
  'wallet/list-addresses',
  'wallet/new-address',
  'wallet/transactions',
  'wallet/send',
  'bank-account/list',
  'bank-account/create',
  'notifications/list',
]);
/** Public data, or acts of the caller towards the owner that the web allows anyone. */
const PUBLIC = new Set([
  'user/info',
  'user/trust',
  'user/untrust',
  'user/block',
  'user/unblock',
  'offer/all',
  'offer/get',
  'offer/prices',
  'trade/start',
  'trade/dispute-reasons',
  'currency/list',
  'currency/btc',
  'currency/rates',
  'payment-method/list',
]);

let ctx: TestContext;
let app: FastifyInstance;
let owner: TestParty & { bot: TestApiApp };
let stranger: TestParty & { bot: TestApiApp };
const secrets = {
  tradeHash: '',
  offerHash: '',
  bankAccountId: 0,
  holderName: VALID_BODIES.US.holder_name,
  imageHash: '',
  notificationId: 0,
};
let png: Buffer;

function multipart(fields: Record<string, string>, data: Buffer) {
  const boundary = 'crossuser0123456789';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

function call(name: string, who: { bot: TestApiApp }, form: Record<string, string>) {
  const headers = { authorization: `Bearer ${who.bot.bearerToken}` };
  if (name === 'trade/add-proof' || name === 'trade-chat/image/upload') {
    const body = multipart({ trade_hash: form.trade_hash! }, png);
    return app.inject({
      method: 'POST',
      url: `/paxful/v1/${name}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  return app.inject({
    method: 'POST',
    url: `/paxful/v1/${name}`,
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `k-${name}`,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
  const ownerParty = await tradingUser(app);
  owner = { ...ownerParty, bot: await createTestApiApp(app, ownerParty.client) };
  const strangerParty = await tradingUser(app);
  stranger = { ...strangerParty, bot: await createTestApiApp(app, strangerParty.client) };
  await fund(app.db, owner.id, 'BTC', 10n ** 9n);
  await fund(app.db, stranger.id, 'BTC', 10n ** 8n);

  const offer = await createTestOffer(app.db, owner.id);
  secrets.offerHash = offer.hash;
  const partnerParty = await tradingUser(app);
  const partner = { ...partnerParty, bot: await createTestApiApp(app, partnerParty.client) };
  const started = await call('trade/start', partner, { offer_hash: offer.hash, fiat: '100' });
  secrets.tradeHash = started.json().data.trade_hash;
  await call('trade-chat/post', owner, { trade_hash: secrets.tradeHash, message: 'Only for my partner' });
  const proof = await call('trade/add-proof', partner, { trade_hash: secrets.tradeHash });
  secrets.imageHash = proof.json().data.image_hash;
  const account = Object.fromEntries(
    Object.entries(VALID_BODIES.US).map(([key, value]) => [key, String(value)]),
  );
  secrets.bankAccountId = (await call('bank-account/create', owner, account)).json().data.account.id;
  await runNotificationDispatch(app.db, app.notificationChannels);
  const [notification] = await notificationsOf(app.db, owner.id);
  secrets.notificationId = notification!.id;
});
afterAll(() => ctx.close());

/** Every field any method takes, filled with the owner's identifiers. */
function ownersIdentifiers(): Record<string, string> {
  return {
    trade_hash: secrets.tradeHash,
    offer_hash: secrets.offerHash,
    id: String(secrets.bankAccountId),
    bank_account_id: String(secrets.bankAccountId),
    image_hash: secrets.imageHash,
    ids: String(secrets.notificationId),
    username: owner.username,
    message: 'hello',
    reply: 'thanks',
    rating: '1',
    margin: '3',
    reason: 'other',
    reason_text: 'Looking around',
    fiat: '50',
    offer_type: 'buy',
    crypto_currency_code: 'BTC',
    address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    amount: '0.001',
    ...VALID_BODIES.GB,
    fiat_currency_id: String(VALID_BODIES.GB.fiat_currency_id),
    country_id: String(VALID_BODIES.GB.country_id),
  } as Record<string, string>;
}

describe('an app and another user’s data', () => {
  it('puts every method in exactly one class', () => {
    for (const method of COMPAT_METHODS) {
      const classes = [ON_FOREIGN_OBJECTS, ON_OWN_ACCOUNT, PUBLIC].filter((set) => set.has(method.name));
      expect(classes, method.name).toHaveLength(1);
    }
    expect(ON_FOREIGN_OBJECTS.size + ON_OWN_ACCOUNT.size + PUBLIC.size).toBe(COMPAT_METHODS.length);
  });

  it('refuses every method on the owner’s objects, answers lists with the caller’s own, changes nothing', async () => {
    const before = {
      trade: await tradeRow(app.db, secrets.tradeHash),
      offer: (await app.db.select().from(offers).where(eq(offers.hash, secrets.offerHash)))[0]!,
      account: (
        await app.db.select().from(bankAccounts).where(eq(bankAccounts.id, secrets.bankAccountId))
      )[0]!,
    };
    expect(Object.values(secrets).every(Boolean), JSON.stringify(secrets)).toBe(true);
    const form = ownersIdentifiers();
    for (const method of COMPAT_METHODS) {
      const response = await call(method.name, stranger, form);
      expect(response.statusCode, `${method.name}: ${response.body}`).toBeLessThan(500);
      if (ON_FOREIGN_OBJECTS.has(method.name)) {
        expect([403, 404], `${method.name}: ${response.body}`).toContain(response.statusCode);
        expect([1004, 1008], method.name).toContain(response.json().error.code);
      } else if (ON_OWN_ACCOUNT.has(method.name)) {
        for (const secret of [secrets.tradeHash, secrets.holderName, `"id":${secrets.notificationId},`]) {
          expect(response.body, method.name).not.toContain(secret);
        }
      }
    }
    const after = {
      trade: await tradeRow(app.db, secrets.tradeHash),
      offer: (await app.db.select().from(offers).where(eq(offers.hash, secrets.offerHash)))[0]!,
      account: (
        await app.db.select().from(bankAccounts).where(eq(bankAccounts.id, secrets.bankAccountId))
      )[0]!,
    };
    expect(after.trade.status).toBe(before.trade.status);
    expect(after.offer).toMatchObject({
      isEnabled: before.offer.isEnabled,
      marginBps: before.offer.marginBps,
      deletedAt: null,
    });
    expect(after.account).toEqual(before.account);
    const [notification] = await notificationsOf(app.db, owner.id);
    expect(notification!.readAt).toBeNull();
    const chat = await call('trade-chat/get', owner, { trade_hash: secrets.tradeHash });
    expect(chat.json().data.messages.map((m: { text: string }) => m.text)).not.toContain('hello');
  });
});
