// The table as it would start, drawn while it is being seated: every player added, removed,
// renamed, moved or put on a team shows at once, with each seat's range (801.2) and who goes
// first (103.2). Tapping a seat shows its range and whom it may attack, as on the table.
import { memo, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import { TableChart } from '../../chart/TableChart';
import { derive, newGame, pendingRange, type Scenario, type Table } from '../../rules';
import { panel } from '../styles';
import { firstIsOpen } from './firstPlayer';
import { EditionRuleRef } from './ui';

export const SetupChart = memo(function SetupChart({
  table,
  scenario,
}: {
  /** The form's table, or null while it cannot be seated (the last one that could is kept). */
  table: Table | null;
  scenario: Scenario;
}) {
  // Its catalog: the chart is also drawn on a phone joining a live gathering (ui/live/GatherJoin).
  useCatalog('setup');
  const { t } = useLingui();
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
        {t`The chart appears once the table has three players.`}
      </section>
    );
  const lookedSeat = looked === null ? -1 : shown.players.findIndex((p) => p.name === looked);
  const focus = lookedSeat >= 0 ? lookedSeat : shown.startingSeat;
  const first = shown.players[shown.startingSeat]!.name;
  const random = firstIsOpen(scenario);
  const edition = scenario.options?.edition;
  return (
    <section
      aria-label={t`The table as it would start`}
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
          : `${t`The form has a problem; the chart shows the last table that could be seated.`} `}
        {random ? (
          <Trans>
            Who goes first is chosen at random when the game starts (
            <EditionRuleRef edition={edition} rule="103.2" />
            ); until then the chart marks {first}.
          </Trans>
        ) : (
          <Trans>
            {first} goes first (<EditionRuleRef edition={edition} rule="103.2" />
            ).
          </Trans>
        )}{' '}
        <Trans>
          Tap a seat to see its range (<EditionRuleRef edition={edition} rule="801.2" />
          ).
        </Trans>
      </p>
    </section>
  );
});
