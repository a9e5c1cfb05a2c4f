import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// An unexpected console.error fails the test (docs/product/quality.md#tests).
const originalError = console.error;
afterEach(() => {
  cleanup();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${String(args[0])}`);
};
vi.stubGlobal('scrollTo', () => {});
