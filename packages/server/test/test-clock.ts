import type { Clock } from '../src/clock';

/** A clock a test moves by hand: `createTestApp({}, { clock: clock.now })`, then `clock.advance(ms)`. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
