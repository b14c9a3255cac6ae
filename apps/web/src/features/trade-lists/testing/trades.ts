import { activeTradesSchema, tradeListItemSchema, type ActiveTrades, type TradeListItem } from '@p2p/shared';

/** A list row parsed through the contract, so drift in the shared schema shows in the tests. */
export const tradeRow = (overrides: Partial<TradeListItem> = {}): TradeListItem =>
  tradeListItemSchema.parse({
    tradeHash: 'tRaDe000001',
    status: 'active_funded',
    type: 'buy',
    isVendor: false,
    tradeCompleted: false,
    partner: { username: 'vendor_vic', avatarUrl: null },
    offerHash: 'oFfEr000001',
    cryptoCurrencyCode: 'BTC',
    cryptoAmount: '0.0015',
    fee: '0.0000075',
    fiatCurrencyCode: 'USD',
    fiatAmount: '100.00',
    fiatPricePerCrypto: '66666.67',
    paymentMethod: { id: 7, name: 'PayPal', slug: 'paypal' },
    startedAt: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-01T10:30:00.000Z',
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    alarm: null,
    ...overrides,
  });

export const activeTrades = (trades: TradeListItem[]): ActiveTrades =>
  activeTradesSchema.parse({
    trades,
    alarmedTrades: trades.filter((trade) => trade.alarm),
    counts: {
      buy: trades.filter((trade) => trade.type === 'buy').length,
      sell: trades.filter((trade) => trade.type === 'sell').length,
    },
  });
