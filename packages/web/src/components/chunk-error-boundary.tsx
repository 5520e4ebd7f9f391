import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ProblemScreen } from './problem-screen';

interface State {
  failed: boolean;
}

/**
 * Catches a code-split screen that failed to load (network error, a deploy that removed the old
 * chunk, the 120 s timeout) and offers a retry instead of leaving a blank page.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ProblemScreen
        title="This page didn't load"
        message="Part of the site could not be downloaded. Check your connection and try again."
        retry
      />
    );
  }
}
