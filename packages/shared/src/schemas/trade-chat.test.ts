import { describe, expect, it } from 'vitest';
import {
  realtimeClientMessageSchema,
  realtimeControlSchema,
  tradeMessageInputSchema,
  tradeReadInputSchema,
} from './trade-chat.js';

describe('tradeMessageInputSchema', () => {
  it('trims and accepts 1 to 2000 characters with line breaks and tabs', () => {
    expect(tradeMessageInputSchema.parse({ text: '  hello\nthere\tfriend  ' })).toEqual({
      text: 'hello\nthere\tfriend',
    });
    expect(tradeMessageInputSchema.safeParse({ text: 'й'.repeat(2000) }).success).toBe(true);
  });

  it('refuses empty, too long, control characters, bidirectional overrides and extra keys', () => {
    for (const text of [
      '',
      '   ',
      'x'.repeat(2001),
      'a\u0000b',
      'esc\u001b[31m',
      'a\u202eb',
      'a\u2066b',
      'c1\u0085',
    ]) {
      expect(tradeMessageInputSchema.safeParse({ text }).success, JSON.stringify(text)).toBe(false);
    }
    expect(tradeMessageInputSchema.safeParse({ text: 'ok', html: '<b>' }).success).toBe(false);
  });
});

describe('tradeReadInputSchema', () => {
  it('wants a positive whole message id', () => {
    expect(tradeReadInputSchema.parse({ last_message_id: 7 })).toEqual({ last_message_id: 7 });
    for (const value of [0, -1, 1.5, '7', null]) {
      expect(tradeReadInputSchema.safeParse({ last_message_id: value }).success).toBe(false);
    }
  });
});

describe('socket messages', () => {
  it('knows the client’s auth message and the server’s control messages', () => {
    expect(realtimeClientMessageSchema.safeParse({ type: 'auth', token: 't' }).success).toBe(true);
    expect(realtimeClientMessageSchema.safeParse({ type: 'subscribe', channel: 'x' }).success).toBe(false);
    expect(realtimeControlSchema.parse({ type: 'realtime.ready', lastEventId: 5 })).toEqual({
      type: 'realtime.ready',
      lastEventId: 5,
    });
  });
});
