/** Files (the firm's matters): list, create, detail (the routes load this lazily). */
export { FileCreateScreen } from './file-create-screen.tsx';
export { FileDetailScreen } from './file-detail-screen.tsx';
export { FilesListScreen } from './files-list-screen.tsx';
