import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.js';

/**
 * One `vitest run` for the whole repository. The server's suites run on PGlite and, when
 * TEST_DATABASE_URL is set (CI sets it), once more on PostgreSQL, where row locks and races are real.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/web/vitest.config.ts',
      serverProject('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
    ],
  },
});
