import { mkdir } from 'node:fs/promises';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Creates, migrates and seeds an embedded PGlite folder in a child process, before the server opens
 * it. PGlite's WebAssembly memory grows to about 850 MiB while a cluster is created and migrated and
 * is never given back; in a child process it goes when the process ends (a worker thread's did not
 * leave the server's resident memory: tried), so the server then opens a ready folder and idles as a
 * restarted node does (docs/benchmarks.md, "Idle memory"). The server still runs `prepareDatabase`
 * on its own connection afterwards, which then finds nothing to do.
 *
 * The built server starts `dist/db/prepare-worker.js`; from the TypeScript sources (`npm run dev`,
 * the tests) the child runs `prepare-worker.ts` through tsx.
 */
export async function prepareEmbeddedFolderApart(dataDir: string): Promise<void> {
  const fromSources = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(`./prepare-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url));
  await mkdir(dataDir, { recursive: true });
  const child = fork(script, [dataDir], {
    stdio: 'inherit',
    execArgv: fromSources ? ['--import', 'tsx', '--conditions=source'] : process.execArgv,
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the data folder failed (exit ${code})`)),
    );
  });
}
