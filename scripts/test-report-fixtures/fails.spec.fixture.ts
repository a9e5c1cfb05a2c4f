// A fixture of scripts/test-report.test.ts (Playwright, no browser): one failing test.
import { expect, test } from '@playwright/test';

test('fails on purpose', () => expect(2 + 2).toBe(5));
