// The records screen's body (RecordsScreen.tsx shows it once the games are read): the filter,
// the stats of the games chosen, the games night by night, renames and merges, records out and
// in. Names are read through the aliases, and the records read into numbers (statsIndex), once
// per change of the games or the aliases; a filter change is then a pass over the games chosen
// and one over their numbers for the stats, in the change's own render, so the next frame shows
// the count and the stats (statsOf over ten thousand records took a slow phone several frames).
// The list's rows follow a frame later (GameList), and only the charts whose bars changed and
// the rows not shown before are drawn anew (memo).
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { statsAt } from '../../rules/statsIndex';
import { panel } from '../styles';
import { FilterBar } from './FilterBar';
import { ALL, chosen as choose, isAll, nightsOf, type Filter } from './filters';
import { GameList } from './GameList';
import { OutAndIn } from './OutAndIn';
import { PlayersPanel } from './PlayersPanel';
import { prepare } from './prepared';
import { StatsPanel } from './StatsPanel';
import type { useRecords, RecordsState } from './useRecords';

type Ready = Extract<RecordsState, { status: 'ready' }>;

export default function Records({
  state,
  reload,
  setAliases,
}: { state: Ready } & Omit<ReturnType<typeof useRecords>, 'state'>) {
  const { t } = useLingui();
  const { games, aliases } = state;
  const [filter, setFilter] = useState<Filter>(ALL);
  const base = useMemo(() => prepare(games, aliases), [games, aliases]);
  const { people, index, variants } = base;
  // A player merged away is no longer one to choose.
  const current = useMemo(
    () =>
      filter.player && !people.names.includes(filter.player) ? { ...filter, player: '' } : filter,
    [filter, people],
  );
  // Listed only while one night is being picked: ten thousand games' nights are a pass of their
  // own, which opening the screen need not wait for.
  const oneNight = current.when === 'night';
  const nights = useMemo(() => (oneNight ? nightsOf(games) : []), [games, oneNight]);
  const picked = useMemo(
    () => (isAll(current) ? base.all : choose(games, people.records, current, index.gamesOf)),
    [games, people, current, index, base],
  );
  const stats = useMemo(
    () => (picked === base.all ? base.allStats : statsAt(index, picked)),
    [index, picked, base],
  );

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
      <section className={`${panel} flex flex-col gap-4`} aria-label={t`Games to count`}>
        <FilterBar
          filter={current}
          onChange={setFilter}
          nights={nights}
          newest={games[0]?.night ?? ''}
          variants={variants}
          players={people.names}
          shown={picked.length}
          total={games.length}
        />
      </section>
      <StatsPanel stats={stats} />
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <GameList db={state.db} games={games} records={people.records} chosen={picked} />
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
