// The records screen's body (RecordsScreen.tsx shows it once the games are read): the filter,
// the stats of the games chosen, the games night by night, renames and merges, records out and
// in. Names are read through the aliases once per change of the games or the aliases
// (people.ts); a filter change is then one pass over the games for the list (filters.ts) and one
// for the stats (statsOf). Both in the change's own render, so the next frame shows the answer:
// with ten thousand games about 15 ms of work here, two thirds of it statsOf.
import { useMemo, useState } from 'react';
import { statsOf } from '../../rules/stats';
import { panel } from '../styles';
import { FilterBar } from './FilterBar';
import { ALL, choices, chosen as choose, type Filter } from './filters';
import { GameList } from './GameList';
import { OutAndIn } from './OutAndIn';
import { peopleOf } from './people';
import { PlayersPanel } from './PlayersPanel';
import { StatsPanel } from './StatsPanel';
import type { useRecords, RecordsState } from './useRecords';

type Ready = Extract<RecordsState, { status: 'ready' }>;

export default function Records({
  state,
  reload,
  setAliases,
}: { state: Ready } & Omit<ReturnType<typeof useRecords>, 'state'>) {
  const { games, aliases } = state;
  const [filter, setFilter] = useState<Filter>(ALL);
  const people = useMemo(() => peopleOf(games, aliases), [games, aliases]);
  const { nights, variants } = useMemo(() => choices(games), [games]);
  // A player merged away is no longer one to choose.
  const current = useMemo(
    () =>
      filter.player && !people.names.includes(filter.player) ? { ...filter, player: '' } : filter,
    [filter, people],
  );
  const picked = useMemo(() => choose(games, people.records, current), [games, people, current]);
  const stats = useMemo(() => statsOf(picked.map((i) => people.records[i]!)), [picked, people]);

  const outAndIn = (
    <OutAndIn
      db={state.db}
      games={games}
      records={people.records}
      chosen={picked}
      onImported={reload}
    />
  );
  if (!games.length) return outAndIn;
  return (
    <>
      <section className={`${panel} flex flex-col gap-4`} aria-label="Games to count">
        <FilterBar
          filter={current}
          onChange={setFilter}
          nights={nights}
          variants={variants}
          players={people.names}
          shown={picked.length}
          total={games.length}
        />
      </section>
      <StatsPanel stats={stats} />
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <GameList
          key={JSON.stringify(current)}
          games={games}
          records={people.records}
          chosen={picked}
        />
        <div className="flex flex-col gap-4">
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
