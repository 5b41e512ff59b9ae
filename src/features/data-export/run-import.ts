import { uuidv7 } from '../../domain/ids.ts';
import { MAX_IMPORTED_RECORDS } from '../../domain/mutators/index.ts';
import type { DataTransfer } from '../../store/index.ts';
import { EXPORT_ENTITIES } from './format.ts';
import { type IdChoice, planImport } from './plan-import.ts';
import { ExportFileError, readExportZip } from './read-export.ts';

export interface ImportOutcome {
  records: number;
  documents: number;
  /** The export's id of each record and the id it has here. */
  ids: Map<string, string>;
}

/**
 * Imports an export file into the signed-in firm as ONE named action, through the normal write
 * path (outbox, sync), so it reaches the server whole or not at all. Checked whole first: a
 * damaged file, an invalid record, a reference to a record that is neither in the export nor here,
 * or (with kept ids) a record that is already here, writes nothing.
 */
export async function importExport(
  transfer: Pick<DataTransfer, 'existing' | 'importRecords'>,
  bytes: Uint8Array,
  choice: IdChoice,
): Promise<ImportOutcome> {
  const read = await readExportZip(bytes);
  const total = EXPORT_ENTITIES.reduce((n, e) => n + read.records[e].length, 0);
  if (total === 0) throw new ExportFileError('This export holds no records.');
  if (total > MAX_IMPORTED_RECORDS)
    throw new ExportFileError(
      `This export holds ${total} records; one import takes at most ${MAX_IMPORTED_RECORDS}. Export the estates one by one.`,
    );
  const exportIds = EXPORT_ENTITIES.flatMap((e) => read.records[e].map((r) => r._id));
  const referenced = new Set<string>();
  const firstPlan = planImport(read, { ids: choice, newId: uuidv7 });
  for (const m of firstPlan.missing) referenced.add(m.target);
  const here = await transfer.existing(EXPORT_ENTITIES, [
    ...(choice === 'keep' ? exportIds : []),
    ...referenced,
  ]);
  if (choice === 'keep') {
    const clash = exportIds.filter((id) => here.has(id));
    if (clash.length)
      throw new ExportFileError(
        `${clash.length} of this export's records are already here (the same ids). Import it with new ids instead.`,
      );
  }
  const plan = referenced.size
    ? planImport(read, { ids: choice, newId: uuidv7, exists: (id) => here.has(id) })
    : firstPlan;
  if (plan.missing.length) {
    const [first] = plan.missing;
    throw new ExportFileError(
      `${plan.missing.length} reference(s) name records that are neither in this export nor here (the first: ${first!.entity} ${first!.field}). Nothing was imported.`,
    );
  }
  const records = await transfer.importRecords(plan.records, plan.contents);
  return { records, documents: plan.contents.length, ids: plan.ids };
}
