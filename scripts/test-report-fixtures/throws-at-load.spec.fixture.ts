// A fixture of scripts/test-report.test.ts (Playwright): the spec throws outside any test.
import { test } from '@playwright/test';

const failToLoad = () => {
  throw new Error('this spec fails to load on purpose');
};
failToLoad();
test('never runs', () => {});
