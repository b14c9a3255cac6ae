import {
  availableActions,
  tradeMessageSchema,
  tradeViewSchema,
  type TradeMessage,
  type TradeParty,
  type TradeRowStatus,
  type TradeView,
} from '@p2p/shared';

export const party = (username: string, overrides: Partial<TradeParty> = {}): TradeParty => ({
  username,
  avatarUrl: null,
  fullName: null,
  ipLocation: null,
  lastSeenAt: null,
  lastSeen: { variant: 'success', text: 'Online', unit: null, count: null },
  phone: { verified: true },
  feedback: { positive: 12, negative: 1 },
  verification: { id: true, email: true },
  registered: '2024-01-10T10:00:00.000Z',
  totalPartners: 9,
  totalTrades: 14,
  btcTraded: '0.52',
  trustedCount: 2,
  blockedCount: 0,
  ...overrides,
});

const GUARDS_OPEN = {
  windowEnded: false,
  windowOpen: true,
  disputeAvailable: false,
  requirementsMet: true,
  automatedCard: false,
  manualPayment: true,
};

/**
 * A trade view as GET /rest/v1/trade/{hash} answers it (parsed, so contract drift shows); `actions`
 * follows the state machine for the role unless given.
 */
export function buildTrade(overrides: Partial<TradeView> = {}): TradeView {
  const status: TradeRowStatus = overrides.status ?? 'active_funded';
  const role = overrides.role ?? 'buyer';
  return tradeViewSchema.parse({
    id: 'tradeHash01',
    tradeHash: 'tradeHash01',
    chatUrl: '/trade/tradeHash01',
    startedAt: '2026-01-01T10:00:00.000Z',
    expiresAt: '2026-01-01T10:30:00.000Z',
    fundedAt: '2026-01-01T10:00:00.000Z',
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    offer: {
      url: '/offer/offerHash01',
      hash: 'offerHash01',
      type: 'sell',
      flowType: 'default',
      terms: 'Be quick.',
    },
    isVendor: role === 'seller',
    role,
    buyer: party('bob'),
    seller: party('alice'),
    isOpponentsSameIp: false,
    paymentMethod: { id: 1, name: 'PayPal', slug: 'paypal', groupId: 3 },
    status,
    tradeCompleted: status === 'released',
    paymentDetails: 'Send to alice@example.com',
    cryptoAmount: '0.00150000',
    fiatAmount: '150.00',
    fee: '0.00001500',
    feePercent: '1',
    currency: { code: 'USD', precision: 2 },
    fiatPricePerCrypto: '100000.00',
    cryptoCurrencyId: 1,
    cryptoCurrencyCode: 'BTC',
    deferredEscrow: false,
    paymentWindowMinutes: 30,
    dispute: {
      available: false,
      availableAt: null,
      openedAt: null,
      openedBy: null,
      reasonId: null,
      reasonText: null,
      settledAt: null,
    },
    flow: { step: 'pay', state: { beforeRevealPaymentDetails: [], beforeMarkAsPaid: [] } },
    isReleaseError: false,
    isStatusChangeError: false,
    actions: role === 'moderator' ? [] : availableActions(status, role, GUARDS_OPEN),
    releaseRequiresSecondFactor: false,
    policyReads: [],
    giftCard: null,
    ...overrides,
  });
}

let nextId = 1;

export function buildMessage(overrides: Partial<TradeMessage> = {}): TradeMessage {
  nextId += 1;
  return tradeMessageSchema.parse({
    id: nextId,
    kind: 'text',
    author: { username: 'alice' },
    body: 'Hello',
    payload: {},
    attachment: null,
    createdAt: '2026-01-01T10:01:00.000Z',
    isOwn: false,
    isReadByCounterparty: false,
    ...overrides,
  });
}

export const messagesAnswer = (messages: TradeMessage[], meta: Partial<Record<string, unknown>> = {}) => ({
  body: {
    data: messages,
    meta: {
      hasMore: false,
      lastMessageId: messages.at(-1)?.id ?? 0,
      myLastReadMessageId: 0,
      counterpartyLastReadMessageId: 0,
      canWrite: true,
      ...meta,
    },
  },
});
