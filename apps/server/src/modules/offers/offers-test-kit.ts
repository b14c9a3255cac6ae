import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { offers as offersTable } from '../../db/schema.js';
import { registerUser, TestClient, type TestContext } from '../../test/app.js';
import { verifyEmail, verifyPhone } from '../../test/two-factor.js';
import { recomputeLevel } from '../kyc/kyc.service.js';

/** Shared steps of the offers route tests: vendors at L1, the editor's body, offers made through it. */
export function offersTestKit(context: () => TestContext) {
  /** A unique account (the shared generator can repeat a name within one run). */
  const account = () => {
    const tag = `ok_${randomBytes(6).toString('hex')}`;
    return { username: tag, email: `${tag}@offers.test` };
  };

  /** A signed-in user at level L1 (e-mail and phone verified), who may create offers. */
  const vendor = async () => {
    const ctx = context();
    const registered = await registerUser(ctx.app, account());
    await verifyEmail(ctx.database.db, registered.user.id);
    await verifyPhone(
      ctx.database.db,
      registered.user.id,
      `+4479222${String(registered.user.id).padStart(5, '0')}`,
    );
    await recomputeLevel(ctx.database.db, registered.user.id);
    return registered;
  };

  const body = (overrides: Record<string, unknown> = {}) => ({
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'paypal',
    margin: '2.5',
    range_min: '50',
    range_max: '500.00',
    offer_terms: 'Pay from your own account.',
    tags: ['no-vpn'],
    ...overrides,
  });

  const createOffer = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/rest/v1/my-offers', body(overrides));
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return (response.json() as { data: { hash: string } }).data.hash;
  };

  const rowOf = async (hash: string) => {
    const [row] = await context().database.db.select().from(offersTable).where(eq(offersTable.hash, hash));
    return row!;
  };

  const setOffer = (hash: string, values: Partial<typeof offersTable.$inferInsert>) =>
    context().database.db.update(offersTable).set(values).where(eq(offersTable.hash, hash));

  const anonymous = () => new TestClient(context().app);

  return { account, vendor, body, createOffer, rowOf, setOffer, anonymous };
}
