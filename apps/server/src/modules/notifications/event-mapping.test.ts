import { describe, expect, it } from 'vitest';
import { mapEventToNotification, type DispatchEvent, type TradeContext } from './event-mapping.js';

const trade: TradeContext = {
  hash: 'Ab3dE5gH7jK',
  buyerId: 1,
  sellerId: 2,
  buyerUsername: 'bea',
  sellerUsername: 'sam',
  cryptoAmount: '0.00100000',
  coin: 'BTC',
  fiatAmount: '50.00',
  fiatCode: 'USD',
  paymentMethod: 'PayPal',
};

const event = (
  userId: number,
  type: string,
  payload: Record<string, unknown> = {},
  tradeHash: string | null = trade.hash,
): DispatchEvent => ({
  id: 1,
  userId,
  type,
  tradeHash,
  payload,
});

const kindOf = (input: DispatchEvent, context: TradeContext | undefined = trade) =>
  mapEventToNotification(input, context)?.kind ?? null;

describe('which events make which notification', () => {
  it('tells the party who did not act of each transition, the moderator as a watcher', () => {
    expect(kindOf(event(2, 'trade.status', { status: 'paid', actorId: 1 }))).toBe('trade.paid');
    expect(kindOf(event(1, 'trade.status', { status: 'paid', actorId: 1 }))).toBeNull();
    expect(kindOf(event(1, 'trade.status', { status: 'expired', actorId: null }))).toBe('trade.expired');
    expect(kindOf(event(2, 'trade.status', { status: 'cancelled_buyer', actorId: 1 }))).toBe(
      'trade.cancelled',
    );
    expect(kindOf(event(1, 'trade.status', { status: 'dispute_open', actorId: 2 }))).toBe('trade.disputed');
    // Requirement reviews and flow fallbacks are shown on the trade page, not notified.
    expect(kindOf(event(1, 'trade.status', { status: 'paid', requirementId: 3 }))).toBeNull();
    expect(kindOf(event(1, 'trade.status', { status: 'paid', event: 'fallback' }))).toBeNull();
  });

  it('tells each party how the award went, and leads a moderator to the console', () => {
    const won = mapEventToNotification(
      event(1, 'trade.status', { status: 'dispute_won_buyer', actorId: 9 }),
      trade,
    );
    expect(won).toMatchObject({
      kind: 'dispute.awarded',
      data: { outcome: 'won', partner: 'sam', role: 'buyer' },
    });
    const lost = mapEventToNotification(
      event(2, 'trade.status', { status: 'dispute_won_buyer', actorId: 9 }),
      trade,
    );
    expect(lost?.data.outcome).toBe('lost');
    const opened = mapEventToNotification(event(9, 'dispute.opened'), trade);
    expect(opened).toMatchObject({ kind: 'dispute.opened', link: '/admin/disputes/Ab3dE5gH7jK' });
    expect(kindOf(event(9, 'trade.upload'))).toBe('dispute.evidence');
    expect(kindOf(event(9, 'trade.message', { kind: 'text' }))).toBe('dispute.message');
  });

  it('batches chat text, tells bank accounts and uploads, and ignores read receipts and system lines', () => {
    expect(mapEventToNotification(event(2, 'trade.message', { kind: 'text' }), trade)).toMatchObject({
      kind: 'trade.message',
      group: 'chat',
      batched: true,
    });
    expect(kindOf(event(2, 'trade.message', { kind: 'moderator' }))).toBe('dispute.message');
    expect(kindOf(event(2, 'trade.message', { kind: 'bank_account' }))).toBe('trade.bank_account');
    expect(kindOf(event(2, 'trade.message', { kind: 'attachment' }))).toBeNull();
    expect(kindOf(event(2, 'trade.upload'))).toBe('trade.attachment');
    expect(kindOf(event(2, 'trade.read', { lastReadMessageId: 4 }))).toBeNull();
  });

  it('tells only the offer owner of a trade start, and nothing when the trade is gone', () => {
    expect(kindOf(event(2, 'trade.started', { isVendor: true }))).toBe('trade.started');
    expect(kindOf(event(1, 'trade.started', { isVendor: false }))).toBeNull();
    expect(mapEventToNotification(event(2, 'trade.started', { isVendor: true }), undefined)).toBeNull();
  });

  it('maps the account, wallet and security events with their links', () => {
    const cases: [DispatchEvent, string, string][] = [
      [
        event(1, 'feedback.given', { kind: 'given', rating: 'positive' }),
        'feedback.received',
        '/trade/Ab3dE5gH7jK',
      ],
      [event(1, 'feedback.given', { kind: 'reply' }), 'feedback.reply', '/trade/Ab3dE5gH7jK'],
      [
        event(1, 'wallet.deposit', { status: 'pending', coin: 'BTC', amount: '1' }, null),
        'wallet.deposit_pending',
        '/wallet',
      ],
      [
        event(1, 'wallet.sendout', { status: 'failed', coin: 'BTC', amount: '1' }, null),
        'wallet.sendout_failed',
        '/wallet',
      ],
      [
        event(1, 'verification.decision', { status: 'approved', level: 'L2' }, null),
        'verification.approved',
        '/account/verification',
      ],
      [
        event(1, 'verification.decision', { status: 'rejected', reason: 'Blurry' }, null),
        'verification.rejected',
        '/account/verification',
      ],
      [
        event(1, 'offer.disabled', { offerHash: 'x', reason: 'bond' }, null),
        'offer.disabled',
        '/dashboard/my-offers',
      ],
      [
        event(1, 'security.new_device', { device: 'Chrome on Linux' }, null),
        'security.new_device',
        '/account/security',
      ],
      [event(1, 'security.password_changed', {}, null), 'security.password_changed', '/account/security'],
    ];
    for (const [input, kind, link] of cases) {
      expect(mapEventToNotification(input, undefined), input.type).toMatchObject({ kind, link });
    }
    expect(kindOf(event(1, 'wallet.deposit', { status: 'exploded' }, null), undefined)).toBeNull();
    expect(kindOf(event(1, 'verification.decision', { status: 'maybe' }, null), undefined)).toBeNull();
    expect(kindOf(event(1, 'notification.created', { id: 3 }, null), undefined)).toBeNull();
  });
});
