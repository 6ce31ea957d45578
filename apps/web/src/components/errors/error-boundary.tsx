import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** Changing it (the path) clears a caught error, so the next page gets its chance. */
  resetKey: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failedKey: string | null }> {
  override state = { failedKey: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedKey: string | null }> {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    if (import.meta.env.DEV) console.error(error);
    // Loaded on the first failure: most visits never fail, and the reporter is not in the first download.
    void import('../../lib/report-client-error')
      .then(({ reportClientError }) => reportClientError(error, info.componentStack))
      .catch(() => undefined);
  }

  override render() {
    const { failedKey } = this.state;
    const failed = failedKey === '__pending__' || failedKey === this.props.resetKey;
    return failed ? this.props.fallback : this.props.children;
  }
}
