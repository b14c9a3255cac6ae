import { test as base, expect } from '@playwright/test';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

export function newAccount(): Account {
  sequence += 1;
  const id = `${Date.now().toString(36).slice(-5)}${sequence}`;
  return { username: `e2e_${id}`, email: `e2e_${id}@example.com`, password: 'Browser-pass-42' };
}

/** Journeys shared by the specs: register and log in through the real forms. */
export const test = base.extend<{ register: () => Promise<Account> }>({
  register: async ({ page }, use) => {
    await use(async () => {
      const account = newAccount();
      await page.goto('/register');
      await page.getByLabel('Username', { exact: true }).fill(account.username);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
      return account;
    });
  },
});

export { expect };
