import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they threw; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a remote page that throws while rendering, so only its area shows the failure. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[oja] a page failed while rendering', error, info.componentStack);
    this.props.onError?.(error);
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
