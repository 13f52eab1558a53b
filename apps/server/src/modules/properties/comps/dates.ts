/** Calendar helpers on day numbers (days since 1970-01-01 UTC), the unit comps and indexes use. */
const DAY_MS = 86_400_000;

export function toDay(isoDate: string | Date): number {
  const ms =
    typeof isoDate === 'string' ? Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) : isoDate.getTime();
  return Math.floor(ms / DAY_MS);
}

export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Months since 1970-01 of a day number (0 = Jan 1970): the market index's time unit. */
export function monthOf(day: number): number {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth() - 1970 * 12;
}

/** Fractional months between two days (average month length). */
export function monthsBetween(fromDay: number, toDayNumber: number): number {
  return (toDayNumber - fromDay) / 30.4375;
}

export function dayOf(year: number, month: number, date: number): number {
  return Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);
}

/** Adds calendar months to a day number, clamping the day of month. */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / DAY_MS);
}
