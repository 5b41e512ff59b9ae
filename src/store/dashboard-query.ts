import {
  type DashboardData,
  type DashboardDocument,
  type DashboardEstate,
  type DashboardFile,
  dashboardFromTallies,
  dashboardOf,
  RECENT_DOCUMENTS_LIMIT,
  RECENT_FILES_LIMIT,
  recentFileEstateIds,
} from '../domain/rules/dashboard.ts';
import { ASSET_CLASSES, TRANSACTION_MONTHS } from '../domain/rules/tallies.ts';
import type { LocalDb } from './db.ts';

/**
 * The dashboard's figures in one snapshot, read through indexes so the reads do not grow with the
 * firm (docs/architecture.md#performance-budgets). Counts come from the files' and estates'
 * indexes, the recent files and documents from their time indexes, the charts from the kept
 * tallies (src/store/tallies.ts), and only the recent files' estates and those estates' assets are
 * read whole. A firm of 100,000 records used to read all its files, estates and documents (about
 * 2,000 records) for each drawing.
 *
 * An index leaves out a record without the indexed field. If any such record exists (the counts
 * then differ), this reads the tables whole, as before, rather than draw a wrong figure.
 */
export function dashboardFigures(db: LocalDb): Promise<DashboardData> {
  const { files, estates, assets, documents, tallies } = db;
  return db.transaction('r', [files, estates, assets, documents, tallies], async () => {
    const [fileCount, filesDated, activeFiles, estateCount, estateStatuses, documentCount, documentsDated] =
      await Promise.all([
        files.count(),
        files.orderBy('updatedAt').count(),
        files.where('status').equals('active').count(),
        estates.count(),
        estates.orderBy('status').keys(),
        documents.count(),
        documents.orderBy('createdAt').count(),
      ]);
    const [months, classes] = await tallies.bulkGet([TRANSACTION_MONTHS, ASSET_CLASSES]);
    const charts = { months: months?.values ?? {}, assetClasses: classes?.values ?? {} };
    if (
      fileCount !== filesDated ||
      estateCount !== estateStatuses.length ||
      documentCount !== documentsDated
    ) {
      const [f, e, d] = await Promise.all([files.toArray(), estates.toArray(), documents.toArray()]);
      const shown = recentFileEstateIds(f, e);
      const a = shown.length ? await assets.where('estate').anyOf(shown).toArray() : [];
      return dashboardFromTallies({ files: f, estates: e, assets: a, documents: d, ...charts });
    }
    const [recentFiles, recentDocuments] = await Promise.all([
      files.orderBy('updatedAt').reverse().limit(RECENT_FILES_LIMIT).toArray() as Promise<DashboardFile[]>,
      documents.orderBy('createdAt').reverse().limit(RECENT_DOCUMENTS_LIMIT).toArray() as Promise<
        DashboardDocument[]
      >,
    ]);
    const fileIds = recentFiles.map((f) => f._id);
    const estatesOfFiles = (
      fileIds.length ? await estates.where('file').anyOf(fileIds).toArray() : []
    ) as DashboardEstate[];
    const shown = recentFileEstateIds(recentFiles, estatesOfFiles);
    return dashboardOf({
      totalFiles: fileCount,
      activeFiles,
      estateStatuses: estateStatuses.map(String),
      recentFiles,
      estates: estatesOfFiles,
      assets: shown.length ? await assets.where('estate').anyOf(shown).toArray() : [],
      recentDocuments,
      ...charts,
    });
  });
}
