const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** BACKUP_EVERY: a whole number and a unit, `30m`, `24h`, `7d` (or `90s`); at least a minute. */
export function parseEvery(value: string): number {
  const match = /^(\d+)\s*([smhd])$/i.exec(value.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2]!.toLowerCase()]! : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms < 60_000)
    throw new Error(
      `BACKUP_EVERY must be a duration of at least a minute such as 6h, 24h or 7d, got ${value}`,
    );
  return ms;
}
