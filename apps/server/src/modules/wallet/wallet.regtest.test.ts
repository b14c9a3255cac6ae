import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { litecoindAvailable, startRegtestNode, type RegtestNode } from '../../test/regtest-node.js';
import { verifyEmail, verifyPhone } from '../../test/two-factor.js';
import { recomputeLevel } from '../kyc/kyc.service.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { InterruptedChain } from '../../test/send-outs.js';
import { recoverSending } from './send-out-recovery.js';
import { sendPending } from './send-outs.js';

/**
 * The whole wallet on a real Bitcoin-Core-style node (litecoind -regtest speaks the same JSON-RPC):
 * deposit address from the node, incoming while unconfirmed, credited after the configured
 * confirmations, send-out broadcast by the node and followed until confirmed. The node runs once,
 * in the PGlite project.
 */
describe.skipIf(!litecoindAvailable || process.env.TEST_DB === 'postgres')('wallet on a regtest node', () => {
  let node: RegtestNode;
  let ctx: TestContext;

  beforeAll(async () => {
    node = await startRegtestNode();
    const walletUrl = await node.createWallet('platform');
    ctx = await createTestApp({
      CHAIN_BTC: 'rpc',
      BTC_RPC_URL: walletUrl,
      BTC_NETWORK: 'litecoin-regtest',
      BTC_CONFIRMATIONS: '2',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await node?.stop();
  });

  const btc = async (client: Awaited<ReturnType<typeof registerUser>>['client']) =>
    ((await client.get('/rest/v2/wallet/balances')).json().data as { cryptoCurrencyCode: string }[]).find(
      (balance) => balance.cryptoCurrencyCode === 'BTC',
    );

  it('credits a deposit after 2 confirmations and sends out through the node', async () => {
    const { client, user } = await registerUser(ctx.app);
    await verifyEmail(ctx.database.db, user.id);
    await verifyPhone(ctx.database.db, user.id, '+447911100001');
    await recomputeLevel(ctx.database.db, user.id);

    const addressAnswer = await client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC');
    expect(addressAnswer.json().data).toMatchObject({
      network: 'litecoin-regtest',
      requiredConfirmations: 2,
    });
    const address = addressAnswer.json().data.address as string;
    expect(address).toMatch(/^rltc1q/);

    await node.fund(address, '1.25');
    await ctx.app.syncChains();
    expect(await btc(client)).toMatchObject({ balance: '0.00000000', incomingAmount: '1.25000000' });
    await node.mine(1);
    await ctx.app.syncChains();
    expect(await btc(client)).toMatchObject({ balance: '0.00000000', incomingAmount: '1.25000000' });
    await node.mine(1);
    await ctx.app.syncChains();
    expect(await btc(client)).toMatchObject({ balance: '1.25000000', incomingAmount: '0.00000000' });
    // Syncing again credits nothing twice.
    await ctx.app.syncChains();
    expect(await btc(client)).toMatchObject({ balance: '1.25000000' });

    const outside = await node.rpc<string>('getnewaddress', ['outside', 'bech32']);
    const wrongNetwork = await client.post(
      '/rest/v2/wallet/send-out',
      { crypto_currency_code: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '0.1' },
      { headers: { 'idempotency-key': 'regtest-send-0' } },
    );
    expect(wrongNetwork.statusCode).toBe(400);
    expect(wrongNetwork.json().error.details.address[0]).toMatch(/another network/);

    const sendOut = await client.post(
      '/rest/v2/wallet/send-out',
      { crypto_currency_code: 'BTC', address: outside, amount: '0.4' },
      { headers: { 'idempotency-key': 'regtest-send-1' } },
    );
    expect(sendOut.statusCode).toBe(201);
    const id = sendOut.json().data.id as string;
    await ctx.app.syncChains();
    const sent = (await client.get(`/rest/v2/wallet/send-out/${id}`)).json().data;
    expect(sent).toMatchObject({ status: 'sent', txid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const onNode = await node.rpc<{ amount: number; confirmations: number }>(
      'gettransaction',
      [sent.txid],
      'platform',
    );
    expect(onNode.amount).toBe(-0.4);
    await node.mine(2);
    await ctx.app.syncChains();
    expect((await client.get(`/rest/v2/wallet/send-out/${id}`)).json().data).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
    });
    expect(await btc(client)).toMatchObject({ balance: '0.84980000' });
    const report = await verifyLedger(ctx.database.db);
    expect(report.invariants.filter((i) => i.violations.length > 0)).toEqual([]);
  }, 60_000);

  it('recovers send-outs a crash left in sending by asking the node about their recorded intent', async () => {
    const { client, user } = await registerUser(ctx.app);
    await verifyEmail(ctx.database.db, user.id);
    await verifyPhone(ctx.database.db, user.id, '+447911100002');
    await recomputeLevel(ctx.database.db, user.id);
    const address = (await client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC')).json().data
      .address as string;
    await node.fund(address, '1');
    await node.mine(2);
    await ctx.app.syncChains();
    expect(await btc(client)).toMatchObject({ balance: '1.00000000' });

    const outside = await node.rpc<string>('getnewaddress', ['outside', 'bech32']);
    const sendOut = async (key: string) => {
      const answer = await client.post(
        '/rest/v2/wallet/send-out',
        { crypto_currency_code: 'BTC', address: outside, amount: '0.1' },
        { headers: { 'idempotency-key': key } },
      );
      expect(answer.statusCode).toBe(201);
      return answer.json().data.id as string;
    };
    const status = async (id: string) => (await client.get(`/rest/v2/wallet/send-out/${id}`)).json().data;
    const chain = ctx.app.chains.BTC;

    // The node took this one, but the process died before recording it.
    const took = await sendOut('regtest-crash-after');
    await sendPending(ctx.database.db, new InterruptedChain(chain, { send: 'after' }), []);
    expect(await status(took)).toMatchObject({ status: 'sending', txid: null });
    // And this one died before the node was called.
    const lost = await sendOut('regtest-crash-before');
    await sendPending(ctx.database.db, new InterruptedChain(chain, { send: 'before' }), []);
    expect(await status(lost)).toMatchObject({ status: 'sending' });

    expect(await recoverSending(ctx.database.db, chain, { graceMs: 0 })).toEqual({
      recovered: 1,
      requeued: 1,
      undetermined: 0,
    });
    const recovered = await status(took);
    expect(recovered).toMatchObject({ status: 'sent', txid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const onNode = await node.rpc<{ comment: string; amount: number }>(
      'gettransaction',
      [recovered.txid],
      'platform',
    );
    expect(onNode).toMatchObject({ comment: `p2p-send-out:${took}`, amount: -0.1 });

    expect(await sendPending(ctx.database.db, chain, [])).toMatchObject({ sent: 1 });
    const resent = await status(lost);
    expect(resent).toMatchObject({ status: 'sent' });
    // Each reference is carried by exactly one wallet transaction (findSend refuses two).
    expect(await chain.findSend(`p2p-send-out:${lost}`, null)).toMatchObject({ txid: resent.txid });
    expect(await chain.findSend(`p2p-send-out:${took}`, null)).toMatchObject({ txid: recovered.txid });
    expect(await btc(client)).toMatchObject({ balance: '0.79960000' });
    const report = await verifyLedger(ctx.database.db);
    expect(report.invariants.filter((i) => i.violations.length > 0)).toEqual([]);
  }, 60_000);

  it('refuses to start against a node of another network than BTC_NETWORK', async () => {
    await expect(
      createTestApp({
        CHAIN_BTC: 'rpc',
        BTC_RPC_URL: node.walletUrl('platform'),
        BTC_NETWORK: 'mainnet',
      }),
    ).rejects.toThrow(/runs on "regtest" but BTC_NETWORK is mainnet/);
  });
});
