// The table as it would start, drawn while it is being seated: every player added, removed,
// renamed, moved or put on a team shows at once, with each seat's range (801.2) and who goes
// first (103.2). Tapping a seat shows its range and whom it may attack, as on the table.
import { memo, useMemo, useRef, useState } from 'react';
import { TableChart } from '../../chart/TableChart';
import { derive, newGame, pendingRange, type Scenario, type Table } from '../../rules';
import { RuleRef } from '../RuleRef';
import { panel } from '../styles';
import { firstIsOpen } from './firstPlayer';

export const SetupChart = memo(function SetupChart({
  table,
  scenario,
}: {
  /** The form's table, or null while it cannot be seated (the last one that could is kept). */
  table: Table | null;
  scenario: Scenario;
}) {
  const last = useRef<Table | null>(null);
  if (table) last.current = table;
  const shown = table ?? last.current;
  // The seat looked at, by name, so it stays with its player when the list is reordered.
  const [looked, setLooked] = useState<string | null>(null);
  const game = useMemo(() => (shown ? newGame(shown) : null), [shown]);
  const derived = useMemo(() => (game ? derive(game) : null), [game]);
  if (!game || !derived || !shown)
    return (
      <section className={`${panel} text-sm text-slate-700 dark:text-slate-300`}>
        The chart appears once the table has three players.
      </section>
    );
  const lookedSeat = looked === null ? -1 : shown.players.findIndex((p) => p.name === looked);
  const focus = lookedSeat >= 0 ? lookedSeat : shown.startingSeat;
  const first = shown.players[shown.startingSeat]!;
  const random = firstIsOpen(scenario);
  return (
    <section
      aria-label="The table as it would start"
      className={`${panel} flex flex-col gap-2 ${table ? '' : 'opacity-60'}`}
      data-testid="setup-chart"
      data-seats={shown.players.length}
    >
      <div className="mx-auto w-full max-w-[min(100%,42svh)] lg:max-w-none">
        <TableChart
          derived={derived}
          focus={focus}
          selected={lookedSeat >= 0 ? lookedSeat : null}
          pending={pendingRange(game, focus)}
          showAllRanges={false}
          showDeploy={false}
          testId="setup-seating-chart"
          onSelect={(seat) => {
            const name = shown.players[seat]?.name ?? null;
            setLooked((now) => (now === name ? null : name));
          }}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="setup-chart-note">
        {table
          ? null
          : 'The form has a problem; the chart shows the last table that could be seated. '}
        {random ? (
          <>
            Who goes first is chosen at random when the game starts (
            <RuleRef rule="103.2" />
            ); until then the chart marks {first.name}.
          </>
        ) : (
          <>
            {first.name} goes first (<RuleRef rule="103.2" />
            ).
          </>
        )}{' '}
        Tap a seat to see its range (<RuleRef rule="801.2" />
        ).
      </p>
    </section>
  );
});
