// TEST_TIME_FACTOR for the web tests: every time limit of theirs goes through `scaled`. The
// vitest config reads and checks the same variable first (packages/server/test/time-factor.ts).
const factor = Math.max(1, Number(process.env.TEST_TIME_FACTOR) || 1);

/** `ms` milliseconds scaled by TEST_TIME_FACTOR (default 1). */
export const scaled = (ms: number): number => Math.round(ms * factor);
