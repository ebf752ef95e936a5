// The records screen's body (RecordsScreen.tsx shows it once the games' numbers are read): the
// filter, the stats of the games chosen, the games night by night, renames and merges, records
// out and in. The filter and the stats come from the games' numbers alone (statsIndex, kept per
// shelf in the database and joined as it is read), with names read through the aliases once per
// change of either; a filter change is then a pass over the numbers of the games chosen, in the
// change's own render, so the next frame shows the count and the stats. The games as listed (the
// rows, the exports) are read a moment after the numbers, from the same reading; the list's rows
// follow a frame later (GameList), and only the charts whose bars changed and the rows not shown
// before are drawn anew (memo).
import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { statsAt } from '../../rules/statsAt';
import { panel } from '../styles';
import { FilterBar } from './FilterBar';
import { ALL, chosenAt, isAll, type Filter } from './filters';
import { GameList } from './GameList';
import { OutAndIn } from './OutAndIn';
import { recordsShown } from './people';
import { PlayersPanel } from './PlayersPanel';
import { prepare, type Prepared } from './prepared';
import { StatsPanel } from './StatsPanel';
import { firstView, summaryMatches, summaryOf } from './summary';
import type { useRecords, RecordsState } from './useRecords';

type Ready = Extract<RecordsState, { status: 'ready' }>;

const NONE: never[] = [];

/**
 * Keeps the summary of what is drawn (summary.ts) when the one read was not of these games and
 * aliases (none yet, the games changed, a rename or a merge), in an idle moment: the next opening
 * draws from it. Refused by the database if the games changed since these numbers were read.
 */
function useKeptSummary(state: Ready, base: Prepared | null) {
  const { db, changed, summary, summaryChanged, aliases } = state;
  useEffect(() => {
    if (!base || (changed === summaryChanged && summaryMatches(summary, aliases))) return;
    const keep = () => void db.setSummary(changed, summaryOf(base, aliases)).catch(() => false);
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(keep, 0);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(keep);
    return () => cancelIdleCallback(id);
  }, [db, base, changed, summary, summaryChanged, aliases]);
}

export default function Records({
  state,
  reload,
  setAliases,
}: { state: Ready } & Omit<ReturnType<typeof useRecords>, 'state'>) {
  const { t } = useLingui();
  const { games, aliases, summary } = state;
  const [filter, setFilter] = useState<Filter>(ALL);
  // The summary's stats are these numbers' when kept of the same games and aliases.
  const known =
    summary && state.changed === state.summaryChanged && summaryMatches(summary, aliases)
      ? summary.allStats
      : undefined;
  const base = useMemo(
    () => (state.index ? prepare(state.index, aliases, known) : null),
    [state.index, aliases, known],
  );
  // Until the numbers are joined (opened from a kept summary), the first frame is the summary's.
  const view = useMemo(() => (base ? firstView(base) : summary!), [base, summary]);
  useKeptSummary(state, base);
  // The games as listed, for the rows and the exports, with names as shown: once they are read
  // (a moment after the stats are drawn from the numbers).
  const records = useMemo(
    () => (games && base ? recordsShown(games, base.people) : null),
    [games, base],
  );
  // A player merged away is no longer one to choose.
  const current = useMemo(
    () =>
      filter.player && !view.names.includes(filter.player) ? { ...filter, player: '' } : filter,
    [filter, view],
  );
  const index = base?.index;
  // Listed only while one night is being picked: ten thousand games' nights are a pass of their
  // own, which opening the screen need not wait for.
  const oneNight = current.when === 'night';
  const nights = useMemo(() => (index && oneNight ? [...index.nights] : []), [index, oneNight]);
  // Null until the numbers are in: a filter chosen before then is counted as they arrive.
  const picked = useMemo(
    () => (!base ? null : isAll(current) ? base.all : chosenAt(base.index, current)),
    [current, base],
  );
  // A filter chosen before the numbers are in (opened from the summary): what shows is still every
  // game's, marked as being brought up to date (dimmed, aria-busy) until the filter's is counted,
  // never as the filter's own.
  const updating = !picked && !isAll(current);
  const stats = useMemo(
    () => (!base || !picked || picked === base.all ? view.allStats : statsAt(base.index, picked)),
    [picked, base, view],
  );

  // Its exports are of the games themselves: none chosen until they are read. Drawn all along,
  // so what an import said stays while the records are read again after it.
  const outAndIn = (
    <OutAndIn
      db={state.db}
      games={games ?? NONE}
      records={records ?? NONE}
      chosen={games && picked ? picked : NONE}
      onImported={reload}
    />
  );
  if (!view.size) return outAndIn;
  return (
    <>
      <section className={`${panel} flex flex-col gap-4`} aria-label={t`Games to count`}>
        <FilterBar
          filter={current}
          onChange={setFilter}
          nights={nights}
          newest={view.newest}
          variants={view.variants}
          players={view.names}
          shown={picked?.length ?? view.size}
          total={view.size}
          busy={updating}
        />
      </section>
      <StatsPanel stats={stats} busy={updating} />
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <GameList db={state.db} games={games} records={records} chosen={picked ?? NONE} />
        {/* Below the first screen on a phone: not styled or laid out until scrolled near
            (content-visibility), so opening, a filter and a story's dialog lay out only what
            shows. */}
        <div className="flex flex-col gap-4 [contain-intrinsic-block-size:auto_650px] [content-visibility:auto]">
          <PlayersPanel
            names={view.names}
            aliases={aliases}
            spellings={view.spellings}
            onChange={setAliases}
          />
          {outAndIn}
        </div>
      </div>
    </>
  );
}
