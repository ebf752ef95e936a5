// Header buttons for the library and sharing, and drop-a-file-to-import. Small on purpose: the
// panels, the codec and the QR library are lazy chunks loaded on first use.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { needCatalog } from '../../i18n/i18n';
import { loadEngineWords } from '../../i18n/say';
import { chunkErrorText } from '../chunkError';
import { useGameStore } from '../../store/gameStore';
import { pushNotice } from '../../store/notices';
import { btnSecondary } from '../styles';
import { afterFirstPaint } from '../useAfterPaint';

type DialogProps = { onClose: () => void };
type DialogModule = { default: (p: DialogProps) => ReactNode };
// If a chunk cannot load (offline before it was cached), say so instead of breaking the page.
// Its words are in the shell's catalog: they must not wait for a catalog that may not load either.
const unavailable = (title: MessageDescriptor): DialogModule => ({
  default: function Unavailable({ onClose }: DialogProps) {
    const { i18n } = useLingui();
    useEffect(() => {
      pushNotice({ tone: 'error', title: i18n._(title), body: chunkErrorText() });
      onClose();
    }, [onClose, i18n]);
    return null;
  },
});
// Each dialog's words load with it (docs/translating.md): drawn before its catalog is there, it
// would wait (useCatalog) and hide itself.
const ShareDialog = lazy((): Promise<DialogModule> =>
  Promise.all([import('./ShareDialog'), needCatalog('share')])
    .then(([m]) => m)
    .catch(() => unavailable(msg`Share could not be opened`)),
);
// With the engine's words too: a name the app made ("Emperor · 27 Nov 2026") is worded by them,
// and a Rename opened before they arrived would start from no name at all.
const TablesPanel = lazy((): Promise<DialogModule> =>
  Promise.all([import('./TablesPanel'), needCatalog('share'), loadEngineWords()])
    .then(([m]) => m)
    .catch(() => unavailable(msg`Tables could not be opened`)),
);

// The Play together button and the drop sign: after the first paint, with their words (the
// tools catalog), so neither waits for them under this Suspense, an open dialog's too.
const withTools = <M,>(chunk: Promise<M>) =>
  Promise.all([chunk, needCatalog('tools')]).then(([m]) => m);
const LiveTools = lazy(() => afterFirstPaint(() => withTools(import('../live/LiveTools'))));

// Dropping a file anywhere on the page imports it: fetched once the first screen is painted.
const fileDrop = afterFirstPaint(() => withTools(import('./FileDrop'))).catch(() => ({
  default: () => null,
}));
const FileDrop = lazy(() => fileDrop);

export function TableTools({ onTable }: { onTable: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'share' | 'tables' | null>(null);
  const close = () => setOpen(null);
  const store = useGameStore();
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => setOpen('tables')}>
        {t`Tables`}
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
          {t`Share`}
        </button>
      )}
      {/* Until the live chunk arrives its button's place is kept (invisible), so the header does
          not grow under the reader's thumb a moment after the page shows (layout shift). */}
      <Suspense
        fallback={
          onTable ? (
            <span aria-hidden="true" className={`${btnSecondary} invisible`}>
              {t`Play together`}
            </span>
          ) : null
        }
      >
        {onTable && <LiveTools />}
      </Suspense>
      {/* Apart from the live chunk: an open dialog never blanks while that one loads. */}
      <Suspense fallback={null}>
        {open === 'share' && <ShareDialog onClose={close} />}
        {open === 'tables' && <TablesPanel onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        <FileDrop />
      </Suspense>
    </>
  );
}
