// Header buttons for the library and sharing, and drop-a-file-to-import. Small on purpose: the
// panels, the codec and the QR library are lazy chunks loaded on first use.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { chunkErrorText } from '../chunkError';
import { pushNotice } from '../../store/notices';
import { btnSecondary } from '../styles';

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

const LiveTools = lazy(() => import('../live/LiveTools'));

const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');

/** Dropping a file anywhere on the page imports it as a new table. */
function useFileDrop(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const onOver = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer!.dropEffect = 'copy';
      setOver(true);
    };
    const onLeave = (e: DragEvent) => {
      if (!e.relatedTarget) setOver(false);
    };
    const onDrop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setOver(false);
      const file = e.dataTransfer!.files[0];
      if (file)
        import('./importFile')
          .then((m) => m.importFile(file))
          .catch(() =>
            pushNotice({
              tone: 'error',
              title: 'The file could not be imported',
              body: chunkErrorText(),
            }),
          );
    };
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
  return over;
}

export function TableTools({ onTable }: { onTable: boolean }) {
  const [open, setOpen] = useState<'share' | 'tables' | null>(null);
  const dropping = useFileDrop();
  const close = () => setOpen(null);
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => setOpen('tables')}>
        Tables
      </button>
      {onTable && (
        <button type="button" className={btnSecondary} onClick={() => setOpen('share')}>
          Share
        </button>
      )}
      <Suspense fallback={null}>
        {onTable && <LiveTools />}
        {open === 'share' && <ShareDialog onClose={close} />}
        {open === 'tables' && <TablesPanel onClose={close} />}
      </Suspense>
      {dropping && (
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-6 text-center text-xl font-semibold text-white">
          Drop a scenario file to open it as a new table
        </div>
      )}
    </>
  );
}
