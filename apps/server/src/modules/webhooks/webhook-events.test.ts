import { describe, expect, it } from 'vitest';
import {
  mapEventToWebhooks,
  webhookEventId,
  type BatchContext,
  type OutboxEvent,
  type WebhookTrade,
} from './webhook-events.js';

const BUYER = 1;
const SELLER = 2;
const MODERATOR = 3;
const trade: WebhookTrade = {
  hash: 'abc123',
  offerHash: 'off456',
  buyerId: BUYER,
  sellerId: SELLER,
  offerOwnerId: SELLER,
  buyerUsername: 'bob',
  sellerUsername: 'sally',
  status: 'paid',
  coin: 'BTC',
  cryptoAmount: '0.00100000',
  fiatAmount: '100.00',
  fiatCode: 'USD',
  paymentMethod: 'PayPal',
  disputed: false,
};
const context = (overrides: Partial<WebhookTrade> = {}): BatchContext => ({
  trades: new Map([[trade.hash, { ...trade, ...overrides }]]),
  messageAuthors: new Map<number, number | null>([
    [10, BUYER],
    [11, null],
    [12, MODERATOR],
  ]),
  attachmentUploaders: new Map([['att-1', BUYER]]),
});
const event = (type: string, userId: number, payload: Record<string, unknown> = {}): OutboxEvent => ({
  id: 77,
  userId,
  type,
  tradeHash: type.startsWith('trade.') || type === 'feedback.given' ? trade.hash : null,
  payload,
});
const names = (input: OutboxEvent, ctx = context()) =>
  mapEventToWebhooks(input, ctx).map((item) => item.name);

describe('mapEventToWebhooks', () => {
  it('trade.started for both parties, with the receiver side of the trade', () => {
    const [seller] = mapEventToWebhooks(event('trade.started', SELLER, { isVendor: true }), context());
    expect(seller).toMatchObject({
      name: 'trade.started',
      payload: {
        trade_hash: 'abc123',
        offer_hash: 'off456',
        role: 'seller',
        is_vendor: true,
        partner: 'bob',
      },
    });
    const [buyer] = mapEventToWebhooks(event('trade.started', BUYER), context());
    expect(buyer!.payload).toMatchObject({
      role: 'buyer',
      is_vendor: false,
      partner: 'sally',
      fiat_amount: '100.00',
    });
  });

  it.each([
    ['paid', ['trade.paid']],
    ['released', ['trade.released']],
    ['cancelled_buyer', ['trade.cancelled_or_expired']],
    ['cancelled_seller', ['trade.cancelled_or_expired']],
    ['cancelled_system', ['trade.cancelled_or_expired']],
    ['expired', ['trade.cancelled_or_expired']],
    ['dispute_open', ['trade.dispute_started']],
    ['dispute_won_buyer', ['trade.dispute_finished']],
    ['dispute_won_seller', ['trade.dispute_finished']],
    ['active_funded', []],
  ])('status %s makes %j', (status, expected) => {
    expect(names(event('trade.status', BUYER, { status, action: 'x', actorId: SELLER }))).toEqual(expected);
  });

  it('a release or cancel of a disputed trade also finishes the dispute', () => {
    const disputed = context({ disputed: true });
    expect(names(event('trade.status', SELLER, { status: 'released' }), disputed)).toEqual([
      'trade.released',
      'trade.dispute_finished',
    ]);
    const [, finished] = mapEventToWebhooks(
      event('trade.status', SELLER, { status: 'cancelled_buyer' }),
      disputed,
    );
    expect(finished!.payload).toMatchObject({ winner: 'seller' });
  });

  it('requirement, policy and flow events are not status webhooks', () => {
    expect(names(event('trade.status', BUYER, { status: 'paid', requirementId: 4 }))).toEqual([]);
    expect(names(event('trade.status', BUYER, { status: 'paid', event: 'policy_read' }))).toEqual([]);
  });

  it('chat: the partner hears text and moderator messages, the author does not', () => {
    expect(names(event('trade.message', SELLER, { messageId: 10, kind: 'text' }))).toEqual([
      'trade.chat_message_received',
    ]);
    expect(names(event('trade.message', BUYER, { messageId: 10, kind: 'text' }))).toEqual([]);
    expect(names(event('trade.message', BUYER, { messageId: 12, kind: 'moderator' }))).toEqual([
      'trade.chat_message_received',
    ]);
    expect(names(event('trade.message', BUYER, { messageId: 11, kind: 'system' }))).toEqual([]);
    expect(names(event('trade.message', SELLER, { messageId: 10, kind: 'bank_account' }))).toEqual([
      'trade.bank_account_shared',
    ]);
    expect(names(event('trade.message', SELLER, { kind: 'text' }))).toEqual([]);
  });

  it('uploads: an attachment, and proof when it answers a requirement; never to the uploader', () => {
    expect(names(event('trade.upload', SELLER, { attachmentId: 'att-1', requirementIds: [] }))).toEqual([
      'trade.attachment_uploaded',
    ]);
    expect(names(event('trade.upload', SELLER, { attachmentId: 'att-1', requirementIds: [5] }))).toEqual([
      'trade.attachment_uploaded',
      'trade.proof_added',
    ]);
    expect(names(event('trade.upload', BUYER, { attachmentId: 'att-1', requirementIds: [5] }))).toEqual([]);
  });

  it('trade events reach only the parties, and none of a trade not in the batch', () => {
    expect(names(event('trade.status', MODERATOR, { status: 'dispute_open' }))).toEqual([]);
    expect(names({ ...event('trade.started', BUYER), tradeHash: 'unknown' })).toEqual([]);
  });

  it('deposits, feedback and profile views', () => {
    expect(
      mapEventToWebhooks(
        event('wallet.deposit', BUYER, { status: 'pending', coin: 'BTC', amount: '0.1' }),
        context(),
      ),
    ).toEqual([{ name: 'crypto.deposit_pending', payload: { crypto_currency_code: 'BTC', amount: '0.1' } }]);
    expect(
      names(event('wallet.deposit', BUYER, { status: 'confirmed', coin: 'BTC', amount: '0.1' })),
    ).toEqual(['crypto.deposit_confirmed']);
    expect(names(event('wallet.sendout', BUYER, { status: 'sent' }))).toEqual([]);
    expect(
      mapEventToWebhooks(event('feedback.given', SELLER, { kind: 'given', rating: 1 }), context()),
    ).toEqual([{ name: 'feedback.received', payload: { trade_hash: 'abc123', rating: 1, updated: false } }]);
    expect(names(event('feedback.given', SELLER, { kind: 'reply' }))).toEqual(['feedback.reply_received']);
    expect(
      mapEventToWebhooks(event('profile.viewed', SELLER, { viewer: 'bob', viewerId: '1' }), context()),
    ).toEqual([{ name: 'profile.viewed', payload: { viewer: 'bob' } }]);
    expect(names(event('security.password_changed', SELLER))).toEqual([]);
  });
});

describe('webhookEventId', () => {
  it('is stable per outbox event and name', () => {
    expect(webhookEventId(77, 'trade.started')).toBe('evt_77_trade_started');
    expect(webhookEventId(77, 'trade.proof_added')).not.toBe(webhookEventId(77, 'trade.attachment_uploaded'));
  });
});
