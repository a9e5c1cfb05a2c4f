import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { scaled } from './src/testing/time-factor';
import { firstPageChunk } from './vite-first-page-chunk';
import { precompressPlugin } from './vite-precompress';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  // No source maps: the browser gets only what it runs. Every browser the build targets knows
  // modulepreload, so its polyfill would be dead weight on the first page.
  build: {
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [firstPageChunk] } } },
  },
  test: {
    name: 'web',
    // happy-dom builds and queries a document in about half of jsdom's CPU (unit + web: 100 s →
    // 40 s here). The few files that need jsdom's fidelity say so in a first-line comment.
    environment: 'happy-dom',
    // Worker threads start faster than processes, and the files of a worker share their modules
    // (React, MUI: ~0.7 s of imports a file): unit + web took 211 s of CPU, now 134 s. Each file
    // still gets a fresh document; testing/setup.ts undoes what a file stubbed.
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // `npm test` runs these beside the end-to-end tests (scripts/test.mjs), on cores the browser
    // also wants: a test that takes 1.4 s alone may take 4 there. Bounds for a stuck test, not goals.
    testTimeout: scaled(15_000),
    hookTimeout: scaled(10_000),
    setupFiles: ['src/testing/setup.ts'],
  },
});
