// The records screen (#records): every game kept on this device, night by night, the stats of
// the games chosen, renames and merges of players, and records out and in. A lazy chunk, kept
// small: fetched with its body (Records.tsx, with D3) once the table is painted and the page is
// idle, or on first open; as it first opens it begins reading the games and works out the stats
// once they are in, while React waits to reveal it. The start-up code names only this chunk.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t as say } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import type { KeptGame } from '../../persist/records';
import type { Recorder } from '../../persist/recorder';
import { currentRoute, navigate, onRouteChange, TABLE } from '../../router/router';
import { gameStore } from '../../store/gameStore';
import { pushNotice } from '../../store/notices';
import { chunkErrorText } from '../chunkError';
import { btnSecondary, panel } from '../styles';
import { gameWords, outcomeWords } from './filters';
import { WARM_ALL, warmFormats } from './formats';
import { usePageColumn } from './pageColumn';
import { dropEarly, gamesCount, readEarly, useRecords } from './useRecords';
import { afterPaint } from '../useAfterPaint';

type BodyProps = Parameters<typeof import('./Records').default>[0];
type BodyModule = { default: (p: BodyProps) => ReactNode };

function BodyFailed() {
  const { t } = useLingui();
  const why = chunkErrorText();
  return (
    <p role="alert" className={panel}>
      {t`The records could not be shown: ${why}`}
    </p>
  );
}

/** The body once loaded: drawn in the same render as the games, without a Suspense fallback. */
let Body: BodyModule['default'] | null = null;
let body: Promise<unknown> | null = null;

/**
 * The body's code (D3 with it) and the counting's, fetched and run without reading anything:
 * the app asks for them in an idle moment after the table is painted (App.tsx), so opening the
 * screen later waits for its games alone.
 */
export function preload(): Promise<unknown> {
  // Once: the numbers', dates' and lists' formatters, ICU's set-up with the first, which the
  // screen's first frame and its rows would each wait for if made then (formats.ts WARM_ALL).
  if (!watching) warmFormats(WARM_ALL);
  watchRoute();
  // The summary this screen first draws, kept up to date from now on in idle moments after each
  // change of the games or renames (freshSummary.ts), so the screen opened after tonight's games
  // draws at once. A small chunk apart: the recount's code loads only when one is needed.
  void import('./freshSummary').then((m) => m.keepSummaryFresh()).catch(() => {});
  return (body ??= Promise.all([import('./Records'), import('./prepared')]).then(
    ([m]) => (Body = m.default),
    // Fetched again as the screen opens (offline then: it says the records could not be shown).
    () => void (body = null),
  ));
}

/**
 * Called once, as the screen first opens (App.tsx): the games are read and counted while React
 * paces the reveal of this screen, and the body's first render only draws. The counting's code
 * is a small chunk of its own, so it starts as the games arrive, not once the body's code has too.
 */
export function begin() {
  void preload();
  void Promise.all([import('./prepared').then((m) => (m.warm(), m)), readEarly()])
    .then(([m, s]) => {
      if (s.status === 'ready' && s.index) m.prepare(s.index, s.aliases);
    })
    // Only a head start: the body works it out itself.
    .catch(() => undefined);
  // The numbers' formatters its first frame needs, made in an idle moment if the wait for the
  // database leaves one (the first of each costs a slow phone tens of milliseconds).
  warmFormats();
}

/**
 * The address has changed to the screen (`to`) or away from it: the records are read from that
 * moment, beside React's render of the route's change (watchRoute), not from the screen's first
 * render after it (a slow phone's 50 to 150 ms later); a read for a screen left unopened is dropped.
 */
export function routeChanged(to: boolean) {
  if (to) void readEarly();
  else dropEarly();
}

let watching = false;
/**
 * From the preload on, each change of the address to or from the screen (routeChanged), heard
 * before React's own listener hears it and renders the change.
 */
function watchRoute() {
  if (watching) return;
  watching = true;
  let on = currentRoute().kind === 'records';
  onRouteChange(() => {
    const now = currentRoute().kind === 'records';
    if (now !== on) routeChanged(now);
    on = now;
  }, true);
}

/**
 * What "Keep this game now" last did, as facts: worded as it is drawn, so the words follow a
 * change of language while they are shown.
 */
type Kept =
  | { kind: 'idle' }
  | { kind: 'nothing-yet' }
  | { kind: 'no-game' }
  | { kind: 'kept'; record: KeptGame['record'] };

/** "We stopped here": the table being played, kept as it stands. */
function KeepNow({ recorder, onKept }: { recorder: Recorder; onKept: () => Promise<void> }) {
  const { t } = useLingui();
  const [kept, setKept] = useState<Kept>({ kind: 'idle' });
  const said = (): string => {
    switch (kept.kind) {
      case 'idle':
        return t`We stopped here: keeps the game at your table as it stands, marked unfinished.`;
      case 'nothing-yet':
        return t`Nothing has happened at your table yet: there is nothing to keep.`;
      case 'no-game':
        return t`There is no game at your table to keep.`;
      case 'kept': {
        const what = gameWords(kept.record);
        const turn = kept.record.turns;
        const outcome = outcomeWords(kept.record);
        return kept.record.result === 'playing'
          ? t`Kept your table's ${what} game as unfinished, on turn ${turn}.`
          : t`Your table's game is kept: ${outcome}.`;
      }
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        className={btnSecondary}
        onClick={async () => {
          if (!gameStore.getState().cursor) return setKept({ kind: 'nothing-yet' });
          const game = await recorder.keepNow();
          if (!game) return setKept({ kind: 'no-game' });
          await onKept();
          setKept({ kind: 'kept', record: game.record });
        }}
      >
        {t`Keep this game now`}
      </button>
      <p
        role="status"
        className="min-w-48 flex-1 text-sm text-slate-600 dark:text-slate-400"
        data-testid="keep-now-status"
      >
        {said()}
      </p>
    </div>
  );
}

export default function RecordsScreen() {
  // Its catalog comes with this chunk (App.tsx); this waits for it wherever the screen is drawn.
  useCatalog('records');
  const { t } = useLingui();
  const records = useRecords();
  const [Loaded, setLoaded] = useState(() => Body);
  // Loaded since this first rendered (as React held the screen back): drawn with the games.
  const Records = Loaded ?? Body;
  useEffect(() => {
    if (!Records) void preload().then(() => setLoaded(() => Body ?? BodyFailed));
  }, [Records]);
  const { state } = records;
  // Measured while the games are read, so the charts are drawn at their width at once.
  const column = usePageColumn<HTMLDivElement>();
  const heading = useRef<HTMLHeadingElement>(null);
  // After the screen is painted: focusing as it is put in lays the new page out at once, in the
  // task that draws it (tens of ms on a slow phone before its first frame).
  useEffect(() => afterPaint(() => heading.current?.focus()), []);
  useEffect(() => {
    if (state.status === 'failed')
      pushNotice({
        tone: 'error',
        title: say`The records could not be read`,
        body: say`This browser refused to open them. Your table is unchanged; try again after a reload.`,
      });
  }, [state.status]);

  return (
    <div
      ref={column}
      className="mx-auto flex max-w-6xl flex-col gap-4 px-3 pb-10 sm:px-6"
      data-testid="records-screen"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold focus-visible:outline-none"
        >
          {t`Records`}
        </h2>
        <button type="button" className={btnSecondary} onClick={() => navigate(TABLE)}>
          {t`Back to your table`}
        </button>
      </div>
      <p className="-mt-2 max-w-prose text-slate-700 dark:text-slate-300">
        {t`Every game played here is kept when it ends: who played, who won, how long it took.`}
      </p>
      {state.status === 'ready' && <KeepNow recorder={state.recorder} onKept={records.reload} />}
      {state.status === 'loading' && <p>{t`Reading the records…`}</p>}
      {state.status === 'none' && (
        <p className={panel}>
          {t`Games are not recorded on this device: its browser refused to keep them (a private window, or storage turned off).`}
        </p>
      )}
      {state.status === 'failed' && <p className={panel}>{t`The records could not be read.`}</p>}
      {state.status === 'ready' && gamesCount(state) === 0 && (
        <p className={panel} data-testid="records-empty">
          {t`No games kept yet. A game is kept when a side wins or it is a draw; “Keep this game now” keeps the one at your table as it stands. A records export from another device can be imported below.`}
        </p>
      )}
      {state.status === 'ready' &&
        (Records ? (
          <Records state={state} reload={records.reload} setAliases={records.setAliases} />
        ) : (
          <p>{t`Reading the records…`}</p>
        ))}
    </div>
  );
}
