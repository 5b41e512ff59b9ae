/** Estates: list, create, detail (the routes load this lazily). */
export { EstateCreateScreen } from './estate-create-screen.tsx';
export { EstateDetailScreen } from './estate-detail-screen.tsx';
export { EstatesListScreen } from './estates-list-screen.tsx';
