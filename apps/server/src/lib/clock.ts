/**
 * The source of the current time for every module (app.clock, decision 144). buildApp takes another
 * one, so a test moves time for one app (an expired checkout, a later roll year) without touching a
 * module-level variable.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
