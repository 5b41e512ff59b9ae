/** The admin area's frame around every signed-in screen (the routes load this lazily). */
export { AdminLayout } from './admin-layout.tsx';
