import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const proxy = {
  '/rest': apiTarget,
  '/healthz': apiTarget,
  '/readyz': apiTarget,
  '/ws': { target: apiTarget, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Compile @p2p/shared from its TypeScript source instead of a prebuilt dist.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
