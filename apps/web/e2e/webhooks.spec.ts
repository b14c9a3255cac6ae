import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';

const PHONE = { width: 390, height: 844 };
/** The endpoint a vendor's bot would run; playwright.config.ts lets webhooks reach this private host. */
const RECEIVER_PORT = 3197;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver that echoes the verification challenge and records every request. */
function startReceiver(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const challenge = request.headers['x-paxful-request-challenge'];
      if (typeof challenge === 'string') response.setHeader('X-Paxful-Request-Challenge', challenge);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(RECEIVER_PORT, '127.0.0.1', () => resolve(server)));
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

test('a vendor on a phone sets up a webhook: verified by the challenge, one event turned off, the secret shown once', async ({
  page,
  register,
}, testInfo) => {
  const received: Received[] = [];
  const receiver = await startReceiver(received);
  try {
    await page.setViewportSize(PHONE);
    await register();
    await page.goto('/account/webhooks');
    await page.getByLabel('Endpoint URL').fill(`http://127.0.0.1:${RECEIVER_PORT}/hook`);
    await page.getByRole('button', { name: 'Save and verify' }).click();
    await expect(page.getByTestId('webhook-state')).toHaveText('Enabled');
    // The verification request carried a challenge, and the receiver echoed it.
    expect(
      received.some((request) => typeof request.headers['x-paxful-request-challenge'] === 'string'),
    ).toBe(true);
    const secret = page.getByText(/^whsec_/);
    await expect(secret).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, testInfo, 'webhooks-phone');

    // A new webhook gets every event; the bot does not want releases.
    await expect(page.getByLabel('trade.released')).toBeChecked();
    await page.getByLabel('trade.released').uncheck();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/rest/v1/webhooks/events') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save events' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByLabel('trade.started')).toBeChecked();
    await expect(page.getByLabel('trade.paid')).toBeChecked();
    await expect(page.getByLabel('trade.released')).not.toBeChecked();
    // The secret is shown once: after a reload only its hint is left.
    await expect(page.getByText(/^whsec_/)).toHaveCount(0);
    expect(await overflowsSideways(page)).toBe(false);

    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, testInfo, 'webhooks-desktop');
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
