// Presentation mode for any table, as lessons have it: for a teacher's big screen, the chart as
// large as the screen allows with its legend, the turn and the turn controls, and nothing else.
// Esc or the button leaves; full screen where the browser allows it.
import { useEffect, useRef } from 'react';
import type { DerivedTable, Game } from '../../rules';
import { gameLabel, turnsLabel } from '../../rules/labels';
import { selectDerived, selectGame, useGame } from '../../store/gameStore';
import { btn } from '../styles';
import { TurnButtons, UndoRedo } from './Controls';
import { GameChart } from './GameChart';

/** The table being presented, read here: the table screen (start-up code) only picks the screen. */
export default function PresentTable() {
  const game = useGame(selectGame);
  const derived = useGame(selectDerived);
  return game && derived ? <Presenting game={game} derived={derived} /> : null;
}

function Presenting({ game, derived }: { game: Game; derived: DerivedTable }) {
  const set = useGame((s) => s.setUi);
  const leaveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    leaveButton.current?.focus();
    const leave = () => set({ presenting: false });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') leave();
    };
    const onFull = () => {
      if (!document.fullscreenElement) leave();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFull);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    };
  }, [set]);
  const { edition } = derived.table;
  const title = gameLabel(derived.table) + (edition === 'current' ? '' : ` · ${edition} rules`);
  const turns = turnsLabel(derived);
  return (
    <div
      className="fixed inset-0 z-50 grid content-start gap-4 overflow-auto bg-slate-50 p-4 text-slate-900 landscape:grid-cols-[auto_minmax(0,1fr)] landscape:grid-rows-[1fr_auto_auto_1fr] landscape:gap-x-8 dark:bg-slate-950 dark:text-slate-100"
      data-testid="presentation"
      role="region"
      aria-label={`Presenting: ${title}`}
    >
      <h2 className="text-2xl font-semibold lg:text-4xl landscape:col-start-2 landscape:row-start-2">
        {title}
        <span className="block text-lg font-normal text-slate-600 lg:text-2xl dark:text-slate-300">
          {turns[0]!.toUpperCase() + turns.slice(1)}
        </span>
      </h2>
      {/* As large as the screen allows, with its legend. */}
      <div className="mx-auto portrait:w-[min(calc(100vw-2rem),52dvh)] landscape:col-start-1 landscape:row-span-4 landscape:row-start-1 landscape:w-[min(calc(100dvh-7rem),62vw)] landscape:self-center">
        <GameChart counters />
      </div>
      <div className="flex flex-col gap-4 text-lg landscape:col-start-2 landscape:row-start-3">
        <div className="flex flex-wrap items-center gap-2">
          <TurnButtons game={game} derived={derived} />
          <UndoRedo />
        </div>
        <button
          ref={leaveButton}
          type="button"
          className={`${btn} self-start text-slate-600 underline dark:text-slate-300`}
          onClick={() => set({ presenting: false })}
          aria-keyshortcuts="Escape"
        >
          Leave presentation (Esc)
        </button>
      </div>
    </div>
  );
}
