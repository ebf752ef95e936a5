// The table's polite live region: a screen reader hears whose turn it is now, who left the game
// and who holds a designation, as the game moves on (announce.ts). Its own chunk, mounted after
// the first paint: it says nothing until something changes.
import { useEffect, useRef, useState } from 'react';
import type { DerivedTable } from '../../rules';
import { selectDerived, useGame } from '../../store/gameStore';
import { announce } from './announce';

export default function Announcer() {
  const derived = useGame(selectDerived);
  const prev = useRef<DerivedTable | null>(derived);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!derived || derived === prev.current) return;
    const words = announce(prev.current, derived);
    prev.current = derived;
    if (words) setText(words);
  }, [derived]);
  return (
    <p className="sr-only" aria-live="polite" data-testid="announcer">
      {text}
    </p>
  );
}
