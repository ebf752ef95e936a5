import { Component, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '../i18n/locales';
import { chunkErrorText, isChunkError } from '../ui/chunkError';
import { LoadError } from '../ui/LoadError';
import { btnPrimary } from '../ui/styles';

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
    if (isChunkError(this.state.error))
      // A part of the app from an older version is gone (another tab updated it): reload. The
      // game is on disk already, and the page reopens the open table.
      return (
        <main className="mx-auto max-w-3xl p-4 sm:p-8">
          <h1 className="mb-4 text-2xl font-semibold">{APP_NAME}</h1>
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border p-4">
            <p>{chunkErrorText()}</p>
            <button type="button" className={btnPrimary} onClick={() => location.reload()}>
              {t`Reload`}
            </button>
          </div>
        </main>
      );
    return (
      <main className="mx-auto max-w-3xl p-4 sm:p-8">
        <h1 className="mb-4 text-2xl font-semibold">{APP_NAME}</h1>
        <LoadError error={{ message: this.state.error.message }} />
      </main>
    );
  }
}
