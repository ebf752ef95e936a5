// What people do at the table: end turns, players leaving, win and draw effects, extra turns,
// undo and redo. Every action is an event for the engine; a refused one shows the engine's reason.
import { useEffect, useState } from 'react';
import { useUndoKeys } from '../useUndoKeys';
import { turnEnders, type DerivedTable, type Game, type GameEvent } from '../../rules';
import { gameStore, useGame } from '../../store/gameStore';
import { btn, btnPrimary, btnSecondary, select } from '../styles';
import { RuleRef } from '../Why';

const dispatch = (e: GameEvent) => gameStore.getState().dispatch(e);

/** The E key ends the turn when one turn is running (not while typing, not with a modifier). */
function useEndTurnKey(event: GameEvent | null) {
  useEffect(() => {
    if (!event) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT'))
        return;
      if (e.key.toLowerCase() !== 'e' || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (document.querySelector('dialog[open]')) return; // a dialog has the keyboard
      e.preventDefault();
      dispatch(event);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [event]);
}

/** More running turns than this (Grand Melee at 20+ seats) get one picker, not a button each. */
const MAX_TURN_BUTTONS = 4;

type Ender = ReturnType<typeof turnEnders>[number];

function enderLabel(derived: DerivedTable, { seat, marker }: Ender): string {
  const who = derived.players[seat]!;
  return marker !== null
    ? `End turn — marker ${marker} (${who.name}${who.inGame ? '' : ', left'})`
    : derived.activeTeam
      ? `End ${derived.activeTeam}'s turn`
      : `End ${who.name}'s turn${who.inGame ? '' : ' (left)'}`;
}

/**
 * Grand Melee with many markers (807.4): one picker of the running turns and one button, so the
 * bar stays one row on a phone however many turns run at once.
 */
function TurnPicker({ derived, enders }: { derived: DerivedTable; enders: Ender[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const pick = enders.find((e) => e.marker === chosen) ?? enders[0]!;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2" data-testid="turn-picker">
      <label className="sr-only" htmlFor="turn-picker-select">
        Which running turn to end ({enders.length} running)
      </label>
      <select
        id="turn-picker-select"
        className={`${select} min-w-0 flex-1`}
        value={pick.marker ?? ''}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {enders.map((e) => (
          <option key={e.marker} value={e.marker ?? ''}>
            Marker {e.marker}: {derived.players[e.seat]!.name}
          </option>
        ))}
      </select>
      <button type="button" className={btnPrimary} onClick={() => dispatch(pick.event)}>
        End {derived.players[pick.seat]!.name}&apos;s turn
        <span className="sr-only"> (marker {pick.marker})</span>
      </button>
    </div>
  );
}

export function TurnButtons({ game, derived }: { game: Game; derived: DerivedTable }) {
  const enders = turnEnders(game);
  const only = !derived.gameOver && enders.length === 1 ? enders[0]!.event : null;
  useEndTurnKey(only);
  if (derived.gameOver) return null;
  if (enders.length > MAX_TURN_BUTTONS) return <TurnPicker derived={derived} enders={enders} />;
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
      {enders.map((ender) => {
        const { event, marker } = ender;
        const label = enderLabel(derived, ender);
        return (
          <button
            key={marker ?? 'turn'}
            type="button"
            className={btnPrimary}
            onClick={() => dispatch(event)}
            aria-keyshortcuts={enders.length === 1 ? 'E' : undefined}
            title={enders.length === 1 ? 'Shortcut: E' : undefined}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

export function UndoRedo() {
  // At a rematch's start, undo brings back the game it replaced.
  const canUndo = useGame((s) => s.cursor > 0 || s.rematchOf !== null);
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
