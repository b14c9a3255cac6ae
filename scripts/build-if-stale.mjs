// Builds each workspace only when one of its inputs is newer than its last build, so that
// `npm start` on a current checkout starts in seconds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IGNORED = new Set(['node_modules', 'dist', 'e2e', 'test-results', 'playwright-report']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const shared = ['packages/shared/src', 'packages/shared/package.json', 'packages/shared/tsconfig.build.json'];
const targets = [
  { workspace: '@p2p/shared', dist: 'packages/shared/dist', inputs: shared },
  {
    workspace: '@p2p/server',
    dist: 'apps/server/dist',
    inputs: [...shared, 'apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.build.json'],
  },
  {
    workspace: '@p2p/web',
    dist: 'apps/web/dist',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.widgets.config.ts',
      'apps/web/package.json',
    ],
  },
];

export function buildIfStale({ quiet = false } = {}) {
  for (const target of targets) {
    const stamp = path.join(root, target.dist, '.build-stamp');
    const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    const changed = Math.max(...target.inputs.map((input) => newestMtime(path.join(root, input))));
    if (built >= changed) continue;
    if (!quiet) console.log(`Building ${target.workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace, '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Build of ${target.workspace} failed.`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(stamp, new Date().toISOString());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
