import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../pages/error-page';

interface State {
  readonly error: Error | null;
}

/** Any failure while rendering a route shows the generic error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
