// The one reading of TEST_TIME_FACTOR for the runner and the servers it starts beside the API
// tests' (its rules and bounds: packages/server/test/time-factor.ts).
export { TEST_TIME_FACTOR, scaled } from '../../packages/server/test/time-factor';
