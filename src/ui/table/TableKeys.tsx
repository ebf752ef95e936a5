// The table's keyboard shortcuts: Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes (useUndoKeys),
// E ends the turn when one turn is running, and P presents the table (or leaves presenting). A chunk fetched beside the first paint, not in
// the start-up JavaScript: a key pressed in the moment before it arrives does nothing.
import { useEffect } from 'react';
import type { GameEvent } from '../../rules';
import { useGame, useGameStore } from '../../store/gameStore';
import { typing, useUndoKeys } from '../useUndoKeys';

export function UndoKeys({ enabled }: { enabled: boolean }) {
  useUndoKeys(
    useGame((s) => s.undo),
    useGame((s) => s.redo),
    enabled,
  );
  usePresentKey(enabled);
  return null;
}

/** P: presentation mode on the table, as in a lesson (not while typing or in a dialog). */
function usePresentKey(enabled: boolean) {
  const store = useGameStore();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (e.key.toLowerCase() !== 'p' || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      const { ui, setUi } = store.getState();
      setUi({ presenting: !ui.presenting });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, enabled]);
}

/** The E key ends the turn when one turn is running (not while typing, not with a modifier). */
export function EndTurnKey({ event }: { event: GameEvent | null }) {
  const dispatch = useGame((s) => s.dispatch);
  useEffect(() => {
    if (!event) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e)) return;
      if (e.key.toLowerCase() !== 'e' || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (document.querySelector('dialog[open]')) return; // a dialog has the keyboard
      e.preventDefault();
      dispatch(event);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, event]);
  return null;
}
