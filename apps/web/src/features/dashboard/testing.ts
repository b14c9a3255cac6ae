import { dashboardSchema, type Dashboard, type DashboardTrade } from '@p2p/shared';

/** An open trade as the dashboard lists it, with overrides. */
export function dashboardTrade(overrides: Partial<DashboardTrade> = {}): DashboardTrade {
  return {
    tradeHash: 'hashWait001',
    status: 'active_funded',
    type: 'sell',
    isVendor: true,
    tradeCompleted: false,
    partner: { username: 'bob_buyer', avatarUrl: null },
    offerHash: 'offer000001',
    cryptoCurrencyCode: 'BTC',
    cryptoAmount: '0.00100000',
    fee: '0.00001000',
    fiatCurrencyCode: 'USD',
    fiatAmount: '95.00',
    fiatPricePerCrypto: '95000.00',
    paymentMethod: { id: 62, name: 'PayPal', slug: 'paypal' },
    startedAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-11-27T10:30:00.000Z',
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    alarm: null,
    invoiceUuid: null,
    nextStep: null,
    ...overrides,
  };
}

/** A dashboard answer (parsed, so drift in the contract shows), with overrides. */
export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const balance = (code: string, balance: string, fiatValue: string) => ({
    cryptoCurrencyCode: code,
    balance,
    incomingAmount: '0',
    escrowAmount: '0',
    bondAmount: '0',
    fiatRate: '1.00',
    fiatPrecision: 2,
    fiatCurrencyCode: 'USD',
    fiatValue,
  });
  return dashboardSchema.parse({
    trades: [
      dashboardTrade({
        tradeHash: 'hashPaid001',
        status: 'paid',
        nextStep: 'release',
        alarm: 'waiting_release',
      }),
      dashboardTrade(),
    ],
    balances: [
      balance('BTC', '0.50000000', '47500.00'),
      balance('USDT', '120.000000', '120.00'),
      balance('ETH', '0', '0.00'),
    ],
    offers: {
      counts: { active: 1, paused: 1, blocked: 0 },
      latest: [
        {
          offerHash: 'offerPaused',
          type: 'buy',
          cryptoCurrencyCode: 'USDT',
          fiatCurrencyCode: 'EUR',
          paymentMethodName: 'SEPA',
          state: 'paused',
        },
        {
          offerHash: 'offerActive',
          type: 'sell',
          cryptoCurrencyCode: 'BTC',
          fiatCurrencyCode: 'USD',
          paymentMethodName: 'PayPal',
          state: 'active',
        },
      ],
    },
    notifications: {
      unreadCount: 3,
      latest: [
        {
          id: 7,
          kind: 'trade.paid',
          group: 'trades',
          tradeHash: 'hashPaid001',
          data: { partner: 'bob_buyer', amount: '0.001', coin: 'BTC', fiatAmount: '95.00', fiatCode: 'USD' },
          link: '/trade/hashPaid001',
          count: 1,
          readAt: null,
          createdAt: '2026-11-27T10:05:00.000Z',
          updatedAt: '2026-11-27T10:05:00.000Z',
        },
      ],
    },
    ...overrides,
  });
}
