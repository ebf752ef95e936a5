// Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes — except while typing in a field, where the
// browser's own text undo applies. The table and the setup screen each bind their own history.
import { useEffect, useRef } from 'react';

/** Whether a key press is typing in a field, where the browser's own keys apply. */
export function typing(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return !!t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT');
}

export function useUndoKeys(onUndo: () => void, onRedo: () => void, enabled = true) {
  // The latest handlers, without re-binding the listener on every render.
  const handlers = useRef({ onUndo, onRedo });
  useEffect(() => {
    handlers.current = { onUndo, onRedo };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || !(e.ctrlKey || e.metaKey)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) handlers.current.onUndo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') handlers.current.onRedo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
