import { Component, type ReactNode } from 'react';

/** The error box lists show when the local store cannot be read (docs/behaviour.md#data-lists: headed 'Error!'). */
export function ErrorBox({ message, title = 'Error!' }: { message: string; title?: string }) {
  return (
    <div className="alert alert-error" role="alert">
      <strong>{title}</strong> <span>{message}</span>
    </div>
  );
}

/**
 * Live queries throw their error while rendering (dexie-react-hooks); this catches it for one
 * screen section and shows the ErrorBox with the screen's own message instead of a blank page.
 */
export class LoadErrorBoundary extends Component<
  { message: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The message on screen is the user's; the cause goes to the console for whoever supports them.
    console.warn('Reading the local store failed', error);
  }

  override render() {
    return this.state.failed ? <ErrorBox message={this.props.message} /> : this.props.children;
  }
}
