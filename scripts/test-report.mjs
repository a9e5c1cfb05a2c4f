// Counts of a vitest or Playwright JSON report, in the units of the `npm test` total line: tests.
// A file or spec that fails outside any test (it throws while loading) counts as one failed test,
// since no failed test would show it.

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @returns {Counts} */
export function countVitestReport(report) {
  const failedOutsideTests = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedOutsideTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** @returns {Counts} */
export function countPlaywrightReport(report) {
  const { stats, errors = [] } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + errors.length,
    skipped: stats.skipped,
  };
}

/** @returns {Counts} */
export function addCounts(a, b) {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  };
}

export function totalLine({ passed, failed, skipped }) {
  return `Total: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}
