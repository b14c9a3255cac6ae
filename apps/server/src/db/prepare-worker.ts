// A child process that creates, migrates and seeds an embedded data folder, then closes it (see
// prepare-in-worker.ts for why this runs apart from the server's own PGlite).
import { openDatabase } from './client.js';
import { prepareDatabase } from './setup.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: prepare-worker.js <data folder>');
const handle = await openDatabase({ driver: 'pglite', dataDir });
try {
  await prepareDatabase(handle);
} finally {
  await handle.close();
}
