import { Component, type ReactNode } from 'react';

export interface RenderGuardProps {
  readonly fallback: ReactNode;
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Spec public-site 4: an error while rendering a page shows the error page, not a blank one. */
export class RenderGuard extends Component<RenderGuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
