// The table's polite live region: a screen reader hears whose turn it is now, who left the game
// and who holds a designation, as the game moves on (announce.ts), and a life total changed by
// taps on a seat whose life no panel reads out. Its own chunk, mounted after the first paint: it
// says nothing until something changes.
import { useEffect, useState } from 'react';
import {
  selectDerived,
  selectFocus,
  useGame,
  useGameStore,
  type GameStoreState,
} from '../../store/gameStore';
import { useAfterPaint } from '../useAfterPaint';
import { announce, announceTaps } from './announce';

/** The seat whose life the life panel reads out (the full table's focus), or null. */
const heardSeat = (s: GameStoreState) =>
  s.ui.tableMode || s.ui.presenting ? null : selectFocus(s);

export default function Announcer() {
  const store = useGameStore();
  // The words follow the paint, in the panels' commit: a reader loses nothing by a frame, and
  // set from an effect they were a commit and a frame of their own after every move (at 100
  // seats on a slow phone, ~20 ms more before the page caught up).
  const derived = useAfterPaint(useGame(selectDerived));
  const [said, setSaid] = useState({ after: derived, text: '' });
  if (derived && derived !== said.after)
    // Worked out while rendering (React's "previous props in state"), so no second commit.
    setSaid({ after: derived, text: announce(said.after, derived) || said.text });
  // Taps on a life are said once they are gathered (the moment they become one history entry),
  // not at each tap: the game they were shown on has the total they leave.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (!prev.pending || s.pending === prev.pending) return;
        const same = s.pending && s.pending.player === prev.pending.player;
        if (same && s.pending!.type === prev.pending.type) return;
        const text = announceTaps(prev.pending, selectDerived(prev), heardSeat(prev));
        if (text) setSaid((was) => ({ ...was, text }));
      }),
    [store],
  );
  return (
    <p className="sr-only" aria-live="polite" data-testid="announcer">
      {said.text}
    </p>
  );
}
