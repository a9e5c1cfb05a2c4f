// A fixture of scripts/test-report.test.ts: one passing test and one skipped (never run by npm test).
import { expect, it } from 'vitest';

it('passes', () => expect(1 + 1).toBe(2));
it.skip('is skipped', () => expect(true).toBe(false));
