// The games chosen, night by night, newest first: a heading per night, a row per game. Only a
// page of rows is made at a time ("Show more"), so ten thousand games cost what forty do. A row
// opens the game's story (GameStory, its own chunk).
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { KeptGame } from '../../persist/records';
import type { GameRecord } from '../../rules/record';
import { chunkErrorText } from '../chunkError';
import { Modal } from '../share/Modal';
import { btnSecondary, panel } from '../styles';
import { gameWords, nightWords, outcomeWords } from './filters';

type StoryModule = { default: (p: { game: KeptGame }) => ReactNode };
const GameStory = lazy((): Promise<StoryModule> =>
  import('./GameStory').catch(() => ({
    default: () => (
      <p role="alert">The game&apos;s story could not be opened: {chunkErrorText()}</p>
    ),
  })),
);

export const PAGE = 25;

function Row({ game, r, onOpen }: { game: KeptGame; r: GameRecord; onOpen: () => void }) {
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
  games,
  records,
  chosen,
}: {
  games: readonly KeptGame[];
  /** records[i]: games[i]'s record with names as shown. */
  records: readonly GameRecord[];
  /** The indexes of the games to list, newest night first. */
  chosen: readonly number[];
}) {
  const [shown, setShown] = useState(PAGE);
  const [open, setOpen] = useState<KeptGame | null>(null);
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
                onOpen={() => setOpen(games[i]!)}
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
          title={`${gameWords(open.record)} · ${nightWords(open.night, true)}`}
          onClose={() => setOpen(null)}
          testId="game-story"
        >
          <Suspense fallback={<p>Drawing the game&apos;s story…</p>}>
            <GameStory game={open} />
          </Suspense>
        </Modal>
      )}
    </section>
  );
}
