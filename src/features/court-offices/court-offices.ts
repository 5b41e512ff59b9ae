import * as v from 'valibot';
import { type CourtOfficeItem, CourtOfficeList } from '../../domain/schemas/index.ts';

/**
 * The firm's table of court offices as the editor keeps it (docs/behaviour.md#court-offices): rows
 * being typed, checked with the organization's own schema before they are saved.
 */
export interface OfficeRow {
  /** Names the row while it is edited (React's key); never saved. */
  key: string;
  name: string;
  address: string;
}

let next = 0;
export const newRow = (office: Partial<CourtOfficeItem> = {}): OfficeRow => ({
  key: `row-${++next}`,
  name: office.name ?? '',
  address: office.address ?? '',
});

/** The list to save, by name, blank rows left out; or the first problem, as the schema words it. */
export function officesToSave(
  rows: readonly OfficeRow[],
): { ok: true; offices: CourtOfficeItem[] } | { ok: false; message: string; row: number | null } {
  const kept = rows.filter((r) => r.name.trim() || r.address.trim());
  const offices = kept
    .map((r) => ({ name: r.name.trim(), address: r.address.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
  const parsed = v.safeParse(CourtOfficeList, offices);
  if (parsed.success) return { ok: true, offices };
  const issue = parsed.issues[0];
  const index = issue?.path?.[0]?.key;
  const row = typeof index === 'number' ? rows.indexOf(kept[index] as OfficeRow) : null;
  const office = typeof index === 'number' ? offices[index] : undefined;
  const which = office ? ` (${office.name || 'a row with no name'})` : '';
  return { ok: false, message: `${issue?.message ?? 'Check the court offices'}${which}.`, row };
}

/** Offices the estates name that the table does not have yet, to add in one step. */
export function missingFromTable(
  table: readonly CourtOfficeItem[],
  fromEstates: readonly CourtOfficeItem[],
): CourtOfficeItem[] {
  const have = new Set(table.map((o) => o.name.trim().toLowerCase()));
  return fromEstates.filter((o) => !have.has(o.name.trim().toLowerCase()));
}
