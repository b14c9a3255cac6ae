import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = './apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

/** Import boundaries follow STYLE.md: features never import each other; shared code never imports features. */
const webBoundaries = {
  zones: [
    ...features.map((feature) => ({
      target: `${featuresDir}/${feature}`,
      from: featuresDir,
      except: [`./${feature}`],
    })),
    {
      target: [
        './apps/web/src/components',
        './apps/web/src/lib',
        './apps/web/src/hooks',
        './apps/web/src/config',
        './apps/web/src/utils',
        './apps/web/src/i18n',
      ],
      from: ['./apps/web/src/features', './apps/web/src/app'],
    },
    { target: './apps/web/src/features', from: './apps/web/src/app' },
    { target: './packages/shared/src', from: ['./apps'] },
    { target: './apps/server/src', from: ['./apps/web'] },
    { target: './apps/web/src', from: ['./apps/server'] },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/db/migrations/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', webBoundaries],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web tests share modules between files (apps/web/vitest.config.ts): a file that replaces a
    // module must be named *.isolated.test.* to run on its own.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message:
            'Replacing modules leaks between the shared web test files: name this file *.isolated.test.*',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'apps/server/src/cli/**', 'apps/server/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
