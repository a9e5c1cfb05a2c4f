import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { scaled } from './support/time-factor';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real built app.
 * Its headless shell (package chromium-headless-shell) when installed: the same Blink without
 * the desktop browser around it, a third less CPU for the same tests; else the browser itself.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.CHROMIUM_PATH ||
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Two files at a time: a test mostly waits (the browser, the server, animations). Each file
  // makes its own accounts or reads the seeded ones without changing what others read.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-AR',
    // As a person who asked for less motion: the app then draws no transitions (app/theme.ts).
    reducedMotion: 'reduce',
    timezoneId: 'America/Argentina/Cordoba',
    // A trace (every action's DOM, screenshots) of a failed test's second run: recording one for
    // every test, to keep it only on failure, cost ~45 s of the run.
    trace: 'on-first-retry',
    // A click on a disabled or covered control fails in 15 s, not at the test's timeout.
    actionTimeout: scaled(15_000),
    // A paste is a real Ctrl+V of the clipboard's text (support/search-screen.ts).
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Only this machine answers: a card image from Scryfall fails at once, everywhere,
        // and its placeholder (the card's name) is what the tests see.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Every screen as a person sees it, on a desktop and on a phone (screens/, support/screens.ts).
    {
      name: 'screens-1280',
      testDir: './screens',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'screens-375',
      testDir: './screens',
      testIgnore: /journey/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
