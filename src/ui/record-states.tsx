import type { ReactNode } from 'react';
import './empty-state.css';

// The three states a record's page shows before its content: reading it from the device, the
// device refusing the read, and no such record here. One look and one wording on every page.

export function RecordLoading({ what }: { what: string }) {
  return (
    <div role="status" className="page-loading">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading {what}…</span>
    </div>
  );
}

export function RecordReadFailed({ what }: { what: string }) {
  return (
    <div className="alert alert-error" role="alert">
      This {what} could not be read from this device. Reload the page to try again.
    </div>
  );
}

/** `children` says why it may be missing; `back` is the way back to the list. */
export function RecordNotFound({
  title,
  children,
  back,
}: {
  title: string;
  children: ReactNode;
  back: ReactNode;
}) {
  return (
    <div className="card empty-state">
      <h1>{title}</h1>
      <p>{children}</p>
      {back}
    </div>
  );
}
