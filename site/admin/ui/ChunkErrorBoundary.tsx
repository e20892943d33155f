import { Component, type ReactNode } from 'react';

/** Keeps a lazily loaded part that fails (offline, a deploy replaced its chunk) from taking the whole app down. */
export class ChunkErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
