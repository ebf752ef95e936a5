// The games chosen, night by night, newest first: a heading per night, a row per game. Only a
// page of rows is made at a time ("Show more"), so ten thousand games cost what forty do. A row
// opens the game's story (GameStory, its own chunk), read whole from the database on the tap:
// the list holds no game's moves.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { KeptGame, ListedGame, RecordsDb } from '../../persist/records';
import type { RecordSummary } from '../../rules/record';
import { chunkErrorText } from '../chunkError';
import { Modal } from '../share/Modal';
import { btnSecondary, panel } from '../styles';
import { gameWords, nightWords, outcomeWords } from './filters';

type Story = (p: { game: KeptGame }) => ReactNode;
const loadStory = (): Promise<Story> =>
  import('./GameStory')
    .then((m) => m.default)
    .catch(() => () => (
      <p role="alert">The game&apos;s story could not be opened: {chunkErrorText()}</p>
    ));

/**
 * The story once its code and its game are both in: asked for together on the tap, and drawn as
 * soon as they are, in plain state rather than Suspense (React paces what a Suspense boundary
 * reveals, by a few hundred milliseconds).
 */
function StoryOf({ story }: { story: Promise<{ Story: Story; game: KeptGame | undefined }> }) {
  const [got, setGot] = useState<Awaited<typeof story>>();
  useEffect(() => {
    let live = true;
    void story.then((s) => live && setGot(s));
    return () => void (live = false);
  }, [story]);
  if (!got) return <p>Drawing the game&apos;s story…</p>;
  return got.game ? (
    <got.Story game={got.game} />
  ) : (
    <p role="alert">This game is no longer kept on this device.</p>
  );
}

export const PAGE = 25;

function Row({ game, r, onOpen }: { game: ListedGame; r: RecordSummary; onOpen: () => void }) {
  const winners = new Set(r.winners);
  const at = r.startedAt?.slice(11, 16);
  const length = [
    `${r.turns} ${r.turns === 1 ? 'turn' : 'turns'}`,
    r.minutes !== null && `${r.minutes} min`,
    at && `began ${at}`,
  ].filter(Boolean);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
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
                  <span className="sr-only"> (won)</span>
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
}

export function GameList({
  db,
  games,
  records,
  chosen,
}: {
  db: Pick<RecordsDb, 'get'>;
  games: readonly ListedGame[];
  /** records[i]: games[i]'s record with names as shown. */
  records: readonly RecordSummary[];
  /** The indexes of the games to list, newest night first. */
  chosen: readonly number[];
}) {
  const [shown, setShown] = useState(PAGE);
  const [open, setOpen] = useState<{
    game: ListedGame;
    story: Parameters<typeof StoryOf>[0]['story'];
  }>();
  const show = (game: ListedGame) => {
    const whole = db.get(game.id).catch(() => undefined);
    const story = Promise.all([loadStory(), whole]).then(([Story, g]) => ({ Story, game: g }));
    setOpen({ game, story });
  };
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
        Games
      </h3>
      {chosen.length === 0 && (
        <p className="text-slate-700 dark:text-slate-300">No game kept matches these choices.</p>
      )}
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
                onOpen={() => show(games[i]!)}
              />
            ))}
          </ul>
        </div>
      ))}
      {chosen.length > shown && (
        <button type="button" className={btnSecondary} onClick={() => setShown(shown + PAGE)}>
          Show {Math.min(PAGE, chosen.length - shown)} more of {chosen.length - shown}
        </button>
      )}
      {open && (
        <Modal
          wide
          title={`${gameWords(open.game.record)} · ${nightWords(open.game.night, true)}`}
          onClose={() => setOpen(undefined)}
          testId="game-story"
        >
          <StoryOf story={open.story} />
        </Modal>
      )}
    </section>
  );
}
