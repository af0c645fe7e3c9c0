import type { Config } from '../config';

/** The server's clock: what every rule that depends on the date or time asks (AppDeps.now). */
export type Clock = () => Date;

const DAY_MS = 86_400_000;

/**
 * The one clock of a server process (ADR 280): the machine's time, moved by `CLOCK_OFFSET_DAYS`
 * whole days in development and test (refused in production by config.ts). Everything that
 * decides a date (the time of supply and so the GST slab set, a booking's reference, hold expiry,
 * sessions, today's arrivals, the days before check-in of a cancellation, the sandbox gateway's
 * settlement day) reads this clock through `AppDeps.now`, so a server started with the offset
 * lives that many days ahead, as a whole, on the same database.
 */
export function clockOf(config: Pick<Config, 'CLOCK_OFFSET_DAYS'>): Clock {
  const offsetMs = (config.CLOCK_OFFSET_DAYS ?? 0) * DAY_MS;
  return offsetMs === 0 ? () => new Date() : () => new Date(Date.now() + offsetMs);
}
