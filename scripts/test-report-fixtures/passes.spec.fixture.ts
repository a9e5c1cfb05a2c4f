// A fixture of scripts/test-report.test.ts (Playwright, no browser): a passing and a skipped test.
import { expect, test } from '@playwright/test';

test('passes', () => expect(1 + 1).toBe(2));
test.skip('is skipped', () => expect(true).toBe(false));
