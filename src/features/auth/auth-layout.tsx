import type { ReactNode } from 'react';
import { AuthAside } from './auth-aside.tsx';
import './login.css';

/** The public pages' frame (sign-in, invitation, password reset): the brand panel and one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <AuthAside />
      <main id="main" className="auth-main">
        <div className="auth-card">{children}</div>
      </main>
    </div>
  );
}
