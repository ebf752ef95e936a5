// What people do at the table: end turns, players leaving, win and draw effects, extra turns,
// undo and redo. Every action is an event for the engine; a refused one shows the engine's reason.
import { memo, useState } from 'react';
import { useUndoKeys } from '../useUndoKeys';
import { turnEnders, type DerivedTable, type Game, type GameEvent } from '../../rules';
import { gameStore, useGame } from '../../store/gameStore';
import { nameList } from '../labels';
import { btn, btnDanger, btnPrimary, btnSecondary, panel, select } from '../styles';
import { RuleRef, Why } from '../Why';

const dispatch = (e: GameEvent) => gameStore.getState().dispatch(e);

export function TurnButtons({ game, derived }: { game: Game; derived: DerivedTable }) {
  const enders = turnEnders(game);
  if (derived.gameOver) return null;
  // Grand Melee's markers (807.4): on a phone their buttons share one row, so the fixed bar
  // stays short and covers less of the table.
  const grid = enders.length === 3 ? 'grid-cols-3' : 'grid-cols-2';
  return (
    <div
      className={
        enders.length > 1
          ? `grid w-full ${grid} gap-2 sm:flex sm:w-auto sm:flex-wrap [&>button]:leading-tight`
          : 'flex flex-wrap gap-2'
      }
    >
      {enders.map(({ event, seat, marker }) => {
        const who = derived.players[seat]!;
        const label =
          marker !== null
            ? `End turn — marker ${marker} (${who.name}${who.inGame ? '' : ', left'})`
            : derived.activeTeam
              ? `End ${derived.activeTeam}'s turn`
              : `End ${who.name}'s turn${who.inGame ? '' : ' (left)'}`;
        return (
          <button
            key={marker ?? 'turn'}
            type="button"
            className={btnPrimary}
            onClick={() => dispatch(event)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

export function UndoRedo() {
  const canUndo = useGame((s) => s.cursor > 0);
  const canRedo = useGame((s) => s.cursor < s.log.length);
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={btnSecondary}
        disabled={!canUndo}
        onClick={() => gameStore.getState().undo()}
        aria-keyshortcuts="Control+Z"
      >
        <span aria-hidden="true">↶</span> Undo
      </button>
      <button
        type="button"
        className={btnSecondary}
        disabled={!canRedo}
        onClick={() => gameStore.getState().redo()}
        aria-keyshortcuts="Control+Shift+Z"
      >
        <span aria-hidden="true">↷</span> Redo
      </button>
    </div>
  );
}

/** The table's undo and redo on the keyboard (see useUndoKeys). */
export function useUndoShortcuts(enabled = true) {
  useUndoKeys(undoGame, redoGame, enabled);
}
const undoGame = () => gameStore.getState().undo();
const redoGame = () => gameStore.getState().redo();

export const PlayerActions = memo(function PlayerActions({
  derived,
  focus,
}: {
  derived: DerivedTable;
  focus: number | null;
}) {
  const present = derived.players.filter((p) => p.inGame);
  const [chosen, setChosen] = useState<string>('');
  const fallback =
    focus !== null && derived.players[focus]?.inGame
      ? derived.players[focus]!.name
      : (present[0]?.name ?? '');
  const player = present.some((p) => p.name === chosen) ? chosen : fallback;
  if (derived.gameOver || present.length === 0) return null;
  return (
    <fieldset className={`${panel} flex flex-col gap-3`}>
      <legend className="px-1 text-sm font-semibold">Something happens to a player</legend>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="action-player" className="text-slate-600 dark:text-slate-300">
          Player
        </label>
        <select
          id="action-player"
          className={select}
          value={player}
          onChange={(e) => setChosen(e.target.value)}
        >
          {present.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className={btnDanger}
          onClick={() => dispatch({ type: 'leave', player, reason: 'concede' })}
        >
          {player} concedes
        </button>
        <button
          type="button"
          className={btnDanger}
          onClick={() => dispatch({ type: 'leave', player, reason: 'lose' })}
        >
          {player} loses
        </button>
        <button
          type="button"
          className={btnSecondary}
          onClick={() => dispatch({ type: 'win', player })}
        >
          Effect: {player} wins
        </button>
        <button
          type="button"
          className={btnSecondary}
          onClick={() => dispatch({ type: 'draw', player })}
        >
          Effect: draw ({player})
        </button>
        <button
          type="button"
          className={`${btnSecondary} col-span-2`}
          onClick={() => dispatch({ type: 'extraTurn', player })}
        >
          {player} gets an extra turn
        </button>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Nothing here asks “are you sure?” — Undo takes any of it back.
      </p>
    </fieldset>
  );
});

export function Refusal() {
  const refusal = useGame((s) => s.refusal);
  if (!refusal) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-lg border border-rose-400 bg-rose-50 p-3 text-sm text-rose-900 dark:border-rose-500/70 dark:bg-rose-950/60 dark:text-rose-100"
    >
      <p>
        {refusal.message}
        {refusal.rule && (
          <>
            {' '}
            — <RuleRef rule={refusal.rule} />
          </>
        )}
      </p>
      <button
        type="button"
        className={`${btn} min-h-11 px-3`}
        onClick={() => gameStore.getState().dismissRefusal()}
        aria-label="Dismiss message"
      >
        ✕
      </button>
    </div>
  );
}

export function GameOver({ derived, game }: { derived: DerivedTable; game: Game }) {
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
      <p className="text-sm">Undo to step back, or start a new game.</p>
      <Why label="Why the game is over" explain={(x) => x.gameOverReason(game)} />
    </div>
  );
}
