import { Component, type ReactNode } from 'react';
import { LoadError } from '../ui/LoadError';

interface State {
  error: Error | null;
}

/** Turns an unexpected error while drawing into a message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto max-w-3xl p-4 sm:p-8">
        <h1 className="mb-4 text-2xl font-semibold">Table Sense</h1>
        <LoadError error={{ message: this.state.error.message }} />
      </main>
    );
  }
}
