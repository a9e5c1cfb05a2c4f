import { defineConfig } from '@playwright/test';

/** Only for record.mjs: the fixtures, never part of npm test. */
export default defineConfig({ testDir: '.', testMatch: '*.spec.fixture.ts', workers: 1 });
