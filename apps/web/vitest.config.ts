import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Test files that replace modules with `vi.mock`: they run isolated (eslint.config.js keeps it so). */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The web app's tests, in two projects. `web` shares each worker's module graph and jsdom between
 * files (`isolate: false`): the catalogues, the app's modules and jsdom load once per worker instead
 * of once per file (the 142 files took 600 s isolated on a loaded machine, 129 s shared on one
 * worker); src/testing/setup.ts resets the modules' state after every test. A file that mocks a
 * module would leak the mock into the files after it, or miss modules already loaded, so those are
 * named `*.isolated.test.*` and run in `web:isolated`, each file on its own.
 */
export function webProject(name: 'web' | 'web:isolated') {
  const isolated = name === 'web:isolated';
  return mergeConfig(
    viteConfig,
    defineProject({
      root,
      test: {
        name,
        root,
        environment: 'jsdom',
        include: isolated ? [ISOLATED_TESTS] : ['src/**/*.test.{ts,tsx}'],
        exclude: isolated ? [] : [ISOLATED_TESTS],
        isolate: isolated,
        setupFiles: ['./src/testing/setup.ts'],
        restoreMocks: true,
        // Room for the 5 s query wait of src/testing/setup.ts inside one test.
        testTimeout: 20_000,
        unstubGlobals: true,
      },
    }),
  );
}

export default webProject('web');
