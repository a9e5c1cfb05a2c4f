// A fixture of scripts/test-report.test.ts: one failing test beside a passing one.
import { expect, it } from 'vitest';

it('passes', () => expect('a').toBe('a'));
it('fails on purpose', () => expect(2 + 2).toBe(5));
