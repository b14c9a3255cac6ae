import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { litecoindAvailable, startRegtestNode, type RegtestNode } from '../../test/regtest-node.js';
import {
  ChainRpcError,
  ChainUnavailableError,
  coinsToMinorUnits,
  minorUnitsToCoins,
  RpcChainAdapter,
} from './rpc-chain.js';

const adapterFor = (url: string, requiredConfirmations = 3, timeoutMs?: number) =>
  new RpcChainAdapter({ coin: 'BTC', url, network: 'litecoin-regtest', requiredConfirmations, timeoutMs });

/** Deterministic pseudo-random numbers (mulberry32), so a failure names a reproducible value. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('coin amounts from the node', () => {
  it.each([
    [1.23456789, 123456789n],
    [0.00000001, 1n],
    [1e-8, 1n],
    [0.1, 10000000n],
    [0.3, 30000000n],
    [-0.0000282, -2820n],
    [0, 0n],
    [20999999.99999999, 2099999999999999n],
    [21000000, 2100000000000000n],
    [67108863.99999999, 6710886399999999n],
  ])('%s coins are %s minor units', (coins, minor) => {
    expect(coinsToMinorUnits(coins)).toBe(minor);
  });

  it('reads back every 8-decimal amount the node can print, as JSON.parse gives it', () => {
    const next = random(42);
    for (let i = 0; i < 50_000; i++) {
      // Up to the whole supply, and small amounts where every digit matters.
      const sats = i % 2 === 0 ? BigInt(Math.floor(next() * 2.1e15)) : BigInt(Math.floor(next() * 1e6));
      const json = minorUnitsToCoins(sats);
      expect(coinsToMinorUnits(JSON.parse(json) as number), json).toBe(sats);
    }
  });

  it('refuses amounts it could not read exactly', () => {
    expect(() => coinsToMinorUnits(2 ** 26)).toThrow(RangeError);
    expect(() => coinsToMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => coinsToMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('writes minor units as the decimal strings the node accepts', () => {
    expect(minorUnitsToCoins(1n)).toBe('0.00000001');
    expect(minorUnitsToCoins(0n)).toBe('0.00000000');
    expect(minorUnitsToCoins(123456789n)).toBe('1.23456789');
    expect(minorUnitsToCoins(2100000000000000n)).toBe('21000000.00000000');
    expect(minorUnitsToCoins(-2820n)).toBe('-0.00002820');
  });
});

describe('RpcChainAdapter without a node', () => {
  it('keeps the credentials out of its endpoint, inspection and JSON', () => {
    const adapter = adapterFor('http://rpcuser:s3cret-pw@127.0.0.1:18443/wallet/hot');
    expect(adapter.endpoint).toBe('http://127.0.0.1:18443/wallet/hot');
    expect(inspect(adapter, { depth: 5, showHidden: true })).not.toContain('s3cret-pw');
    expect(JSON.stringify(adapter)).not.toContain('s3cret-pw');
    expect(adapter.kind).toBe('rpc');
    expect(adapter.requiredConfirmations).toBe(3);
  });

  it('refuses coins a Bitcoin-Core node does not serve, and URLs it cannot use', () => {
    const options = { url: 'http://u:p@127.0.0.1:1', network: 'regtest', requiredConfirmations: 1 } as const;
    expect(() => new RpcChainAdapter({ ...options, coin: 'ETH' })).toThrow(/does not serve ETH/);
    expect(() => new RpcChainAdapter({ ...options, coin: 'BTC', url: 'not a url s3cret' })).toThrow(
      /^The chain RPC URL is not a URL$/,
    );
    expect(() => new RpcChainAdapter({ ...options, coin: 'BTC', url: 'ftp://h/' })).toThrow(/http/);
    expect(() => new RpcChainAdapter({ ...options, coin: 'BTC', requiredConfirmations: -1 })).toThrow();
  });

  it('checks addresses locally for its network', async () => {
    const adapter = adapterFor('http://u:p@127.0.0.1:1');
    expect(await adapter.checkAddress('rltc1q7gudufku8xzrtjr9raq604v2xhztl0n8kthpee')).toEqual({
      valid: true,
    });
    expect(await adapter.checkAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual({
      valid: false,
      reason: 'wrong_network',
    });
  });

  describe('against a local HTTP server', () => {
    let server: Server;
    let port: number;
    const sockets = new Set<Socket>();
    type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
    let reply: Handler = () => {};

    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => reply(req, body, res));
      });
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    it('answers ChainUnavailableError with an unknown outcome when the node does not answer in time', async () => {
      reply = () => {}; // never answers
      const error = await adapterFor(`http://u:s3cret@127.0.0.1:${port}`, 1, 200)
        .send('rltc1q7gudufku8xzrtjr9raq604v2xhztl0n8kthpee', 1000n, 'p2p-send-out:test')
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ChainUnavailableError);
      expect((error as ChainUnavailableError).outcomeUnknown).toBe(true);
      expect((error as Error).message).toMatch(/timed out/);
      expect((error as Error).message).not.toContain('s3cret');
    });

    it('sends Basic credentials and JSON-RPC 1.0 bodies; a body that is not JSON-RPC is unavailable', async () => {
      let seen: { authorization?: string; body?: unknown } = {};
      reply = (req, body, res) => {
        seen = { authorization: req.headers.authorization, body: JSON.parse(body) };
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
      };
      const error = await adapterFor(`http://us%40er:p%3Ass@127.0.0.1:${port}`, 1)
        .newAddress('user-7')
        .catch((caught: unknown) => caught);
      expect(seen.authorization).toBe(`Basic ${Buffer.from('us@er:p:ss').toString('base64')}`);
      expect(seen.body).toEqual({
        jsonrpc: '1.0',
        id: 1,
        method: 'getnewaddress',
        params: ['user-7', 'bech32'],
      });
      expect(error).toBeInstanceOf(ChainUnavailableError);
      expect((error as Error).message).toMatch(/HTTP 502/);
    });

    it('treats any answer to a send that is not a JSON-RPC 1.0 answer as an unknown outcome', async () => {
      const answers = [
        JSON.stringify({ jsonrpc: '2.0', result: 'ab'.repeat(32), id: 1 }),
        '<html>ok</html>',
        '',
      ];
      for (const answer of answers) {
        reply = (_req, _body, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
        const error = await adapterFor(`http://u:p@127.0.0.1:${port}`, 1)
          .send('rltc1q7gudufku8xzrtjr9raq604v2xhztl0n8kthpee', 1000n, 'p2p-send-out:test')
          .catch((caught: unknown) => caught);
        expect(error, answer).toBeInstanceOf(ChainUnavailableError);
        expect((error as ChainUnavailableError).outcomeUnknown, answer).toBe(true);
      }
    });
  });

  it('answers ChainUnavailableError with a known outcome when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await adapterFor(`http://u:s3cret@127.0.0.1:${port}`)
      .listIncoming(null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChainUnavailableError);
    expect((error as ChainUnavailableError).outcomeUnknown).toBe(false);
    expect((error as Error).message).toContain('ECONNREFUSED');
    expect((error as Error).message).not.toContain('s3cret');
  });
});

// A real node, once: these are not database tests, so the PostgreSQL project skips them.
describe.skipIf(!litecoindAvailable || process.env.TEST_DB === 'postgres')(
  'RpcChainAdapter against litecoind -regtest',
  () => {
    let node: RegtestNode;
    let adapter: RpcChainAdapter;
    let platformUrl: string;

    beforeAll(async () => {
      node = await startRegtestNode();
      platformUrl = await node.createWallet('platform');
      adapter = adapterFor(platformUrl, 3);
    });
    afterAll(async () => {
      await node?.stop();
    });

    const platformBalance = async () =>
      coinsToMinorUnits(await node.rpc<number>('getbalance', ['*', 0], 'platform'));

    it('sees a deposit from 0 confirmations until it has the required ones, then stops listing it', async () => {
      const address = await adapter.newAddress('user-1');
      await expect(adapter.checkAddress(address)).resolves.toEqual({ valid: true });
      expect(address).toMatch(/^rltc1q/);
      const info = await node.rpc<{ ismine: boolean; labels: string[] }>(
        'getaddressinfo',
        [address],
        'platform',
      );
      expect(info.ismine).toBe(true);
      expect(info.labels).toEqual(['user-1']);

      const start = await adapter.listIncoming(null);
      expect(start.transfers).toEqual([]);
      expect(start.cursor).toMatch(/^[0-9a-f]{64}$/);

      const txid = await node.fund(address, '1.23456789');
      const { vout } = await node
        .rpc<{ details: { vout: number; address: string }[] }>('gettransaction', [txid], 'platform')
        .then((tx) => tx.details.find((detail) => detail.address === address)!);

      const seen = await adapter.listIncoming(start.cursor);
      expect(seen.transfers).toEqual([{ txid, vout, address, amount: 123456789n, confirmations: 0 }]);

      await node.mine(1);
      const one = await adapter.listIncoming(seen.cursor);
      expect(one.transfers).toEqual([{ txid, vout, address, amount: 123456789n, confirmations: 1 }]);

      await node.mine(2);
      const three = await adapter.listIncoming(one.cursor);
      expect(three.transfers).toEqual([{ txid, vout, address, amount: 123456789n, confirmations: 3 }]);

      await node.mine(1);
      expect((await adapter.listIncoming(three.cursor)).transfers).toEqual([]);
      // From the start it is still there, with the node's current count.
      expect((await adapter.listIncoming(null)).transfers).toEqual([
        { txid, vout, address, amount: 123456789n, confirmations: 4 },
      ]);
    });

    it('lists each output of a transaction paying two deposit addresses', async () => {
      const [first, second] = [await adapter.newAddress('user-2'), await adapter.newAddress('user-3')];
      const { cursor } = await adapter.listIncoming(null);
      const txid = await node.rpc<string>('sendmany', ['', { [first]: 0.1, [second]: '0.00123457' }]);
      const { transfers } = await adapter.listIncoming(cursor);
      const ours = transfers.filter((transfer) => transfer.txid === txid);
      expect(ours.map(({ address, amount }) => ({ address, amount }))).toEqual(
        expect.arrayContaining([
          { address: first, amount: 10000000n },
          { address: second, amount: 123457n },
        ]),
      );
      expect(ours).toHaveLength(2);
      expect(new Set(ours.map((transfer) => transfer.vout)).size).toBe(2);
      await node.mine(1);
    });

    it('sends, answering the txid and the fee the wallet paid; confirmations grow as blocks arrive', async () => {
      const recipient = await node.rpc<string>('getnewaddress');
      const before = await platformBalance();
      const { cursor } = await adapter.listIncoming(null);

      const { txid, networkFee } = await adapter.send(recipient, 50_000_000n, 'p2p-send-out:regtest-1');
      expect(txid).toMatch(/^[0-9a-f]{64}$/);
      expect(networkFee).toBeGreaterThan(0n);
      expect(before - (await platformBalance())).toBe(50_000_000n + networkFee);
      const received = await node.rpc<{ amount: number }>('gettransaction', [txid], 'miner');
      expect(coinsToMinorUnits(received.amount)).toBe(50_000_000n);

      // The send and its change are not deposits.
      expect((await adapter.listIncoming(cursor)).transfers.filter((t) => t.txid === txid)).toEqual([]);

      expect(await adapter.confirmations(txid)).toBe(0);
      await node.mine(2);
      expect(await adapter.confirmations(txid)).toBe(2);
    });

    it('finds a send by the reference it carries, from the mark taken before it, and only that one', async () => {
      const recipient = await node.rpc<string>('getnewaddress');
      const mark = await adapter.sendMark();
      expect(mark).toMatch(/^[0-9a-f]{64}$/);
      expect(await adapter.findSend('p2p-send-out:intent-1', mark)).toBeNull();

      const { txid, networkFee } = await adapter.send(recipient, 1_000_000n, 'p2p-send-out:intent-1');
      const onNode = await node.rpc<{ comment?: string }>('gettransaction', [txid], 'platform');
      expect(onNode.comment).toBe('p2p-send-out:intent-1');
      expect(await adapter.findSend('p2p-send-out:intent-1', mark)).toEqual({ txid, networkFee });
      expect(await adapter.findSend('p2p-send-out:intent-2', mark)).toBeNull();

      // Still found once mined, and without a mark (the whole history).
      await node.mine(3);
      expect(await adapter.findSend('p2p-send-out:intent-1', mark)).toEqual({ txid, networkFee });
      expect(await adapter.findSend('p2p-send-out:intent-1', null)).toEqual({ txid, networkFee });
      // A mark taken after the send's block no longer covers it: marks are taken before the send.
      expect(await adapter.findSend('p2p-send-out:intent-1', await adapter.sendMark())).toBeNull();

      // A mark the node does not know is "cannot tell", never "absent".
      const unknownMark = await adapter
        .findSend('p2p-send-out:intent-1', 'ab'.repeat(32))
        .catch((caught: unknown) => caught);
      expect(unknownMark).toMatchObject({ name: 'ChainRpcError', code: -5 });

      // Two transactions carrying one reference (a double send) are refused, not guessed.
      await adapter.send(recipient, 1_000_000n, 'p2p-send-out:intent-1');
      await expect(adapter.findSend('p2p-send-out:intent-1', mark)).rejects.toThrow(
        /Several wallet transactions/,
      );
      await node.mine(1);
    });

    it('refuses a bad address before any RPC', async () => {
      const good = await adapter.newAddress('user-4');
      const typo = good.slice(0, -1) + (good.endsWith('q') ? 'p' : 'q');
      expect(await adapter.checkAddress(typo)).toEqual({ valid: false, reason: 'checksum' });
      expect(await adapter.checkAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toEqual({
        valid: false,
        reason: 'wrong_network',
      });
      expect(await adapter.checkAddress('hello')).toEqual({ valid: false, reason: 'malformed' });
    });

    it("maps the node's errors to ChainRpcError with its code", async () => {
      const recipient = await node.rpc<string>('getnewaddress');
      const tooMuch = await adapter
        .send(recipient, 10_000n * 100_000_000n, 'p2p-send-out:too-much')
        .catch((caught: unknown) => caught);
      expect(tooMuch).toBeInstanceOf(ChainRpcError);
      expect(tooMuch).toMatchObject({ code: -6, method: 'sendtoaddress' });
      expect((tooMuch as Error).message).toMatch(/Insufficient funds/);

      const badAddress = await adapter
        .send('rltc1qnotanaddress', 1000n, 'p2p-send-out:bad')
        .catch((caught: unknown) => caught);
      expect(badAddress).toMatchObject({ name: 'ChainRpcError', code: -5 });

      const unknownTx = await adapter.confirmations('00'.repeat(32)).catch((caught: unknown) => caught);
      expect(unknownTx).toMatchObject({ name: 'ChainRpcError', code: -5 });

      const noWallet = await adapterFor(node.walletUrl('nope'))
        .newAddress('x')
        .catch((caught: unknown) => caught);
      expect(noWallet).toMatchObject({ name: 'ChainRpcError', code: -18 });
    });

    it('answers ChainUnavailableError for wrong credentials without printing them', async () => {
      const url = new URL(platformUrl);
      url.password = 'wrong-password-123';
      const error = await adapterFor(url.toString())
        .listIncoming(null)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ChainUnavailableError);
      expect((error as ChainUnavailableError).outcomeUnknown).toBe(false);
      expect((error as Error).message).toMatch(/HTTP 401/);
      expect(inspect(error)).not.toContain('wrong-password-123');
    });
  },
);
