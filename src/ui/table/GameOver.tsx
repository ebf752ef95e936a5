// The result when the game ends, with Rematch (a new game at the same table, 103.2). Its own
// chunk: it shows only once a game is over, so the start bundle does without it.
import { type DerivedTable, type Game } from '../../rules';
import { selectDerived, useGameStore, type GameStore } from '../../store/gameStore';
import { rematch } from '../../store/newGame';
import { pushNotice } from '../../store/notices';
import { nameList } from '../playerWords';
import { btnPrimary } from '../styles';
import { Why } from '../Why';

export default function GameOver({ derived, game }: { derived: DerivedTable; game: Game }) {
  const store = useGameStore();
  if (!derived.gameOver) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="text-lg font-semibold">
        {derived.winners.length
          ? `Game over — ${nameList(derived, derived.winners)} ${derived.winners.length === 1 ? 'wins' : 'win'}`
          : 'Game over — a draw'}
      </p>
      <p className="text-sm">Undo to step back, or play again with the same players and options.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${btnPrimary} my-2`}
          onClick={() => playAgain(store)}
          data-testid="rematch"
        >
          Rematch
        </button>
        <Why label="Why the game is over" explain={(x) => x.gameOverReason(game)} />
      </div>
    </div>
  );
}

/** A new game at the same table; the rules pick who goes first afresh (103.2). */
function playAgain(store: GameStore) {
  if (rematch(store)) return;
  const d = selectDerived(store.getState());
  const active = d?.activePlayers ?? [];
  const who =
    d && active.length
      ? `${nameList(d, active)} ${active.length === 1 ? 'goes' : 'go'} first, picked at random by the rules (103.2). `
      : '';
  pushNotice({
    tone: 'info',
    title: 'Rematch',
    body: `${who}The last game is kept in Tables; Undo brings it back.`,
  });
}
