// The header's "Play together" button and, once this page is in a live room, its badge. Loaded
// after the first screen (a small chunk); Yjs and the relay client load only when someone presses
// the button or opens a live link.
import { lazy, Suspense, useEffect, useState } from 'react';
import { needCatalog } from '../../i18n/i18n';
import { pushNotice } from '../../store/notices';
import { btnSecondary } from '../styles';

const LiveDialog = lazy(() => import('./LiveDialog'));
const LiveBadge = lazy(() => import('./LiveBadge'));
// A room being gathered offers this phone a seat (it renders nothing otherwise). It draws the
// setup's chart, whose words are in the setup catalog: loaded with it, so the chart never suspends
// under the open dialog (that would hide it and take the focus from its name field).
const GatherJoin = lazy(() =>
  Promise.all([import('./GatherJoin'), needCatalog('setup')]).then(([m]) => m),
);

const failed = () =>
  pushNotice({
    tone: 'error',
    title: 'Play together could not be opened',
    body: 'Part of the app could not be loaded (offline?). Reload the page once you are connected; the table is unchanged.',
  });

const playTogetherWith = (setOpen: (open: boolean) => void) => () =>
  import('./LiveDialog').then((m) => m.startLive()).then(() => setOpen(true), failed);

export default function LiveTools() {
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
        Play together
      </button>
      <Suspense fallback={null}>
        {live && <LiveBadge onOpen={() => setOpen(true)} />}
        {live && <GatherJoin />}
        {open && <LiveDialog onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
