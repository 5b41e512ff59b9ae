/**
 * Export and import of an estate or the whole firm (docs/data-export-and-backup.md): the estate
 * page's and Profile → Organization's entry points. Everything else loads when they are pressed.
 */
export { EstateExportButton } from './export-estate-button.tsx';
export { FirmDataButton } from './firm-data-button.tsx';
