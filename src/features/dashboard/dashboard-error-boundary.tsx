import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches what a render throws (a live query whose read failed, a chart chunk that would not
 * load) so one broken part shows a message instead of blanking the whole admin area.
 */
export class DashboardErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // A warning, not an error: the user already sees the message; the cause is for a developer.
    console.warn('Dashboard part failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
