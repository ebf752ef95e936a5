import { memo } from 'react';
// The event log in plain words. Jump to any point; what was undone stays listed until a new
// event replaces it.
import { describeEvent, type DerivedTable } from '../../rules';
import { gameAt, gameStore, useGame } from '../../store/gameStore';
import { panel } from '../styles';
import { Why } from '../Why';

export const History = memo(function History({ derived }: { derived: DerivedTable }) {
  const log = useGame((s) => s.log);
  const cursor = useGame((s) => s.cursor);
  const first = derived.table.players[derived.table.startingSeat]!;
  const start = `Game starts — ${derived.table.options.sharedTeamTurns && first.team ? `team ${first.team}` : first.name} goes first`;
  const items = [start, ...log.map(describeEvent)];
  return (
    <section className={panel} aria-labelledby="history-title">
      <h2 id="history-title" className="mb-2 text-base font-semibold">
        History
      </h2>
      <ol className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm" data-testid="history">
        {items.map((text, i) => {
          const current = i === cursor;
          const undone = i > cursor;
          return (
            <li key={i} className="flex flex-wrap items-start gap-1">
              <button
                type="button"
                onClick={() => gameStore.getState().jumpTo(i)}
                aria-current={current ? 'step' : undefined}
                className={`min-h-11 flex-1 rounded-lg px-3 py-2 text-left ${current ? 'bg-amber-100 font-semibold text-amber-950 dark:bg-amber-400/20 dark:text-amber-100' : 'hover:bg-slate-100 dark:hover:bg-slate-700'} ${undone ? 'text-slate-400 line-through dark:text-slate-500' : ''}`}
              >
                <span className="mr-2 tabular-nums opacity-80">{i}.</span>
                {text.charAt(0).toUpperCase() + text.slice(1)}
                {undone && <span className="sr-only"> (undone)</span>}
              </button>
              <Why
                className="shrink-0 open:basis-full"
                label={
                  <>
                    Why?<span className="sr-only"> (history entry {i})</span>
                  </>
                }
                explain={(x) =>
                  i === 0
                    ? x.turnReason(gameAt(derived.table, log, 0))
                    : x.eventReasons(
                        gameAt(derived.table, log, i - 1),
                        gameAt(derived.table, log, i),
                        log[i - 1]!,
                      )
                }
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
});
