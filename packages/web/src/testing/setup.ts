import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { scaled } from './time-factor';

// An unexpected console.error fails the test (docs/product/quality.md#tests). Once per worker:
// the files of a worker share their modules and globals (vite.config.ts, isolate: false).
const failOnError = Symbol.for('mdc.failOnConsoleError');
if (!(failOnError in console.error)) {
  const originalError = console.error;
  console.error = Object.assign(
    (...args: unknown[]) => {
      originalError(...args);
      throw new Error(`console.error was called: ${String(args[0])}`);
    },
    { [failOnError]: true },
  );
}
// happy-dom's element.toString() is its outerHTML; a browser's is '[object HTMLDivElement]'.
// Popper (MUI's menus and tooltips) calls it to tell a window from an element, so on happy-dom each
// position check wrote out the whole document: ~10% of the web tests' CPU.
if (!document.createElement('div').toString().startsWith('[object ')) {
  Element.prototype.toString = function toString(this: Element) {
    return `[object ${this.constructor.name}]`;
  };
}
// findBy… and waitFor give up after 5 s, not 1: beside the end-to-end tests (scripts/test.mjs) a
// screen can take three times as long to appear as on an idle machine.
configure({ asyncUtilTimeout: scaled(5000) });
vi.stubGlobal('scrollTo', () => {});
// No breakpoint query matches unless a test sets a width (screen-width.ts): the tests were
// written on jsdom, which has no matchMedia; happy-dom's would answer for a 1024 px window.
vi.stubGlobal('matchMedia', undefined);

// No test reaches a real address: a fetch the file did not stub (mock-api.ts) is refused and
// fails the test it happened in. happy-dom's own fetch would go to the network, to its page's
// origin (localhost:3000) where nothing listens, and the test would go on as if offline.
const unexpectedFetches: string[] = [];
vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  unexpectedFetches.push(url);
  return Promise.reject(new TypeError(`fetch of ${url}, which this test did not stub`));
});

afterEach(() => {
  cleanup();
  const urls = unexpectedFetches.splice(0);
  if (urls.length > 0)
    throw new Error(`fetch not stubbed (testing/mock-api.ts): ${urls.join(', ')}`);
});

// Each file leaves the worker as it found it: no import of a lazy chunk still on its way (it
// would land after this file's document is gone and break the module for the next files), real
// timers, no spy, no stubbed global, empty storage and cookies, whatever its tests did.
afterAll(async () => {
  await vi.dynamicImportSettled();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
