import { lazy, Suspense } from 'react';
import { SignUpCard } from './sign-up-card.tsx';

function SignUpUnavailable() {
  return (
    <SignUpCard>
      <p className="alert alert-error" role="alert">
        The sign-up form could not be loaded. Check your connection, then reload the page.
      </p>
      <button type="button" className="button auth-submit" onClick={() => window.location.reload()}>
        Reload
      </button>
    </SignUpCard>
  );
}

/**
 * The form, its validation and the auth API are a chunk of their own, fetched as the landing page
 * first renders: the hero paints with the framework alone (docs/architecture.md#performance-budgets first-load budget). A failed
 * fetch (no connection, nothing cached yet) says so in the box instead of failing the page.
 */
const Form = lazy(() =>
  import('./sign-up-form.tsx').then(
    (m) => ({ default: m.SignUpForm }),
    () => ({ default: SignUpUnavailable }),
  ),
);

/** The hero's sign-up box. Its placeholder keeps the form's height, so nothing moves when it arrives. */
export function LazySignUpForm() {
  return (
    <Suspense
      fallback={
        <SignUpCard>
          <div className="signup-pending" role="status">
            <div className="spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading the sign-up form…</span>
          </div>
        </SignUpCard>
      }
    >
      <Form />
    </Suspense>
  );
}
