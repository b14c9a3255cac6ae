import { describe, expect, it } from 'vitest';
import { apiAppRedirectUriSchema, createApiAppInputSchema, updateApiAppInputSchema } from './api-apps.js';

describe('API app contracts', () => {
  it('take https, loopback http and native-app schemes as redirect URIs', () => {
    for (const uri of [
      'https://bot.example.com/callback',
      'http://localhost:8080/cb',
      'http://127.0.0.1/cb',
      'http://[::1]:3000/cb',
      'com.example.bot:/oauth',
    ]) {
      expect(apiAppRedirectUriSchema.safeParse(uri).success, uri).toBe(true);
    }
    for (const uri of [
      'http://example.com/cb',
      'https://example.com/cb#fragment',
      'https://user:pass@example.com/cb',
      'javascript:alert(1)',
      'data:text/html,x',
      'not a url',
    ]) {
      expect(apiAppRedirectUriSchema.safeParse(uri).success, uri).toBe(false);
    }
  });

  it('need a redirect URI for third-party apps and refuse public bots', () => {
    const base = { name: 'Bot', scopes: ['chat'] };
    expect(createApiAppInputSchema.safeParse({ ...base, kind: 'bot' }).success).toBe(true);
    expect(createApiAppInputSchema.safeParse({ ...base, kind: 'third_party' }).success).toBe(false);
    expect(createApiAppInputSchema.safeParse({ ...base, kind: 'bot', publicClient: true }).success).toBe(
      false,
    );
    const parsed = createApiAppInputSchema.parse({ ...base, kind: 'bot', scopes: ['chat', 'chat'] });
    expect(parsed.scopes).toEqual(['chat']);
    expect(updateApiAppInputSchema.safeParse({}).success).toBe(false);
  });
});
