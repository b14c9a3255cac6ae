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
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default serverProject('server:pglite', 'pglite');
