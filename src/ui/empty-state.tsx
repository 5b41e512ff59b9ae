import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * What a list shows when it has nothing to show: a heading, a line of help and an optional action
 * (e.g. 'No files found' / 'Get started by creating a new file' with a Create File link).
 * `headingLevel` keeps the page's heading order (an h2 under the page's h1 by default).
 */
export function EmptyState({
  title,
  message,
  action,
  headingLevel = 2,
}: {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty-state card">
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h7l2 2h7a1 1 0 0 1 1 1v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1zm1 4v10h14V8H5z"
        />
      </svg>
      <Heading>{title}</Heading>
      {message && <p>{message}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
