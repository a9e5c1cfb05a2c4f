import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCounts, countPlaywrightReport, countVitestReport, totalLine } from './test-report.mjs';

/**
 * The `npm test` total line, fed with real reports of test-report-fixtures/ (a passing, a
 * failing, a skipped test and a file that fails to load; re-record with record.mjs there).
 */
const recorded = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'test-report-fixtures', name), 'utf8'));

describe('test report counts', () => {
  it('counts a vitest file that fails at import as failed, beside the failing test', () => {
    const report = recorded('vitest-report.json');
    expect(report.numFailedTests).toBe(1);
    expect(countVitestReport(report)).toEqual({ passed: 2, failed: 2, skipped: 1 });
  });

  it('counts Playwright tests as the report states them', () => {
    expect(countPlaywrightReport(recorded('playwright-tests-report.json'))).toEqual({
      passed: 1,
      failed: 1,
      skipped: 1,
    });
  });

  it('counts a Playwright spec that fails to load, though no test ran', () => {
    const report = recorded('playwright-load-error-report.json');
    expect(report.stats.unexpected).toBe(0);
    expect(countPlaywrightReport(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('adds the parts into the total line', () => {
    const total = [
      countVitestReport(recorded('vitest-report.json')),
      countPlaywrightReport(recorded('playwright-tests-report.json')),
      countPlaywrightReport(recorded('playwright-load-error-report.json')),
    ].reduce(addCounts);
    expect(totalLine(total)).toBe('Total: 3 passed, 4 failed, 2 skipped');
  });
});
