// What people do at the table: end turns, players leaving, win and draw effects, extra turns,
// undo and redo. Every action is an event for the engine; a refused one shows the engine's reason.
import { lazy, Suspense, useEffect } from 'react';
import { useUndoKeys } from '../useUndoKeys';
import { turnEnders, type DerivedTable, type Game, type GameEvent } from '../../rules';
import { gameStore, useGame } from '../../store/gameStore';
import { btn, btnPrimary, btnSecondary } from '../styles';
import { RuleRef } from '../RuleRef';
import { teamOwn } from '../../rules/labels';

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

// Only Grand Melee at 20+ seats needs the picker: it loads then.
const TurnPicker = lazy(() => import('./TurnPicker'));

function enderLabel(derived: DerivedTable, { seat, marker }: Ender): string {
  const who = derived.players[seat]!;
  return marker !== null
    ? `End turn — marker ${marker} (${who.name}${who.inGame ? '' : ', left'})`
    : derived.activeTeam
      ? `End ${teamOwn(derived.activeTeam)} turn`
      : `End ${who.name}'s turn${who.inGame ? '' : ' (left)'}`;
}

export function TurnButtons({ game, derived }: { game: Game; derived: DerivedTable }) {
  const enders = turnEnders(game);
  const only = !derived.gameOver && enders.length === 1 ? enders[0]!.event : null;
  useEndTurnKey(only);
  if (derived.gameOver) return null;
  if (enders.length > MAX_TURN_BUTTONS)
    return (
      <Suspense fallback={null}>
        <TurnPicker derived={derived} enders={enders} />
      </Suspense>
    );
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
