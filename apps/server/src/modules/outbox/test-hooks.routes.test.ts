import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, registerUser } from '../../test/app.js';

describe('browser-test hooks', () => {
  it('answer the newest code for a recipient only when enabled', async () => {
    const enabled = await createTestApp({ E2E_TEST_HOOKS: 'true' });
    const disabled = await createTestApp();
    try {
      const { client, account } = await registerUser(enabled.app);
      await client.post('/rest/v1/user-verification/email/resend-code');
      const url = `/internal/test/outbox?recipient=${encodeURIComponent(account.email)}`;
      const answer = await enabled.app.inject({ method: 'POST', url });
      expect(answer.json().data.code).toMatch(/^\d{6}$/);
      // Without the hooks there is no such route (the CSRF check answers first).
      const closed = await disabled.app.inject({ method: 'POST', url });
      expect([403, 404]).toContain(closed.statusCode);
      expect(closed.body).not.toMatch(/\d{6}/);
    } finally {
      await Promise.all([enabled.close(), disabled.close()]);
    }
  });

  it('cannot be turned on in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_TEST_HOOKS: 'true' })).toThrow(/E2E_TEST_HOOKS/);
  });
});
