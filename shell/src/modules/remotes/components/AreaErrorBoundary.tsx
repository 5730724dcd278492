import { Component, type ReactNode } from 'react';
import { AreaUnavailable } from '@agecheck/ui';

type Props = { onRetry: () => void; children: ReactNode };
type State = { failed: boolean };

/** Catches a screen of a remote that fails to load or render, so only its area shows "unavailable". */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('a screen of a remote failed', error);
  }

  override render() {
    if (this.state.failed) return <AreaUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
