// Table mode's game over: who won (a side, or a draw) in large words, once facing each side of
// the table, with Rematch and the game's story one tap away. Its own chunk, loaded only once a
// game has ended.
import { Suspense, useState } from 'react';
import type { DerivedTable } from '../../rules';
import { useGameStore } from '../../store/gameStore';
import { centreText } from '../../chart/palette';
import { btnPrimary, btnSecondary } from '../styles';
import { playAgain, StoryDialog } from './GameOver';

/** "Jo wins", "The Suns win", "A draw": the result as one line. */
export function resultLine(derived: DerivedTable): string {
  const c = centreText(derived);
  return derived.winners.length ? `${c.headline} ${c.detail}` : 'A draw: no one wins';
}

export default function ModeGameOver({ derived }: { derived: DerivedTable }) {
  const store = useGameStore();
  const [story, setStory] = useState(false);
  const line = resultLine(derived);
  const turn = `Game over after turn ${derived.turn}`;
  const words = (upside: boolean) => (
    <div
      className={`flex flex-col items-center gap-1 text-center ${upside ? 'rotate-180' : ''}`}
      aria-hidden={upside || undefined}
    >
      <p className="text-[min(10vmin,4rem)] leading-tight font-bold text-balance">{line}</p>
      <p className="text-[min(4vmin,1.25rem)] text-slate-600 dark:text-slate-300">{turn}</p>
    </div>
  );
  return (
    <>
      <div
        role="status"
        data-testid="mode-game-over"
        className="pointer-events-auto absolute top-1/2 left-1/2 z-20 flex max-h-[86vmin] w-[min(32rem,66vmin)] -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center gap-[2.5vmin] overflow-auto rounded-3xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 shadow-xl dark:bg-slate-900 dark:text-amber-100"
      >
        {/* The far side of the table reads the upper copy; sized by the screen's shorter side. Opaque:
          the seats' own large words behind would read through a tint. */}
        {words(true)}
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            className={`${btnPrimary} min-h-12 px-5 text-lg`}
            onClick={() => playAgain(store)}
            data-testid="mode-rematch"
          >
            Rematch
          </button>
          <button
            type="button"
            className={`${btnSecondary} min-h-12 px-5 text-lg`}
            onClick={() => setStory(true)}
            aria-haspopup="dialog"
          >
            The game’s story
          </button>
        </div>
        {words(false)}
      </div>
      {story && (
        <Suspense fallback={null}>
          <StoryDialog store={store} onClose={() => setStory(false)} />
        </Suspense>
      )}
    </>
  );
}
