import type { APIRequestContext } from '@playwright/test';
import { expect, test as base } from './fixtures.js';

const OUTBOX_HOOK = '/internal/test/outbox';

/**
 * The newest 6-digit code sent to `recipient` (an e-mail address, or a phone number in E.164 form),
 * read from the server's outbox through the test-only hook (E2E_TEST_HOOKS, see playwright.config.ts).
 * Delivery is recorded in the same transaction as the request, but the hook is polled briefly anyway.
 */
export async function readCodeFrom(
  request: APIRequestContext,
  baseURL: string,
  recipient: string,
): Promise<string> {
  const url = `${baseURL}${OUTBOX_HOOK}?recipient=${encodeURIComponent(recipient)}`;
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.post(url);
        if (!answer.ok()) return '';
        code = ((await answer.json()) as { data: { code: string } }).data.code;
        return code;
      },
      { message: `a code sent to ${recipient}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The newest link to the app page `path` (e.g. `/reset-password`) mailed to `recipient`, as a path
 * with its query (`/reset-password?token=…`), read from the outbox as the user would read the mail.
 */
export async function readLinkFrom(
  request: APIRequestContext,
  baseURL: string,
  recipient: string,
  path: string,
): Promise<string> {
  const url = `${baseURL}${OUTBOX_HOOK}/link?recipient=${encodeURIComponent(recipient)}&path=${path}`;
  let link = '';
  await expect
    .poll(
      async () => {
        const answer = await request.post(url);
        if (!answer.ok()) return '';
        link = ((await answer.json()) as { data: { link: string } }).data.link;
        return link;
      },
      { message: `a ${path} link sent to ${recipient}`, timeout: 10_000 },
    )
    .toMatch(new RegExp(`^${path}\\?token=`));
  return link;
}

/** The shared journeys plus `readCode(recipient)` and `readLink(recipient, path)`. */
export const test = base.extend<{
  readCode: (recipient: string) => Promise<string>;
  readLink: (recipient: string, path: string) => Promise<string>;
}>({
  readCode: async ({ request, baseURL }, use) => {
    await use((recipient) => readCodeFrom(request, baseURL ?? '', recipient));
  },
  readLink: async ({ request, baseURL }, use) => {
    await use((recipient, path) => readLinkFrom(request, baseURL ?? '', recipient, path));
  },
});

export { expect };
