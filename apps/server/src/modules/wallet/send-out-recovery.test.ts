import { sql } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { SERVER_ROOT } from '../../paths.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { balanceOf } from '../../test/ledger.js';
import {
  InterruptedChain,
  OUTSIDE_ADDRESS,
  pendingSendOut,
  sendOutEntries,
  sendOutRow,
  transfersOnChain,
} from '../../test/send-outs.js';
import { SimulatedChain } from '../chain/simulated-chain.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { syncChain } from './chain-sync.js';
import { recoverSending } from './send-out-recovery.js';
import { markSent, sendPending } from './send-outs.js';

/**
 * Send-outs a crash left in `sending` are reconciled with the chain by their recorded intent:
 * sent once when the chain took them, sent again (once) when it never did, left alone while the
 * chain cannot tell or the send may still be in flight.
 */

let handle: DatabaseHandle;
let chain: SimulatedChain;
beforeAll(async () => {
  handle = await createTestDatabase();
  chain = new SimulatedChain(handle.db, 'BTC', 1);
});
afterAll(() => handle.close());

const db = () => handle.db;
const NOW = { graceMs: 0 };

async function expectLedgerOk() {
  const report = await verifyLedger(db());
  expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
}

async function auditActions(id: string): Promise<string[]> {
  const result = (await db().execute(
    sql`select action from audit_log where details->>'withdrawalId' = ${id} order by id`,
  )) as unknown as { rows: { action: string }[] };
  return result.rows.map((row) => row.action);
}

describe('send-outs left in sending', () => {
  // Each test starts with no send-out waiting (those without an intent stay, and are never touched).
  afterEach(async () => {
    await recoverSending(db(), chain, NOW);
    await sendPending(db(), chain, []);
  });

  it('records the intent before the chain call and carries it to the chain', async () => {
    const { id } = await pendingSendOut(db());
    const errors: string[] = [];
    await sendPending(db(), new InterruptedChain(chain, { send: 'before' }), errors);
    const row = await sendOutRow(db(), id);
    expect(row).toMatchObject({ status: 'sending', attempts: 1, send_reference: `p2p-send-out:${id}` });
    expect(errors.join('\n')).toContain(`send-out ${id} left in sending`);
    expect(await transfersOnChain(db(), id)).toEqual([]);
  });

  it('marks one the chain took before the crash as sent, once, with the transaction the chain knows', async () => {
    const { id, userId } = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'after' }), []);
    const [onChain] = await transfersOnChain(db(), id);
    expect(onChain).toMatchObject({ amount: 1_000n });
    expect(await sendOutRow(db(), id)).toMatchObject({ status: 'sending', txid: null });

    expect(await recoverSending(db(), chain, NOW)).toEqual({ recovered: 1, requeued: 0, undetermined: 0 });
    expect(await sendOutRow(db(), id)).toMatchObject({ status: 'sent', txid: onChain!.txid, attempts: 1 });
    expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1, withdrawal_settled: 1 });
    expect(await auditActions(id)).toEqual(['send_out.recovered']);

    // Nothing is sent or settled again, whoever looks next.
    expect(await recoverSending(db(), chain, NOW)).toEqual({ recovered: 0, requeued: 0, undetermined: 0 });
    expect(await sendPending(db(), chain, [])).toMatchObject({ sent: 0 });
    expect(await transfersOnChain(db(), id)).toHaveLength(1);
    expect(await balanceOf(db(), userId, 'BTC')).toBe(10_000n - 1_010n);
    await expectLedgerOk();
  });

  it('sends one that died before the chain call again, exactly once', async () => {
    const { id, userId } = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'before' }), []);
    expect(await transfersOnChain(db(), id)).toEqual([]);

    expect(await recoverSending(db(), chain, NOW)).toEqual({ recovered: 0, requeued: 1, undetermined: 0 });
    expect(await sendOutRow(db(), id)).toMatchObject({ status: 'pending', failure_reason: null });
    expect(await sendPending(db(), chain, [])).toMatchObject({ sent: 1 });

    const onChain = await transfersOnChain(db(), id);
    expect(onChain).toHaveLength(1);
    expect(await sendOutRow(db(), id)).toMatchObject({ status: 'sent', txid: onChain[0]!.txid, attempts: 2 });
    expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1, withdrawal_settled: 1 });
    expect(await balanceOf(db(), userId, 'BTC')).toBe(10_000n - 1_010n);
    expect(await auditActions(id)).toEqual(['send_out.requeued']);
    await expectLedgerOk();
  });

  it('does both in one watcher pass', async () => {
    const took = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'after' }), []);
    const lost = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'before' }), []);

    const report = await syncChain(db(), chain, { sendRecoveryGraceMs: 0 });
    expect(report).toMatchObject({ recovered: 1, requeued: 1, sent: 1 });
    for (const { id } of [took, lost]) {
      expect((await sendOutRow(db(), id)).status).toBe('sent');
      expect(await transfersOnChain(db(), id)).toHaveLength(1);
    }
    await expectLedgerOk();
  });

  it('leaves it in sending while the chain cannot tell, and settles it once the chain answers', async () => {
    const { id } = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'after' }), []);
    const errors: string[] = [];
    const unreachable = new InterruptedChain(chain, { lookup: 'unreachable' });
    expect(await recoverSending(db(), unreachable, NOW, errors)).toEqual({
      recovered: 0,
      requeued: 0,
      undetermined: 1,
    });
    expect(errors.join('\n')).toMatch(new RegExp(`send-out ${id} stays in sending.*unreachable`));
    expect((await sendOutRow(db(), id)).status).toBe('sending');
    // Nor does the sender touch it.
    expect(await sendPending(db(), chain, [])).toMatchObject({ sent: 0 });
    expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1 });
    await expectLedgerOk();

    expect(await recoverSending(db(), chain, NOW)).toMatchObject({ recovered: 1 });
    expect((await sendOutRow(db(), id)).status).toBe('sent');
  });

  it('waits out the grace period: a send that may still be in flight is not looked at', async () => {
    const { id } = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'before' }), []);
    expect(await recoverSending(db(), chain, { graceMs: 3_600_000 })).toEqual({
      recovered: 0,
      requeued: 0,
      undetermined: 0,
    });
    expect((await sendOutRow(db(), id)).status).toBe('sending');
    // Another node looked at it just now (its lease): a node with the same grace does not ask again.
    await db().execute(
      sql`update withdrawals set send_started_at = now() - interval '2 hours' where id = ${id}`,
    );
    await db().execute(sql`update withdrawals set recovery_checked_at = now() where id = ${id}`);
    expect(await recoverSending(db(), chain, { graceMs: 3_600_000 })).toMatchObject({ requeued: 0 });
    expect(await recoverSending(db(), chain, NOW)).toMatchObject({ requeued: 1 });
  });

  it('never touches a send-out claimed before intents were recorded (an operator settles it)', async () => {
    const { id } = await pendingSendOut(db());
    await db().execute(
      sql`update withdrawals set status = 'sending', attempts = 1, send_started_at = null where id = ${id}`,
    );
    expect(await recoverSending(db(), chain, NOW)).toEqual({ recovered: 0, requeued: 0, undetermined: 0 });
    expect(await sendOutRow(db(), id)).toMatchObject({ status: 'sending', send_reference: null });
    await expectLedgerOk();
  });

  it('moves the ledger only with the state change: a second settlement of the same send-out moves nothing', async () => {
    const { id, userId } = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'after' }), []);
    await recoverSending(db(), chain, NOW);
    const figures = { id, userId, coin: 'BTC' as const, amount: 1_000n, fee: 10n };
    const again = await db().transaction((tx) =>
      markSent(tx, figures, { txid: 'ab'.repeat(32), networkFee: null }),
    );
    expect(again).toBe(false);
    expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1, withdrawal_settled: 1 });
    await expectLedgerOk();
  });

  it('recovers each of several stuck send-outs once when nodes recover at the same time', async () => {
    const stuck = [];
    for (let index = 0; index < 4; index += 1) {
      stuck.push(await pendingSendOut(db()));
      await sendPending(
        db(),
        new InterruptedChain(chain, { send: index % 2 === 0 ? 'after' : 'before' }),
        [],
      );
    }
    const reports = await Promise.all(Array.from({ length: 4 }, () => recoverSending(db(), chain, NOW)));
    expect(reports.reduce((sum, report) => sum + report.recovered, 0)).toBe(2);
    expect(reports.reduce((sum, report) => sum + report.requeued, 0)).toBe(2);
    const sends = await Promise.all(Array.from({ length: 4 }, () => sendPending(db(), chain, [])));
    expect(sends.reduce((sum, report) => sum + report.sent, 0)).toBe(2);
    for (const { id } of stuck) {
      expect((await sendOutRow(db(), id)).status).toBe('sent');
      expect(await transfersOnChain(db(), id)).toHaveLength(1);
      expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1, withdrawal_settled: 1 });
    }
    await expectLedgerOk();
  });
});

describe('a node starting', () => {
  it('recovers send-outs left in sending with its first watcher pass, without waiting an interval', async () => {
    const took = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'after' }), []);
    const lost = await pendingSendOut(db());
    await sendPending(db(), new InterruptedChain(chain, { send: 'before' }), []);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(SERVER_ROOT, 'src/test/fixtures/web'),
      WALLET_SYNC_INTERVAL_MS: '3600000',
      WALLET_SEND_RECOVERY_GRACE_MS: '0',
      TRADE_EXPIRY_INTERVAL_MS: '0',
      NOTIFICATION_DISPATCH_INTERVAL_MS: '0',
      NOTIFICATION_DELIVERY_INTERVAL_MS: '0',
    });
    const app = await buildApp({ config, database: handle, closeDatabase: false });
    try {
      await app.ready();
      // The next pass is an hour away: only the pass at start can settle them.
      await vi.waitFor(
        async () => {
          expect((await sendOutRow(db(), took.id)).status).toBe('sent');
          expect((await sendOutRow(db(), lost.id)).status).toBe('sent');
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      await app.close();
    }
    expect(await transfersOnChain(db(), took.id)).toHaveLength(1);
    expect(await transfersOnChain(db(), lost.id)).toHaveLength(1);
    await expectLedgerOk();
  });
});

describe('configuration', () => {
  it('refuses a grace period a send to the node could still be in flight in', () => {
    const rpc = {
      CHAIN_BTC: 'rpc',
      BTC_RPC_URL: 'http://user:pass@127.0.0.1:8332',
      BTC_NETWORK: 'regtest',
      BTC_RPC_TIMEOUT_MS: '30000',
    };
    expect(() => loadConfig({ ...rpc, WALLET_SEND_RECOVERY_GRACE_MS: '59999' })).toThrow(
      /WALLET_SEND_RECOVERY_GRACE_MS: must be at least twice BTC_RPC_TIMEOUT_MS/,
    );
    expect(loadConfig({ ...rpc, WALLET_SEND_RECOVERY_GRACE_MS: '60000' }).WALLET_SEND_RECOVERY_GRACE_MS).toBe(
      60_000,
    );
    expect(loadConfig({}).WALLET_SEND_RECOVERY_GRACE_MS).toBe(300_000);
    expect(() => loadConfig({ WALLET_SEND_RECOVERY_GRACE_MS: '-1' })).toThrow(
      /WALLET_SEND_RECOVERY_GRACE_MS/,
    );
  });
});

describe('the simulated chain', () => {
  it('is idempotent by reference: a second send answers the first transfer and moves nothing', async () => {
    const first = await chain.send(OUTSIDE_ADDRESS, 5_000n, 'p2p-send-out:sim-once');
    expect(await chain.send(OUTSIDE_ADDRESS, 5_000n, 'p2p-send-out:sim-once')).toEqual(first);
    expect(await chain.findSend('p2p-send-out:sim-once')).toEqual(first);
    expect(await chain.findSend('p2p-send-out:sim-never')).toBeNull();
    await expect(chain.send(OUTSIDE_ADDRESS, 6_000n, 'p2p-send-out:sim-once')).rejects.toThrow(
      /another address or amount/,
    );
    const result = (await db().execute(
      sql`select count(*) as n from sim_chain_transfers where reference = 'p2p-send-out:sim-once'`,
    )) as unknown as { rows: { n: unknown }[] };
    expect(Number(result.rows[0]!.n)).toBe(1);
  });
});
