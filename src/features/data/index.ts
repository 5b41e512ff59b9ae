/** The data index and the generic list of every model (the routes load this lazily). */
export { DataIndexScreen } from './data-index-screen.tsx';
export { DataListScreen } from './data-list-screen.tsx';
