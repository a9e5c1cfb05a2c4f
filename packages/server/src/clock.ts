/** Where the app reads the time: tests pass their own to move it past an expiry without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
