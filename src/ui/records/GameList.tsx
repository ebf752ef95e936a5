// The games chosen, night by night, newest first: a heading per night, a row per game. Only a
// page of rows is made at a time ("Show more"), so ten thousand games cost what forty do, and a
// new choice of games makes only the rows it did not show before (rows are memoised by game). A row opens the game's
// story (GameStory, its own chunk, loaded once the list is on screen), read whole from the
// database on the tap: the list holds no game's moves.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { KeptGame, ListedGame, RecordsDb } from '../../persist/records';
import type { RecordSummary } from '../../rules/record';
import { chunkErrorText } from '../chunkError';
import { Modal } from '../share/Modal';
import { btnSecondary, panel } from '../styles';
import { useAfterPaint } from '../useAfterPaint';
import { gameWords, nightWords, outcomeWords } from './filters';
import { formats } from './formats';

type Story = (p: { game: KeptGame }) => ReactNode;
const loadStory = (): Promise<Story> =>
  import('./GameStory').then((m) => m.default).catch(() => StoryFailed);

function StoryFailed() {
  const { t } = useLingui();
  const why = chunkErrorText();
  return <p role="alert">{t`The game's story could not be opened: ${why}`}</p>;
}

/**
 * The story once its code and its game are both in: asked for together on the tap, and drawn as
 * soon as they are, in plain state rather than Suspense (React paces what a Suspense boundary
 * reveals, by a few hundred milliseconds).
 */
type Told = { Story: Story; game: KeptGame | undefined };

/** How long the open dialog waits for its story before saying it is drawing it (ms). */
const QUIET = 120;

function StoryOf({ story }: { story: Promise<Told> }) {
  const { t } = useLingui();
  const [got, setGot] = useState<Told>();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    let live = true;
    // Drawn in the task the game arrives in, not in one React schedules after it.
    void story.then((s) => live && flushSync(() => setGot(s)));
    const wait = setTimeout(() => setSlow(true), QUIET);
    return () => {
      live = false;
      clearTimeout(wait);
    };
  }, [story]);
  // Until then the dialog's room for it, about a phone's screen: it does not grow from a line to
  // the story. Its words only after a moment: a story read at once never flashes them.
  if (!got)
    return (
      <p className={`min-h-[min(40rem,calc(100dvh-8rem))] ${slow ? '' : 'invisible'}`}>
        {t`Drawing the game's story…`}
      </p>
    );
  return got.game ? (
    <got.Story game={got.game} />
  ) : (
    <p role="alert">{t`This game is no longer kept on this device.`}</p>
  );
}

export const PAGE = 25;

/** "Show 25 more of 40". */
function more(count: number, left: number) {
  const rest = formats().number.format(left);
  return plural(count, { one: `Show # more of ${rest}`, other: `Show # more of ${rest}` });
}

/** The story dialog's title: "Commander · Free-for-All · Fri, 27 Nov 2026". */
const storyTitle = (game: ListedGame) =>
  `${gameWords(game.record)} · ${nightWords(game.night, true)}`;

const Row = memo(function Row({
  game,
  r,
  onOpen,
  onPress,
}: {
  game: ListedGame;
  r: RecordSummary;
  onOpen: (game: ListedGame) => void;
  /** A finger or button down on the row: its game can be read before the click. */
  onPress: (game: ListedGame) => void;
}) {
  // Drawn again when the language changes (memo compares the props only).
  const { t } = useLingui();
  const winners = new Set(r.winners);
  const at = r.startedAt?.slice(11, 16);
  const turns = r.turns;
  const length = [
    plural(turns, { one: '# turn', other: '# turns' }),
    r.minutes !== null && formats().minutes.format(r.minutes),
    at && t`began ${at}`,
  ].filter(Boolean);
  return (
    <li>
      <button
        type="button"
        onPointerDown={() => onPress(game)}
        onClick={() => onOpen(game)}
        data-testid="record-row"
        data-game={game.id}
        className="block min-h-11 w-full rounded-lg border border-slate-200 px-3 py-2 text-left hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-700/60"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium">{gameWords(r)}</span>
          <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {length.join(' · ')}
          </span>
        </span>
        <span className="block text-sm">
          {r.players.map((p, i) => (
            <span key={i}>
              {i > 0 && ', '}
              {winners.has(p.name) ? (
                <strong className="font-semibold text-amber-700 dark:text-amber-300">
                  <span aria-hidden="true">★ </span>
                  {p.name}
                  <span className="sr-only"> {t`(won)`}</span>
                </strong>
              ) : (
                p.name
              )}
            </span>
          ))}
        </span>
        <span
          className={`block text-sm ${r.result === 'playing' ? 'text-slate-600 italic dark:text-slate-400' : ''}`}
          data-testid="record-outcome"
        >
          {outcomeWords(r)}
        </span>
      </button>
    </li>
  );
});

/** The list before its first rows are drawn (the frame after the screen's first). */
const NOTHING = { games: [], records: [], chosen: [] } as const satisfies {
  games: readonly ListedGame[];
  records: readonly RecordSummary[];
  chosen: readonly number[];
};

export function GameList({
  db,
  games: gamesNow,
  records: recordsNow,
  chosen: chosenNow,
}: {
  db: Pick<RecordsDb, 'get'>;
  /** Null while they are being read (the stats above are drawn first). */
  games: readonly ListedGame[] | null;
  /** records[i]: games[i]'s record with names as shown. */
  records: readonly RecordSummary[] | null;
  /** The indexes of the games to list, newest night first. */
  chosen: readonly number[];
}) {
  // The rows follow the games chosen one painted frame later, in a transition: the choice's own
  // frame is its count and stats, above the list (on a phone the list is screens further down).
  // Deferred together: a new list of games (an import) renumbers the choice.
  const now = useMemo(
    () =>
      gamesNow && recordsNow ? { games: gamesNow, records: recordsNow, chosen: chosenNow } : null,
    [gamesNow, recordsNow, chosenNow],
  );
  const { games, records, chosen } = useAfterPaint<typeof now>(now, null) ?? NOTHING;
  const { t } = useLingui();
  const drawn = chosen !== NOTHING.chosen;
  // A new choice of games starts at its first page again.
  const [paged, setPaged] = useState({ chosen, shown: PAGE });
  const shown = paged.chosen === chosen ? paged.shown : PAGE;
  const [open, setOpen] = useState<{ game: ListedGame; story: Promise<Told> }>();
  // The story's code, fetched while the list is read rather than after the tap.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200));
    idle(() => void loadStory());
  }, []);
  // The game last pressed, read from the database while the finger is still down (a tap's click
  // comes a tenth of a second or so later).
  const pressed = useRef<{ id: string; at: number; whole: Promise<KeptGame | undefined> }>(null);
  const press = useCallback(
    (game: ListedGame) => {
      const whole = db.get(game.id).catch(() => undefined);
      pressed.current = { id: game.id, at: Date.now(), whole };
    },
    [db],
  );
  const show = useCallback(
    (game: ListedGame) => {
      const p = pressed.current;
      pressed.current = null;
      // A press long ago (a scroll that began on the row) is read again.
      const early = p?.id === game.id && Date.now() - p.at < 2000 ? p.whole : null;
      const whole = early ?? db.get(game.id).catch(() => undefined);
      const story = Promise.all([loadStory(), whole]).then(([Story, g]) => ({ Story, game: g }));
      // The dialog opens at once, its title and room for the story, while the game is read: a
      // modal dialog's opening (showModal) styles and lays out the page anew, on a slow phone
      // tens of milliseconds, done then while the database answers rather than after it. The
      // story is drawn into it as it arrives (StoryOf). Rendered with the dialog's own effect
      // (showModal), not a frame later.
      flushSync(() => setOpen({ game, story }));
    },
    [db],
  );
  // The page's rows, in runs of one night each.
  const nights = useMemo(() => {
    const out: { night: string; rows: number[] }[] = [];
    for (const i of chosen.slice(0, shown)) {
      const night = games[i]!.night;
      if (out.at(-1)?.night !== night) out.push({ night, rows: [] });
      out.at(-1)!.rows.push(i);
    }
    return out;
  }, [games, chosen, shown]);

  return (
    <section aria-labelledby="records-games" className={`${panel} flex flex-col gap-4`}>
      <h3 id="records-games" className="text-lg font-semibold">
        {t`Games`}
      </h3>
      {drawn && chosen.length === 0 && (
        <p className="text-slate-700 dark:text-slate-300">
          {t`No game kept matches these choices.`}
        </p>
      )}
      {/* Laid out only once scrolled near (content-visibility): a filter's new rows, and the
          page behind a story's dialog, cost no layout while off screen. The dialog stays
          outside, in the top layer. */}
      <div className="flex flex-col gap-4 [contain-intrinsic-block-size:auto_3000px] [content-visibility:auto]">
        {nights.map(({ night, rows }) => (
          <div key={night} data-testid="record-night">
            <h4 className="mb-2 font-semibold text-slate-800 dark:text-slate-200">
              {nightWords(night)}
            </h4>
            <ul className="flex flex-col gap-2">
              {rows.map((i) => (
                <Row
                  key={games[i]!.id}
                  game={games[i]!}
                  r={records[i]!}
                  onOpen={show}
                  onPress={press}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {chosen.length > shown && (
        <button
          type="button"
          className={btnSecondary}
          onClick={() => setPaged({ chosen, shown: shown + PAGE })}
        >
          {more(Math.min(PAGE, chosen.length - shown), chosen.length - shown)}
        </button>
      )}
      {open && (
        <Modal
          wide
          cover
          title={storyTitle(open.game)}
          onClose={() => setOpen(undefined)}
          testId="game-story"
        >
          <StoryOf story={open.story} />
        </Modal>
      )}
    </section>
  );
}
