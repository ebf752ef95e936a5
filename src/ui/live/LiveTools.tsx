// The header's "Play together" button and, once this page is in a live room, its badge. Loaded
// after the first screen (a small chunk); Yjs and the relay client load only when someone presses
// the button or opens a live link.
import { lazy, Suspense, useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { needCatalog, useCatalog } from '../../i18n/i18n';
import { pushNotice } from '../../store/notices';
import { chunkErrorText } from '../chunkError';
import { btnSecondary } from '../styles';

// Each part's words (the live catalog) load with its chunk: a part drawn before its catalog
// would wait (useCatalog), hiding whatever shares its Suspense, an open dialog too.
const liveDialog = () =>
  Promise.all([import('./LiveDialog'), needCatalog('live')]).then(([m]) => m);
const LiveDialog = lazy(liveDialog);
const LiveBadge = lazy(() =>
  Promise.all([import('./LiveBadge'), needCatalog('live')]).then(([m]) => m),
);
// A room being gathered offers this phone a seat (it renders nothing otherwise). It draws the
// setup's chart, whose words are in the setup catalog: loaded with it, so the chart never suspends
// under the open dialog (that would hide it and take the focus from its name field).
const GatherJoin = lazy(() =>
  Promise.all([import('./GatherJoin'), needCatalog('live'), needCatalog('setup')]).then(([m]) => m),
);

// In the tools catalog, loaded with this chunk: said when the live chunk could not load,
// with why and what to do as the Share and Tables buttons say it (ui/chunkError.ts).
const failed = () =>
  pushNotice({
    tone: 'error',
    title: t`Play together could not be opened`,
    body: chunkErrorText(),
  });

const playTogetherWith = (setOpen: (open: boolean) => void) => () =>
  liveDialog()
    .then((m) => m.startLive())
    .then(() => setOpen(true), failed);

export default function LiveTools() {
  useCatalog('tools');
  const { t } = useLingui();
  const [live, setLive] = useState(() => document.body.dataset.live !== undefined);
  const [open, setOpen] = useState(false);
  const playTogether = playTogetherWith(setOpen);
  useEffect(() => {
    // The live chunk announces a room (pressed here, or a live link opened).
    const on = () => setLive(true);
    // The Share dialog offers a live room for a table too big for a link.
    const start = () => void playTogetherWith(setOpen)();
    window.addEventListener('table-sense:live', on);
    window.addEventListener('table-sense:play-together', start);
    // A room joined between this component's first render and now sent its event too early.
    if (document.body.dataset.live !== undefined) setLive(true);
    return () => {
      window.removeEventListener('table-sense:live', on);
      window.removeEventListener('table-sense:play-together', start);
    };
  }, []);
  return (
    <>
      {/* A watcher joins no room of its own: it passes on its view link from the badge. */}
      <button type="button" className={btnSecondary} onClick={playTogether} data-live-control="">
        {t`Play together`}
      </button>
      <Suspense fallback={null}>
        {live && <LiveBadge onOpen={() => setOpen(true)} />}
        {live && <GatherJoin />}
        {open && <LiveDialog onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
