import { fileURLToPath, URL } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

/**
 * The embed script for other sites (decision 045): one self-contained file at a stable address,
 * dist/widgets/embed.js, built after the app (whose build empties dist/). An IIFE, so that a plain
 * `<script async>` runs it on any page; no React, no i18next, no zod.
 */
export default defineConfig({
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [precompress()],
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2020',
    lib: {
      entry: fileURLToPath(new URL('./src/widgets/main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'P2PWidgetsBundle',
      fileName: () => 'embed.js',
    },
  },
});
