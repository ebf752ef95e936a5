// Header buttons for the library and sharing, and drop-a-file-to-import. Small on purpose: the
// panels, the codec and the QR library are lazy chunks loaded on first use.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { chunkErrorText } from '../chunkError';
import { useGameStore } from '../../store/gameStore';
import { pushNotice } from '../../store/notices';
import { btnSecondary } from '../styles';
import { afterFirstPaint } from '../useAfterPaint';

type DialogProps = { onClose: () => void };
type DialogModule = { default: (p: DialogProps) => ReactNode };
// If a chunk cannot load (offline before it was cached), say so instead of breaking the page.
const unavailable = (what: string): DialogModule => ({
  default: function Unavailable({ onClose }: DialogProps) {
    useEffect(() => {
      pushNotice({
        tone: 'error',
        title: `${what} could not be opened`,
        body: chunkErrorText(),
      });
      onClose();
    }, [onClose]);
    return null;
  },
});
const ShareDialog = lazy((): Promise<DialogModule> =>
  import('./ShareDialog').catch(() => unavailable('Share')),
);
const TablesPanel = lazy((): Promise<DialogModule> =>
  import('./TablesPanel').catch(() => unavailable('Tables')),
);

const LiveTools = lazy(() => afterFirstPaint(() => import('../live/LiveTools')));

// Dropping a file anywhere on the page imports it: fetched once the first screen is painted.
const fileDrop = afterFirstPaint(() => import('./FileDrop')).catch(() => ({ default: () => null }));
const FileDrop = lazy(() => fileDrop);

export function TableTools({ onTable }: { onTable: boolean }) {
  const [open, setOpen] = useState<'share' | 'tables' | null>(null);
  const close = () => setOpen(null);
  const store = useGameStore();
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => setOpen('tables')}>
        Tables
      </button>
      {onTable && (
        <button
          type="button"
          className={btnSecondary}
          onClick={() => {
            // The link must hold the last life tap, even one still being gathered.
            store.getState().commitPending();
            setOpen('share');
          }}
        >
          Share
        </button>
      )}
      {/* Until the live chunk arrives its button's place is kept (invisible), so the header does
          not grow under the reader's thumb a moment after the page shows (layout shift). */}
      <Suspense
        fallback={
          onTable ? (
            <span aria-hidden="true" className={`${btnSecondary} invisible`}>
              Play together
            </span>
          ) : null
        }
      >
        {onTable && <LiveTools />}
        {open === 'share' && <ShareDialog onClose={close} />}
        {open === 'tables' && <TablesPanel onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        <FileDrop />
      </Suspense>
    </>
  );
}
