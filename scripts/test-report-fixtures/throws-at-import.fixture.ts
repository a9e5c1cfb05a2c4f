// A fixture of scripts/test-report.test.ts: the file fails to load, so none of its tests run.
import { it } from 'vitest';

const failToLoad = () => {
  throw new Error('this file fails at import on purpose');
};
failToLoad();
it('never runs', () => {});
