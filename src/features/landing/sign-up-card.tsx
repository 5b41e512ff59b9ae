import type { ReactNode } from 'react';

/** The sign-up box of the hero: its frame and heading, shared by the form and its loading state. */
export function SignUpCard({ children }: { children: ReactNode }) {
  return (
    <section id="signup" className="signup-card" aria-labelledby="signup-title">
      <h2 id="signup-title">Create your firm’s account</h2>
      <p className="muted signup-lead">
        Set up a workspace for your firm; you will be its administrator. All fields are required.
      </p>
      {children}
    </section>
  );
}
