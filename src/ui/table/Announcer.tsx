// The table's polite live region: a screen reader hears whose turn it is now, who left the game
// and who holds a designation, as the game moves on (announce.ts). Its own chunk, mounted after
// the first paint: it says nothing until something changes.
import { useState } from 'react';
import { selectDerived, useGame } from '../../store/gameStore';
import { useAfterPaint } from '../useAfterPaint';
import { announce } from './announce';

export default function Announcer() {
  // The words follow the paint, in the panels' commit: a reader loses nothing by a frame, and
  // set from an effect they were a commit and a frame of their own after every move (at 100
  // seats on a slow phone, ~20 ms more before the page caught up).
  const derived = useAfterPaint(useGame(selectDerived));
  const [said, setSaid] = useState({ after: derived, text: '' });
  if (derived && derived !== said.after)
    // Worked out while rendering (React's "previous props in state"), so no second commit.
    setSaid({ after: derived, text: announce(said.after, derived) || said.text });
  return (
    <p className="sr-only" aria-live="polite" data-testid="announcer">
      {said.text}
    </p>
  );
}
