/**
 * TEST_TIME_FACTOR (default 1) scales every time limit of these tests: on a slow or busy machine
 * `TEST_TIME_FACTOR=3` gives each wait three times as long, so a limit bounds a stuck test and
 * never measures the machine. scripts/test.mjs sets it from the load average when it is unset;
 * the end-to-end tests read it here too (e2e/support/time-factor.ts).
 */
function readFactor(text: string | undefined): number {
  if (text === undefined || text === '') return 1;
  const factor = Number(text);
  if (!Number.isFinite(factor) || factor < 1) {
    throw new Error(`TEST_TIME_FACTOR must be a number ≥ 1, not ${JSON.stringify(text)}`);
  }
  return factor;
}

export const TEST_TIME_FACTOR = readFactor(process.env.TEST_TIME_FACTOR);

/** `ms` milliseconds scaled by TEST_TIME_FACTOR: every timeout of a test goes through here. */
export const scaled = (ms: number): number => Math.round(ms * TEST_TIME_FACTOR);
