/** The profile page: the user, the firm, logout (the routes load this lazily). */
export { ProfileScreen } from './profile-screen.tsx';
