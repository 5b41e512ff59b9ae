/** The profile page: the user, the firm, logout (the routes load this lazily). */

export { LogoutButton } from './logout-button.tsx';
export { ProfileScreen } from './profile-screen.tsx';
