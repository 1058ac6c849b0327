import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorFallback } from './error-fallback.tsx';

type Props = { children: ReactNode };
type State = { error: unknown };

/**
 * Catches render errors outside the router (providers, the router itself). Errors inside
 * routes are caught by the router's errorElement, which shows the same screen.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <ErrorFallback onTryAgain={this.reset} />;
    return this.props.children;
  }
}
