/**
 * A small seeded PRNG (mulberry32) and UTC calendar helpers, so the demo data is the same on
 * every start for the same `now`: no Math.random, no local time zone.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A whole number of cents between two dollar amounts. */
  cents(minDollars: number, maxDollars: number): number {
    return this.int(minDollars * 100, maxDollars * 100);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment, in UTC. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** The calendar date `days` before `now`. */
export const daysAgo = (now: Date, days: number): string => isoDate(new Date(now.getTime() - days * DAY_MS));

/** A calendar date moved by whole days. */
export const shiftDays = (date: string, days: number): string =>
  isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/**
 * Day `day` of the month `monthsBack` months before `now`, clamped to that month's length and,
 * in the current month, to today: a year of activity never runs into the future.
 */
export function monthDay(now: Date, monthsBack: number, day: number): string {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - monthsBack;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const clamped = Math.min(day, last, monthsBack === 0 ? now.getUTCDate() : last);
  return isoDate(new Date(Date.UTC(year, month, clamped)));
}

/** The moment a record dated `date` was entered: mid-afternoon that day, never after `now`. */
export function enteredAt(date: string, now: Date, hour = 15): Date {
  const at = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  return at.getTime() > now.getTime() ? now : at;
}

/** The four-digit year of a YYYY-MM-DD date. */
export const yearOf = (date: string): string => date.slice(0, 4);
