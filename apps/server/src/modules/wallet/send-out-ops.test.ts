import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Command } from '../../cli/ops-commands.js';
import { runOps } from '../../cli/ops.js';
import { runOnDatabase } from '../../cli/ops-run.js';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { balanceOf, insertUsers } from '../../test/ledger.js';
import {
  InterruptedChain,
  OUTSIDE_ADDRESS,
  pendingSendOut,
  sendOutEntries,
  sendOutRow,
  transfersOnChain,
} from '../../test/send-outs.js';
import type { Chains } from '../chain/chains.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { opsRoutes } from '../ops/ops.routes.js';
import { settleSendOut, settleSendOutInputSchema } from './send-out-ops.service.js';
import { sendPending } from './send-outs.js';

/** `npm run ops -- stuck-send-outs` and `settle-send-out`: the list, the checks, the ledger and the audit record. */

const TOKEN = 'send-out-ops-token';
let ctx: TestContext;
let admin: { id: number; username: string };
beforeAll(async () => {
  ctx = await createTestApp({ WALLET_SEND_RECOVERY_GRACE_MS: '0' }, async (app) => {
    await app.register(opsRoutes, { opsToken: TOKEN });
  });
  admin = await staff('admin');
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const db = () => ctx.database.db;
const run = (command: Command, grace = '0') =>
  runOnDatabase(
    db(),
    loadConfig({
      ...process.env,
      DATA_DIR: 'memory',
      LOG_LEVEL: 'silent',
      WALLET_SEND_RECOVERY_GRACE_MS: grace,
    }),
    command,
  );
/** The command as the command line parses it. */
const settle = (input: Record<string, string>, grace = '0') =>
  run(
    {
      name: 'settle-send-out',
      input: settleSendOutInputSchema.parse({
        reason: 'checked on the node by the on-call operator',
        operator: admin.username,
        ...input,
      }),
    },
    grace,
  );

async function staff(role: 'admin' | 'moderator') {
  const [id] = await insertUsers(db(), 1);
  const result = (await db().execute(
    sql`update users set role = ${role} where id = ${id} returning username`,
  )) as unknown as { rows: { username: string }[] };
  return { id: id!, username: result.rows[0]!.username };
}

/** A send-out a crash left in `sending`, after (the chain took it) or before the chain call. */
async function stuck(when: 'before' | 'after', userId?: number) {
  const sendOut = await pendingSendOut(db(), { userId });
  await sendPending(db(), new InterruptedChain(ctx.app.chains.BTC, { send: when }), []);
  return sendOut;
}

async function expectLedgerOk() {
  const report = await verifyLedger(db());
  expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
}

async function auditFor(id: string) {
  const result = (await db().execute(
    sql`select actor_id, action, target_user_id, details from audit_log
        where details->>'withdrawalId' = ${id} order by id`,
  )) as unknown as {
    rows: {
      actor_id: number | null;
      action: string;
      target_user_id: number;
      details: Record<string, unknown>;
    }[];
  };
  return result.rows;
}

function captureOutput() {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void out.push(args.join(' ')));
  return out;
}

describe('command line options', () => {
  it('names every missing or invalid option before touching anything', async () => {
    const out = captureOutput();
    expect(await runOps(['settle-send-out'])).toBe(1);
    const missing = out.join('\n');
    for (const option of ['--id', '--outcome', '--operator', '--reason']) expect(missing).toContain(option);

    const id = '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b';
    const base = ['settle-send-out', '--id', id, '--operator', 'root', '--reason', 'checked on the node'];
    const cases: [string[], RegExp][] = [
      [['--outcome', 'sent'], /--txid is required to settle a send-out as sent/],
      [['--outcome', 'failed', '--txid', 'ab'.repeat(32)], /--txid only goes with --outcome sent/],
      [['--outcome', 'sent', '--txid', 'xyz'], /--txid must be a transaction id/],
      [['--outcome', 'lost'], /--outcome must be sent or failed/],
    ];
    for (const [extra, message] of cases) {
      out.length = 0;
      expect(await runOps([...base, ...extra])).toBe(1);
      expect(out.join('\n')).toMatch(message);
    }
    out.length = 0;
    expect(
      await runOps([
        'settle-send-out',
        '--id',
        'nope',
        '--outcome',
        'failed',
        '--operator',
        'root',
        '--reason',
        'x',
      ]),
    ).toBe(1);
    expect(out.join('\n')).toMatch(/--id must be a send-out id[\s\S]*--reason must say why/);
    out.length = 0;
    expect(await runOps([...base.slice(0, -1), 'bell\u0007 in the reason', '--outcome', 'failed'])).toBe(1);
    expect(out.join('\n')).toMatch(/--reason must not contain control characters/);
    out.length = 0;
    expect(await runOps(['stuck-send-outs', '--coin', 'DOGE'])).toBe(1);
    expect(out.join('\n')).toContain('stuck-send-outs: --coin');
  });
});

describe('stuck-send-outs', () => {
  it('lists each send-out in sending with what the chain says and the next step', async () => {
    const took = await stuck('after');
    const lost = await stuck('before');
    const legacy = await pendingSendOut(db());
    await db().execute(sql`update withdrawals set status = 'sending', attempts = 1 where id = ${legacy.id}`);

    const listed = (await run({ name: 'stuck-send-outs', input: { coin: 'BTC' } })) as {
      id: string;
      chain: { state: string; txid?: string };
      inFlight: boolean;
      next: string;
      amount: string;
    }[];
    const byId = new Map(listed.map((entry) => [entry.id, entry]));
    const [onChain] = await transfersOnChain(db(), took.id);
    expect(byId.get(took.id)).toMatchObject({
      amount: '0.00001000',
      inFlight: false,
      chain: { state: 'sent', txid: onChain!.txid },
      next: expect.stringContaining(`--outcome sent --txid ${onChain!.txid}`),
    });
    expect(byId.get(lost.id)).toMatchObject({
      chain: { state: 'absent' },
      next: expect.stringMatching(/sends it again/),
    });
    expect(byId.get(legacy.id)).toMatchObject({ chain: { state: 'no_intent' } });
    expect(await run({ name: 'stuck-send-outs', input: { coin: 'ETH' } })).toEqual([]);

    // With a grace period still running, they may be in flight.
    const waiting = (await run({ name: 'stuck-send-outs', input: {} }, '3600000')) as typeof listed;
    expect(waiting.find((entry) => entry.id === lost.id)).toMatchObject({ inFlight: true });
    await expectLedgerOk();
  });
});

describe('settle-send-out', () => {
  it('marks one the chain took as sent with its transaction, once, with an audit record', async () => {
    const { id, userId } = await stuck('after');
    const [onChain] = await transfersOnChain(db(), id);

    await expect(settle({ id, outcome: 'failed' })).rejects.toThrow(
      /knows this send-out as transaction .* settle it as sent/,
    );
    await expect(settle({ id, outcome: 'sent', txid: 'cd'.repeat(32) })).rejects.toThrow(
      `--txid the chain knows this send-out as transaction ${onChain!.txid}`,
    );
    expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1 });

    expect(await settle({ id, outcome: 'sent', txid: onChain!.txid.toUpperCase() })).toMatchObject({
      id,
      status: 'sent',
      txid: onChain!.txid,
      chain: { state: 'sent' },
    });
    expect(await sendOutRow(db(), id)).toMatchObject({ status: 'sent', txid: onChain!.txid });
    expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1, withdrawal_settled: 1 });
    expect(await balanceOf(db(), userId, 'BTC')).toBe(10_000n - 1_010n);
    expect(await auditFor(id)).toEqual([
      {
        actor_id: admin.id,
        action: 'send_out.settled_sent',
        target_user_id: userId,
        details: expect.objectContaining({
          txid: onChain!.txid,
          reason: 'checked on the node by the on-call operator',
          operator: admin.username,
          chain: 'sent',
          amount: '0.00001000',
        }),
      },
    ]);
    await expect(settle({ id, outcome: 'sent', txid: onChain!.txid })).rejects.toThrow(
      /is sent: only a send-out stuck/,
    );
    await expectLedgerOk();
  });

  it('fails one the chain never took, the amount and fee back to the user, by an admin who is not its owner', async () => {
    const { id, userId } = await stuck('before');
    const moderator = await staff('moderator');
    await expect(settle({ id, outcome: 'failed', operator: moderator.username })).rejects.toThrow(
      /--operator must name an admin account/,
    );
    await expect(settle({ id, outcome: 'failed', operator: 'nobody_at_all' })).rejects.toThrow(/--operator/);
    // Still in flight for a node with a grace period: refused.
    await expect(settle({ id, outcome: 'failed' }, '3600000')).rejects.toThrow(/may still be in flight/);

    expect(await settle({ id, outcome: 'failed' })).toMatchObject({
      id,
      status: 'failed',
      chain: { state: 'absent' },
    });
    expect(await sendOutRow(db(), id)).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/back in your balance/),
    });
    expect(await sendOutEntries(db(), id)).toEqual({ withdrawal: 1, withdrawal_reversed: 1 });
    expect(await balanceOf(db(), userId, 'BTC')).toBe(10_000n);
    const [record] = await auditFor(id);
    expect(record).toMatchObject({
      actor_id: admin.id,
      action: 'send_out.settled_failed',
      target_user_id: userId,
      details: {
        reason: 'checked on the node by the on-call operator',
        operator: admin.username,
        chain: 'absent',
      },
    });
    // Recovery and the sender leave a settled send-out alone.
    await sendPending(db(), ctx.app.chains.BTC, []);
    expect(await transfersOnChain(db(), id)).toEqual([]);
    await expectLedgerOk();
  });

  it("refuses an operator's own send-out, an unknown one, and failing while the chain cannot tell", async () => {
    const own = await stuck('before', admin.id);
    await expect(settle({ id: own.id, outcome: 'failed' })).rejects.toThrow(
      /cannot settle their own send-out/,
    );
    await expect(settle({ id: '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', outcome: 'failed' })).rejects.toThrow(
      /Send-out not found/,
    );

    const { id } = await stuck('before');
    const unreachable = {
      ...ctx.app.chains,
      BTC: new InterruptedChain(ctx.app.chains.BTC, { lookup: 'unreachable' }),
    };
    const input = {
      id,
      outcome: 'failed' as const,
      operator: admin.username,
      reason: 'the node is down, refund',
    };
    await expect(settleSendOut(db(), unreachable as Chains, input, 0)).rejects.toThrow(/cannot tell now/);
    expect((await sendOutRow(db(), id)).status).toBe('sending');
    expect(await auditFor(id)).toEqual([]);
    await expectLedgerOk();
  });

  it('settles a send-out claimed before intents were recorded only with a transaction the chain knows', async () => {
    const legacy = await pendingSendOut(db());
    await db().execute(sql`update withdrawals set status = 'sending', attempts = 1 where id = ${legacy.id}`);
    await expect(settle({ id: legacy.id, outcome: 'sent', txid: 'ef'.repeat(32) })).rejects.toThrow(
      /--txid the chain does not know this transaction/,
    );
    const { txid } = await ctx.app.chains.BTC.send(OUTSIDE_ADDRESS, 1_000n, 'found-by-hand');
    expect(await settle({ id: legacy.id, outcome: 'sent', txid })).toMatchObject({
      status: 'sent',
      chain: { state: 'no_intent' },
    });

    // The same transaction cannot settle a second send-out.
    const other = await pendingSendOut(db());
    await db().execute(sql`update withdrawals set status = 'sending', attempts = 1 where id = ${other.id}`);
    await expect(settle({ id: other.id, outcome: 'sent', txid })).rejects.toThrow(
      `--txid is already recorded for send-out ${legacy.id}`,
    );
    await settle({ id: other.id, outcome: 'failed' });
    await expectLedgerOk();
  });
});

describe('through the server that holds the data folder', () => {
  const post = (command: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/internal/ops/${command}`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: payload as Record<string, unknown>,
    });

  it('answers the list and refuses a bad settlement with the field at fault', async () => {
    const { id } = await stuck('before');
    const list = await post('stuck-send-outs', { coin: 'BTC' });
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { id: string }[]).map((entry) => entry.id)).toContain(id);

    const bad = await post('settle-send-out', {
      id,
      outcome: 'sent',
      operator: admin.username,
      reason: 'checked it!',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.txid).toBeDefined();
    const done = await post('settle-send-out', {
      id,
      outcome: 'failed',
      operator: admin.username,
      reason: 'checked it!',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'failed' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/internal/ops/stuck-send-outs', payload: {} }))
        .statusCode,
    ).toBe(401);
    await expectLedgerOk();
  });
});
