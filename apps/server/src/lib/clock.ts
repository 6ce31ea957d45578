/** Where the server reads the time; tests pass a clock they can move forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;
