import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  /** Remote module id, for the log line. */
  moduleId: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  crashed: boolean;
}

/** Keeps a crash inside a remote's component tree from taking the shell down with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[byway] remote module ${this.props.moduleId} crashed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ crashed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.crashed ? <RemoteFallback onRetry={this.retry} /> : this.props.children;
  }
}
