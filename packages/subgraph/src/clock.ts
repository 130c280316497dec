/** The current time, injected (CLOCK) so tests can move it instead of waiting. */
export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
