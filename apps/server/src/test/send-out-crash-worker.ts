/**
 * The child process of send-out.crash.test.ts: opens the database it is given, queues three
 * send-outs and starts sending them on the simulated chain. The first send stops at the chosen point
 * — before the chain call, or after the chain took it but before the outcome is recorded — and the
 * worker prints `paused` there, waiting for the parent to kill it with SIGKILL.
 *
 *   node --conditions=source --import tsx send-out-crash-worker.ts pg|pglite <url|data dir> before|after
 */
import { openDatabase } from '../db/client.js';
import { SimulatedChain } from '../modules/chain/simulated-chain.js';
import { sendPending } from '../modules/wallet/send-outs.js';
import { insertUsers } from './ledger.js';
import { InterruptedChain, pendingSendOut } from './send-outs.js';

export interface CrashWorkerReady {
  userId: number;
  sendOuts: string[];
}

const [driver, target, point] = process.argv.slice(2);
if ((driver !== 'pg' && driver !== 'pglite') || !target || (point !== 'before' && point !== 'after')) {
  process.stderr.write('usage: send-out-crash-worker.ts pg|pglite <url|data dir> before|after\n');
  process.exit(2);
}

const handle =
  driver === 'pg'
    ? await openDatabase({ driver: 'pg', url: target, poolSize: 2 })
    : await openDatabase({ driver: 'pglite', dataDir: target });
const db = handle.db;

const userId = (await insertUsers(db, 1))[0]!;
const sendOuts: string[] = [];
for (let index = 0; index < 3; index += 1) {
  const { id } = await pendingSendOut(db, { userId, funds: index === 0 ? 100_000n : 0n });
  sendOuts.push(id);
}
// Pipes are written synchronously on Linux: a line the parent reads was printed after what it says.
process.stdout.write(`${JSON.stringify({ userId, sendOuts } satisfies CrashWorkerReady)}\n`);

const chain = new InterruptedChain(new SimulatedChain(db, 'BTC', 1), {
  send: point,
  pause: () => process.stdout.write('paused\n'),
});
await sendPending(db, chain, []);
process.stderr.write('the send-out pass ended without pausing\n');
process.exit(3);
