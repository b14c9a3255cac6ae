import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
// Tests run @p2p/shared from its TypeScript source, so they need no build step.
const alias = {
  '@p2p/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
};

/** The server's test project, once per database driver (see the root vitest.config.ts). */
export function serverProject(name: string, testDb: 'pglite' | 'postgres') {
  return defineProject({
    root,
    resolve: { alias },
    test: {
      name,
      root,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      globalSetup: ['./src/test/global-setup.ts'],
      env: { TEST_DB: testDb },
      // Files share each worker's module graph: importing the app once per worker instead of once per
      // file took a sample of 14 route files from 156 s to 90 s. Files keep no state in modules (caches
      // are keyed by the database handle), and each builds its own app on its own database.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default serverProject('server:pglite', 'pglite');
