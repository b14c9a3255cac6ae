import { describe, expect, it } from 'vitest';
import type { TradeMessageRow } from '../trade-chat/trade-messages.repository.js';
import { maskBankAccountMessage, maskNumber } from '../trade-chat/trade-chat-views.js';
import type { AuthRequestRow } from './step-up.repository.js';
import { confirmedUntil, effectiveState, hasFreshStepUp, toView } from './step-up.service.js';

const now = Date.parse('2026-11-25T12:00:00Z');

describe('the step-up window', () => {
  it('lasts 30 minutes from the confirmation', () => {
    expect(confirmedUntil(null, now)).toBeNull();
    expect(confirmedUntil(new Date(now - 29 * 60_000), now)?.toISOString()).toBe('2026-11-25T12:01:00.000Z');
    expect(confirmedUntil(new Date(now - 30 * 60_000), now)).toBeNull();
  });

  it('exempts callers without a browser session and refuses no caller', async () => {
    // No database is touched for these two answers.
    const db = {} as never;
    expect(await hasFreshStepUp(db, { userId: 1 })).toBe(true);
    expect(await hasFreshStepUp(db, undefined)).toBe(false);
  });
});

describe('auth request states', () => {
  const row = (fields: Partial<AuthRequestRow>): AuthRequestRow => ({
    id: '3f1b0d9e-8f2a-4c7b-9a41-5a1f2e3d4c5b',
    userId: 1,
    action: 'step_up',
    state: 'pending',
    method: 'push',
    attempts: 0,
    expiresAt: new Date(now + 60_000),
    resolvedAt: null,
    createdAt: new Date(now - 60_000),
    sessionId: 'a',
    context: { browser: 'Firefox 120 on Windows', tradeHash: 'AbC' },
    ...fields,
  });

  it('reads a pending request past its expiry as expired, and keeps resolved states', () => {
    expect(effectiveState(row({}), now)).toBe('pending');
    expect(effectiveState(row({ expiresAt: new Date(now) }), now)).toBe('expired');
    expect(effectiveState(row({ state: 'approved', expiresAt: new Date(now - 1) }), now)).toBe('approved');
    expect(effectiveState(row({ state: 'denied' }), now)).toBe('denied');
  });

  it('tells the asking browser from the others', () => {
    expect(toView(row({}), 'a')).toMatchObject({ isThisBrowser: true, browser: 'Firefox 120 on Windows' });
    expect(toView(row({ context: {} }), 'b')).toMatchObject({
      isThisBrowser: false,
      browser: null,
      tradeHash: null,
    });
  });
});

describe('masking a shared bank account', () => {
  it('keeps the last four characters of each number and drops the free text', () => {
    expect(maskNumber('GB33BUKB20201555555555')).toBe('••••5555');
    expect(maskNumber('1234')).toBe('••••');
    const message = {
      id: 1,
      tradeId: 1,
      authorId: 2,
      kind: 'bank_account',
      body: 'Ann · Bank · 021000021 · 123456789',
      payload: {
        holderName: 'Ann',
        bankName: 'Bank',
        numbers: [
          { field: 'routing_number', value: '021000021' },
          { field: 'account_number', value: '123456789' },
          'junk',
        ],
        additionalInfo: 'Call me on +44 7911 123456',
      },
      createdAt: new Date(now),
    } as unknown as TradeMessageRow;
    const masked = maskBankAccountMessage(message);
    expect(masked.body).toBe('Ann · Bank · ••••0021 · ••••6789');
    expect(masked.payload).toMatchObject({
      masked: true,
      additionalInfo: null,
      numbers: [
        { field: 'routing_number', value: '••••0021' },
        { field: 'account_number', value: '••••6789' },
      ],
    });
    expect(JSON.stringify(masked)).not.toMatch(/123456789|7911/);
  });
});
