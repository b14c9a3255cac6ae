import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:topology`: the fault tests on the production shape (scripts/topology: a private
 * PostgreSQL, server nodes as separate processes, nginx). One file at a time: they share the ports.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@p2p/shared': fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'topology',
    include: ['apps/server/topology/**/*.topology.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
