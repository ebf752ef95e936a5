// The records screen's body (RecordsScreen.tsx shows it once the games' numbers are read): the
// filter, the stats of the games chosen, the games night by night, renames and merges, records
// out and in. The filter and the stats come from the games' numbers alone (statsIndex, kept per
// shelf in the database and joined as it is read), with names read through the aliases once per
// change of either; a filter change is then a pass over the numbers of the games chosen, in the
// change's own render, so the next frame shows the count and the stats. The games as listed (the
// rows, the exports) are read a moment after the numbers, from the same reading; the list's rows
// follow a frame later (GameList), and only the charts whose bars changed and the rows not shown
// before are drawn anew (memo).
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { statsAt } from '../../rules/statsAt';
import { panel } from '../styles';
import { FilterBar } from './FilterBar';
import { ALL, chosenAt, isAll, type Filter } from './filters';
import { GameList } from './GameList';
import { OutAndIn } from './OutAndIn';
import { recordsShown } from './people';
import { PlayersPanel } from './PlayersPanel';
import { prepare } from './prepared';
import { StatsPanel } from './StatsPanel';
import type { useRecords, RecordsState } from './useRecords';

type Ready = Extract<RecordsState, { status: 'ready' }>;

const NONE: never[] = [];

export default function Records({
  state,
  reload,
  setAliases,
}: { state: Ready } & Omit<ReturnType<typeof useRecords>, 'state'>) {
  const { t } = useLingui();
  const { games, aliases } = state;
  const [filter, setFilter] = useState<Filter>(ALL);
  const base = useMemo(() => prepare(state.index, aliases), [state.index, aliases]);
  const { people, index, variants } = base;
  // The games as listed, for the rows and the exports, with names as shown: once they are read
  // (a moment after the stats are drawn from the numbers).
  const records = useMemo(() => (games ? recordsShown(games, people) : null), [games, people]);
  // A player merged away is no longer one to choose.
  const current = useMemo(
    () =>
      filter.player && !people.names.includes(filter.player) ? { ...filter, player: '' } : filter,
    [filter, people],
  );
  // Listed only while one night is being picked: ten thousand games' nights are a pass of their
  // own, which opening the screen need not wait for.
  const oneNight = current.when === 'night';
  const nights = useMemo(() => (oneNight ? [...index.nights] : []), [index, oneNight]);
  const picked = useMemo(
    () => (isAll(current) ? base.all : chosenAt(index, current)),
    [current, index, base],
  );
  const stats = useMemo(
    () => (picked === base.all ? base.allStats : statsAt(index, picked)),
    [index, picked, base],
  );

  // Its exports are of the games themselves: none chosen until they are read. Drawn all along,
  // so what an import said stays while the records are read again after it.
  const outAndIn = (
    <OutAndIn
      db={state.db}
      games={games ?? NONE}
      records={records ?? NONE}
      chosen={games ? picked : NONE}
      onImported={reload}
    />
  );
  if (!index.size) return outAndIn;
  return (
    <>
      <section className={`${panel} flex flex-col gap-4`} aria-label={t`Games to count`}>
        <FilterBar
          filter={current}
          onChange={setFilter}
          nights={nights}
          newest={index.nights[0] ?? ''}
          variants={variants}
          players={people.names}
          shown={picked.length}
          total={index.size}
        />
      </section>
      <StatsPanel stats={stats} />
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <GameList db={state.db} games={games} records={records} chosen={picked} />
        {/* Below the first screen on a phone: not styled or laid out until scrolled near
            (content-visibility), so opening, a filter and a story's dialog lay out only what
            shows. */}
        <div className="flex flex-col gap-4 [contain-intrinsic-block-size:auto_650px] [content-visibility:auto]">
          <PlayersPanel
            names={people.names}
            aliases={aliases}
            spellings={people.spellings}
            onChange={setAliases}
          />
          {outAndIn}
        </div>
      </div>
    </>
  );
}
