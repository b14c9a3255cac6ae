import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, registerUser, TestClient } from '../../test/app.js';

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
      // Without the hooks there is no such route: even a request with a valid CSRF token gets 404.
      // The disabled app holds a code for the same recipient, so a 404 can only mean "no route".
      const other = await registerUser(disabled.app, { email: account.email });
      await other.client.post('/rest/v1/user-verification/email/resend-code');
      const closed = await new TestClient(disabled.app).post(url);
      expect(closed.statusCode).toBe(404);
    } finally {
      await Promise.all([enabled.close(), disabled.close()]);
    }
  });

  it('answer the newest mailed link to a page as a path on the app', async () => {
    const enabled = await createTestApp({ E2E_TEST_HOOKS: 'true', PUBLIC_URL: 'https://p2p.example' });
    try {
      const { account } = await registerUser(enabled.app);
      const linkOf = (path: string) =>
        enabled.app.inject({
          method: 'POST',
          url: `/internal/test/outbox/link?recipient=${encodeURIComponent(account.email)}&path=${path}`,
        });
      expect((await linkOf('/reset-password')).statusCode).toBe(404);
      await new TestClient(enabled.app).post('/rest/v1/auth/password-reset', { email: account.email });
      const answer = await linkOf('/reset-password');
      expect(answer.json().data.link).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      expect((await linkOf('/reset-password?x')).statusCode).toBe(400);
    } finally {
      await enabled.close();
    }
  });

  it('cannot be turned on in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_TEST_HOOKS: 'true' })).toThrow(/E2E_TEST_HOOKS/);
  });
});
