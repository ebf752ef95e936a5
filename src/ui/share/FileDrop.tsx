// Drop a scenario file anywhere on the page to open it as a new table (src/ui/share/importFile.ts).
import { useEffect, useState } from 'react';
import { chunkErrorText } from '../chunkError';
import { pushNotice } from '../../store/notices';

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

export default function FileDrop() {
  const dropping = useFileDrop();
  return dropping ? (
    <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-6 text-center text-xl font-semibold text-white">
      Drop a scenario file to open it as a new table
    </div>
  ) : null;
}
