import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.js';
import { webProject } from './apps/web/vitest.config.js';

/**
 * One `vitest run` for the whole repository. The server's suites run on PGlite and, when
 * TEST_DATABASE_URL is set (CI sets it), once more on PostgreSQL, where row locks and races are real.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. The
    // suites spend much of their time waiting on databases and child processes, so two workers on
    // two cores roughly halve the wall time.
    maxWorkers: 2,
    projects: [
      'packages/shared/vitest.config.ts',
      webProject('web'),
      webProject('web:isolated'),
      serverProject('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
    ],
  },
});
