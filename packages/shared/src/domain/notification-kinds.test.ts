import { describe, expect, it } from 'vitest';
import { notificationDataForPeople } from './notification-kinds.js';

describe('notificationDataForPeople', () => {
  it("writes a trade's coin amount and a wallet event's amount for people, in the reader's language", () => {
    const trade = { cryptoAmount: '0.00500000', coin: 'BTC', fiatAmount: '50.00', fiatCode: 'USD' };
    expect(notificationDataForPeople(trade, 'en')).toEqual({ ...trade, cryptoAmount: '0.005' });
    // The fiat amount beside it keeps its digits and takes the same decimal mark.
    expect(notificationDataForPeople({ ...trade, fiatAmount: '1250.00' }, 'es')).toEqual({
      ...trade,
      cryptoAmount: '0,005',
      fiatAmount: '1.250,00',
    });
    expect(notificationDataForPeople({ coin: 'ETH', amount: '1234.120000000' }, 'ru')).toEqual({
      coin: 'ETH',
      amount: '1\u00a0234,12',
    });
    // Every significant digit stays.
    expect(notificationDataForPeople({ coin: 'BTC', amount: '0.00000001' }, 'en').amount).toBe('0.00000001');
    expect(trade.cryptoAmount).toBe('0.00500000');
  });

  it('leaves other fields, and an amount that is not a coin, as they are', () => {
    const data = { amount: '50.00000', coin: 'USD', partner: 'ana', fiatCode: 'USD' };
    expect(notificationDataForPeople(data, 'en')).toEqual(data);
    expect(notificationDataForPeople({}, 'en')).toEqual({});
  });
});
