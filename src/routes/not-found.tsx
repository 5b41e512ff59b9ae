import { Link } from '@tanstack/react-router';

/** An address no route knows. Loaded when shown, to keep it out of every page's first load. */
export function NotFound() {
  return (
    <main id="main" className="page-narrow">
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/admin/dashboard">Go to the dashboard</Link>.
      </p>
    </main>
  );
}
