// `npm run ops -- <command>`: operator commands on the built server code.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale({ quiet: true });
const { runOps } = await import('../apps/server/dist/cli/ops.js');
process.exitCode = await runOps(process.argv.slice(2));
