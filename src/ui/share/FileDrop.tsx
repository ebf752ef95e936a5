// Drop a scenario file anywhere on the page to open it as a new table (src/ui/share/importFile.ts).
// Its own words are in the tools catalog, loaded with this chunk (TableTools): the notice that
// the import could not load must not wait for a catalog that could not load either. The import's
// own notices are in the share catalog, loaded with it.
import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { needCatalog, useCatalog } from '../../i18n/i18n';
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
        Promise.all([import('./importFile'), needCatalog('share')])
          .then(([m]) => m.importFile(file))
          .catch(() =>
            pushNotice({
              tone: 'error',
              title: t`The file could not be imported`,
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
  useCatalog('tools');
  const { t } = useLingui();
  const dropping = useFileDrop();
  return dropping ? (
    <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-6 text-center text-xl font-semibold text-white">
      {t`Drop a scenario file to open it as a new table`}
    </div>
  ) : null;
}
