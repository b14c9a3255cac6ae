import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { freshTotp, userWithAuthenticator, verifyEmail, verifyPhone } from '../../test/two-factor.js';
import { recomputeLevel } from '../kyc/kyc.service.js';
import { startTestTrade } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { syncChains } from './chain-sync.js';
import { mineBlocks, simulateDeposit } from './simulation.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// A valid bitcoin regtest address (BIP-173's P2WPKH example on regtest), not owned by anyone here.
const REGTEST_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

async function verifiedUser() {
  const registered = await registerUser(ctx.app);
  await verifyEmail(ctx.database.db, registered.user.id);
  await verifyPhone(
    ctx.database.db,
    registered.user.id,
    `+4479111${String(registered.user.id).padStart(5, '0')}`,
  );
  await recomputeLevel(ctx.database.db, registered.user.id);
  return registered;
}

async function deposit(username: string, coin: 'BTC' | 'USDT' | 'ETH', amount: string) {
  await simulateDeposit(ctx.database.db, ctx.app.chains, { username, coin, amount });
  await ctx.app.syncChains();
  await mineBlocks(ctx.app.chains, { coin, blocks: 1 });
  await ctx.app.syncChains();
}

function balanceOf(client: TestClient, coin: string) {
  return client
    .get('/rest/v2/wallet/balances')
    .then((response) =>
      (response.json().data as { cryptoCurrencyCode: string }[]).find((b) => b.cryptoCurrencyCode === coin),
    );
}

/** A send-out as the web app sends it: with a fresh Idempotency-Key unless one is given. */
function sendOut(client: TestClient, body: Record<string, string>, key: string = randomUUID()) {
  return client.post('/rest/v2/wallet/send-out', body, { headers: { 'idempotency-key': key } });
}

async function expectLedgerOk() {
  const report = await verifyLedger(ctx.database.db);
  expect(report.invariants.filter((i) => i.violations.length > 0)).toEqual([]);
}

describe('balances and deposits', () => {
  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).get('/rest/v2/wallet/balances');
    expect(response.statusCode).toBe(401);
  });

  it('shows zero balances for every coin with the fiat rate', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.get('/rest/v2/wallet/balances');
    expect(response.statusCode).toBe(200);
    const balances = response.json().data;
    expect(balances.map((b: { cryptoCurrencyCode: string }) => b.cryptoCurrencyCode)).toEqual([
      'BTC',
      'USDT',
      'ETH',
    ]);
    expect(balances[0]).toMatchObject({
      balance: '0.00000000',
      incomingAmount: '0.00000000',
      fiatCurrencyCode: 'USD',
      fiatPrecision: 2,
      fiatValue: '0.00',
    });
    expect(Number(balances[0].fiatRate)).toBeGreaterThan(10_000);
  });

  it('gives one deposit address per coin, shows the deposit as incoming, then credits it once mined', async () => {
    const { client, user } = await registerUser(ctx.app);
    const first = await client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      cryptoCurrencyCode: 'BTC',
      network: 'regtest',
      requiredConfirmations: 1,
    });
    expect(first.json().data.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/);
    const again = await client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC');
    expect(again.json().data.address).toBe(first.json().data.address);

    await simulateDeposit(ctx.database.db, ctx.app.chains, {
      username: user.username,
      coin: 'BTC',
      amount: '0.5',
    });
    await ctx.app.syncChains();
    expect(await balanceOf(client, 'BTC')).toMatchObject({
      balance: '0.00000000',
      incomingAmount: '0.50000000',
    });

    await mineBlocks(ctx.app.chains, { coin: 'BTC', blocks: 1 });
    await ctx.app.syncChains();
    await ctx.app.syncChains();
    const credited = await balanceOf(client, 'BTC');
    expect(credited).toMatchObject({ balance: '0.50000000', incomingAmount: '0.00000000' });

    const history = await client.get('/rest/v2/wallet/transactions?crypto_currency_code=BTC');
    expect(history.json().data).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: '0.50000000',
        txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(history.json().meta).toMatchObject({ total: 1, currentPage: 1 });
    await expectLedgerOk();
  });

  it("shows the seller's escrow fee as its own part of the escrow lock and of its refund", async () => {
    const trade = await startTestTrade(ctx.app, { cryptoAmount: '0.001', sellerBalance: 10n ** 8n });
    const seller = await trade.seller.client.get('/rest/v2/wallet/transactions?crypto_currency_code=BTC');
    const [lock] = seller.json().data as { type: string; amount: string; escrowFee: string | null }[];
    // The default payment group's fee is 1 %: 0.00001 BTC on 0.001 BTC, taken with the amount.
    expect(lock).toMatchObject({
      type: 'escrow_lock',
      amount: '-0.00101000',
      escrowFee: '-0.00001000',
      reference: `trade:${trade.tradeHash}`,
    });
    const cancelled = await trade.buyer.client.post(`/rest/v1/trade/${trade.tradeHash}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    const after = await trade.seller.client.get('/rest/v2/wallet/transactions?crypto_currency_code=BTC');
    expect(after.json().data[0]).toMatchObject({
      type: 'escrow_refund',
      amount: '0.00101000',
      escrowFee: '0.00001000',
    });
    const buyer = await trade.buyer.client.get('/rest/v2/wallet/transactions');
    expect(buyer.json().data).toEqual([]);
    await expectLedgerOk();
  });

  it('refuses unknown coins', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=DOGE');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('crypto_currency_code');
  });
});

describe('send-out', () => {
  it('is refused at level L0', async () => {
    const { client, user } = await registerUser(ctx.app);
    await deposit(user.username, 'BTC', '0.01');
    const response = await sendOut(client, {
      crypto_currency_code: 'BTC',
      address: REGTEST_ADDRESS,
      amount: '0.001',
    });
    expect(response.statusCode).toBe(403);
    expect((await balanceOf(client, 'BTC'))!).toMatchObject({ balance: '0.01000000' });
  });

  it('refuses bad amounts and addresses with the field at fault, writing nothing', async () => {
    const { client, user } = await verifiedUser();
    await deposit(user.username, 'BTC', '0.01');
    const cases: [Record<string, string>, string][] = [
      [{ amount: '-1' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ amount: '1e-3' }, 'amount'],
      [{ amount: '0.000000001' }, 'amount'],
      [{ amount: '0.0001' }, 'amount'],
      [{ address: 'not-an-address' }, 'address'],
      [{ address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt081' }, 'address'],
      [{ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }, 'address'],
      [{ crypto_currency_code: 'DOGE' }, 'crypto_currency_code'],
    ];
    for (const [change, field] of cases) {
      const response = await sendOut(client, {
        crypto_currency_code: 'BTC',
        address: REGTEST_ADDRESS,
        amount: '0.001',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().error.details)).toEqual([field]);
    }
    const wrongNetwork = await sendOut(client, {
      crypto_currency_code: 'BTC',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: '0.001',
    });
    expect(wrongNetwork.json().error.details.address[0]).toMatch(/another network/);
    const tooMuch = await sendOut(client, {
      crypto_currency_code: 'BTC',
      address: REGTEST_ADDRESS,
      amount: '0.0099',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({
      code: 'ERROR_INSUFFICIENT_FUNDS',
      details: { amount: expect.any(Array) },
    });
    const count = await ctx.database.db.execute(
      sql`select count(*)::int as n from withdrawals where user_id = ${user.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await balanceOf(client, 'BTC')).toMatchObject({ balance: '0.01000000' });
  });

  it('debits amount and fee, sends, then confirms', async () => {
    const { client, user } = await verifiedUser();
    await deposit(user.username, 'BTC', '0.01');
    const info = await client.get('/rest/v2/wallet/send-out/info?crypto_currency_code=BTC');
    expect(info.json().data).toEqual({
      cryptoCurrencyCode: 'BTC',
      fee: '0.00020000',
      minAmount: '0.00050000',
      maxAmount: '0.00980000',
      twoFactorRequired: false,
    });
    const response = await sendOut(client, {
      crypto_currency_code: 'BTC',
      address: REGTEST_ADDRESS,
      amount: '0.005',
    });
    expect(response.statusCode).toBe(201);
    const withdrawal = response.json().data;
    expect(withdrawal).toMatchObject({
      status: 'pending',
      amount: '0.00500000',
      fee: '0.00020000',
      txid: null,
    });
    expect(await balanceOf(client, 'BTC')).toMatchObject({ balance: '0.00480000' });
    await expectLedgerOk();

    await ctx.app.syncChains();
    const sent = await client.get(`/rest/v2/wallet/send-out/${withdrawal.id}`);
    expect(sent.json().data).toMatchObject({ status: 'sent', txid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await mineBlocks(ctx.app.chains, { coin: 'BTC', blocks: 1 });
    await ctx.app.syncChains();
    const confirmed = await client.get(`/rest/v2/wallet/send-out/${withdrawal.id}`);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', confirmations: 1 });
    const history = await client.get('/rest/v2/wallet/transactions?crypto_currency_code=BTC');
    expect(history.json().data[0]).toMatchObject({
      type: 'withdrawal',
      amount: '-0.00520000',
      withdrawal: { status: 'confirmed' },
    });
    await expectLedgerOk();

    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.get(`/rest/v2/wallet/send-out/${withdrawal.id}`)).statusCode).toBe(404);
  });

  it('asks for the second factor when the user switched it on for send-out', async () => {
    const registered = await userWithAuthenticator(ctx.app);
    const { client, user, secret } = registered;
    await verifyEmail(ctx.database.db, user.id);
    await verifyPhone(ctx.database.db, user.id, `+4479112${String(user.id).padStart(5, '0')}`);
    await recomputeLevel(ctx.database.db, user.id);
    await deposit(user.username, 'BTC', '0.01');
    const body = { crypto_currency_code: 'BTC', address: REGTEST_ADDRESS, amount: '0.001' };
    const without = await sendOut(client, body);
    expect(without.statusCode).toBe(401);
    expect(without.json().error.details).toHaveProperty('two_factor_code');
    const wrong = await sendOut(client, { ...body, two_factor_code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const code = await freshTotp(ctx.database.db, user.id, secret);
    const passed = await sendOut(client, { ...body, two_factor_code: code });
    expect(passed.statusCode).toBe(201);
    expect(
      (await client.get('/rest/v2/wallet/send-out/info?crypto_currency_code=BTC')).json().data,
    ).toMatchObject({
      twoFactorRequired: true,
    });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer and refuses the key for another request', async () => {
    const { client, user } = await verifiedUser();
    await deposit(user.username, 'BTC', '0.01');
    const headers = { 'idempotency-key': 'send-once-1' };
    const body = { crypto_currency_code: 'BTC', address: REGTEST_ADDRESS, amount: '0.001' };
    const first = await client.post('/rest/v2/wallet/send-out', body, { headers });
    const second = await client.post('/rest/v2/wallet/send-out', body, { headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const sameAmountWritten = await client.post(
      '/rest/v2/wallet/send-out',
      { ...body, amount: '0.00100' },
      { headers },
    );
    expect(sameAmountWritten.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(client, 'BTC')).toMatchObject({ balance: '0.00880000' });

    const other = await sendOut(client, { ...body, amount: '0.002' }, 'send-once-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('ERROR_IDEMPOTENCY_KEY_REUSED');
    const bad = await client.post('/rest/v2/wallet/send-out', body, {
      headers: { 'idempotency-key': 'has space' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('Idempotency-Key');
    const missing = await client.post('/rest/v2/wallet/send-out', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toHaveProperty('Idempotency-Key');
    expect(await balanceOf(client, 'BTC')).toMatchObject({ balance: '0.00880000' });
  });

  it('moves money once when the same key arrives concurrently', async () => {
    const { client, user } = await verifiedUser();
    await deposit(user.username, 'USDT', '100');
    const headers = { 'idempotency-key': 'bond-race' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/wallet/deposit-bond', { crypto_currency_code: 'USDT' }, { headers }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers[1]!.body,
    ).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await balanceOf(client, 'USDT')).toMatchObject({ balance: '0.000000', bondAmount: '100.000000' });
    await expectLedgerOk();
  });
});

describe('bonds', () => {
  it('deposits and retrieves the offer bond', async () => {
    const { client, user } = await verifiedUser();
    await deposit(user.username, 'BTC', '0.002');
    const deposited = await client.post('/wallet/deposit-bond', { crypto_currency_code: 'BTC' });
    expect(deposited.statusCode).toBe(200);
    expect(deposited.json().data).toEqual({ cryptoCurrencyCode: 'BTC', bondAmount: '0.00100000' });
    expect(await balanceOf(client, 'BTC')).toMatchObject({ balance: '0.00100000', bondAmount: '0.00100000' });
    const twice = await client.post('/wallet/deposit-bond', { crypto_currency_code: 'BTC' });
    expect(twice.statusCode).toBe(409);
    const retrieved = await client.post('/wallet/retrieve-bond', {});
    expect(retrieved.json().data).toEqual({
      retrieved: [{ cryptoCurrencyCode: 'BTC', amount: '0.00100000' }],
    });
    const nothing = await client.post('/wallet/retrieve-bond', {});
    expect(nothing.statusCode).toBe(409);
    await expectLedgerOk();
  });

  it('refuses a bond larger than the balance', async () => {
    const { client, user } = await verifiedUser();
    await deposit(user.username, 'ETH', '0.01');
    const response = await client.post('/wallet/deposit-bond', { crypto_currency_code: 'ETH' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('ERROR_INSUFFICIENT_FUNDS');
  });
});

describe('between users of the platform', () => {
  it("credits a send-out to another user's deposit address once mined; one's own address is refused in any case", async () => {
    const sender = await verifiedUser();
    const receiver = await registerUser(ctx.app);
    await deposit(sender.user.username, 'BTC', '0.01');
    const theirs = (
      await receiver.client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC')
    ).json().data.address as string;
    const mine = (await sender.client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC')).json()
      .data.address as string;
    const own = await sendOut(sender.client, {
      crypto_currency_code: 'BTC',
      address: mine.toUpperCase(),
      amount: '0.001',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.details.address[0]).toMatch(/your own deposit address/);

    const sent = await sendOut(sender.client, {
      crypto_currency_code: 'BTC',
      address: theirs,
      amount: '0.002',
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.syncChains();
    await ctx.app.syncChains();
    expect(await balanceOf(receiver.client, 'BTC')).toMatchObject({ incomingAmount: '0.00200000' });
    await mineBlocks(ctx.app.chains, { coin: 'BTC', blocks: 1 });
    await ctx.app.syncChains();
    expect(await balanceOf(receiver.client, 'BTC')).toMatchObject({
      balance: '0.00200000',
      incomingAmount: '0.00000000',
    });
    await expectLedgerOk();
  });
});

describe('bad input', () => {
  it('refuses absurd amounts, unknown query keys and answers retrieve-bond without a body', async () => {
    const { client, user } = await verifiedUser();
    await deposit(user.username, 'BTC', '0.01');
    for (const amount of ['9'.repeat(40), '92233720368.54775808']) {
      const response = await sendOut(client, {
        crypto_currency_code: 'BTC',
        address: REGTEST_ADDRESS,
        amount,
      });
      expect(response.statusCode, amount).toBe(400);
      expect(Object.keys(response.json().error.details)).toEqual(['amount']);
    }
    for (const url of [
      '/rest/v2/wallet/balances?foo=1',
      '/rest/v2/wallet/deposit-address?crypto_currency_code=BTC&foo=1',
      '/rest/v2/wallet/transactions?page=0',
      '/rest/v2/wallet/transactions?page=abc',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(400);
    }
    const noBody = await client.post('/wallet/retrieve-bond');
    expect(noBody.statusCode).toBe(409);
    expect(noBody.json().error.message).toMatch(/no bond/);
  });
});

describe.skipIf(testDriver !== 'postgres')('several nodes at once (PostgreSQL)', () => {
  it('credits each deposit and sends each send-out once when watchers race', async () => {
    const users = await Promise.all([verifiedUser(), verifiedUser(), verifiedUser()]);
    for (const { user } of users) await deposit(user.username, 'BTC', '0.01');
    for (const { user } of users) {
      await simulateDeposit(ctx.database.db, ctx.app.chains, {
        username: user.username,
        coin: 'BTC',
        amount: '0.003',
      });
    }
    for (const { client } of users) {
      expect(
        (await sendOut(client, { crypto_currency_code: 'BTC', address: REGTEST_ADDRESS, amount: '0.001' }))
          .statusCode,
      ).toBe(201);
    }
    await mineBlocks(ctx.app.chains, { coin: 'BTC', blocks: 1 });
    const reports = await Promise.all(
      Array.from({ length: 6 }, () => syncChains(ctx.database.db, ctx.app.chains)),
    );
    expect(reports.reduce((sum, report) => sum + report.BTC!.credited, 0)).toBe(3);
    expect(reports.reduce((sum, report) => sum + report.BTC!.sent, 0)).toBe(3);
    for (const { client } of users) {
      expect(await balanceOf(client, 'BTC')).toMatchObject({ balance: '0.01180000' });
    }
    await expectLedgerOk();
  });
});
