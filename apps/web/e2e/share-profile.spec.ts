import { expect, markToursSeen, newAccount, test } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';

/**
 * The dashboard's shareProfile page on a phone (decision 040): the public link with its QR code and
 * the share card, the public profile's Open Graph tags in the served HTML and the PNG they name;
 * axe clean in light, dark and Arabic.
 */

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

test('a trader shares their profile: link, QR code, card, Open Graph tags and the PNG', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  // Registered through the API (the page under test is not the form), then on a phone.
  const account = newAccount();
  await page.goto('/');
  const csrf = await page.request.get('/rest/v1/auth/csrf');
  const { csrfToken } = ((await csrf.json()) as { data: { csrfToken: string } }).data;
  const registered = await page.request.post('/rest/v1/auth/register', {
    data: { username: account.username, email: account.email, password: account.password },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  await markToursSeen(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/share-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Share your profile' })).toBeVisible();
  const link = page.getByTestId('share-profile-link');
  await expect(link).toHaveText(new RegExp(`/user/${account.username}$`));
  const qr = page.getByRole('img', { name: `QR code of the public profile link of ${account.username}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-value', (await link.textContent())!);
  const card = page.getByTestId('share-card-preview');
  await expect(card).toBeVisible();
  // The image loaded: the browser decoded a 1200×630 picture.
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await page.screenshot({ path: testInfo.outputPath('share-profile-phone.png'), fullPage: true });

  // The public profile's HTML as a crawler gets it (no script run): its Open Graph and Twitter tags.
  const html = await (await page.request.get(`/user/${account.username}`)).text();
  expect(meta(html, 'og:title')).toContain(account.username);
  expect(meta(html, 'og:description')).toBe('0 completed trades.');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  const image = meta(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`/user/${account.username}/share-card\\.png\\?v=`));
  const png = await page.request.get(new URL(image).pathname + new URL(image).search);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  // The app still runs on the profile page served with the tags.
  await page.goto(`/user/${account.username}`);
  await expect(page.getByRole('heading', { name: account.username })).toBeVisible();

  // Accessibility: light, dark, and Arabic (right to left) in the dark theme.
  for (const [path, theme] of [
    ['/dashboard/share-profile', 'light'],
    ['/dashboard/share-profile', 'dark'],
    ['/ar/dashboard/share-profile', 'dark'],
  ] as const) {
    await context.addCookies([{ name: 'theme', value: theme, domain: '127.0.0.1', path: '/' }]);
    await page.goto(path);
    await expect(page.getByTestId('share-card-preview')).toBeVisible();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await accessibilityViolations(page), `${path} ${theme}`).toEqual([]);
  }
  await page.screenshot({ path: testInfo.outputPath('share-profile-phone-ar-dark.png'), fullPage: true });
});
