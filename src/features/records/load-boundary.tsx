import { Component, type ReactNode } from 'react';

/**
 * Live queries throw a failed read into render; this turns it into the screen's own message
 * (docs/behaviour.md#common-to-every-screen, e.g. 'Failed to load accounts') instead of a blank page.
 */
export class LoadBoundary extends Component<
  { fallback: (message: string) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error.message) : this.props.children;
  }
}
