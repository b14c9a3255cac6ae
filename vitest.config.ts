import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` for the whole repository. The server's database suites run once on PGlite and,
 * when TEST_DATABASE_URL is set, once more on PostgreSQL (see apps/server/vitest.config.ts).
 */
export default defineConfig({
  test: {
    projects: ['packages/shared/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts'],
  },
});
