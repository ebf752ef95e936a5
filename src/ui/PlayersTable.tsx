import { memo } from 'react';
import type { DerivedPlayer, DerivedTable } from '../rules';
import { nameList, rangeLabel, roleLabel, statusLabel } from './playerWords';

/** The most commander damage from one commander, in words ("7 from Bianca"), or "—" (903.10a). */
function commanderWords(table: DerivedTable, p: DerivedPlayer): string {
  let worst: DerivedPlayer['commanderDamage'][number] | null = null;
  for (const c of p.commanderDamage) if (!worst || c.amount > worst.amount) worst = c;
  if (!worst) return '—';
  const from = table.players[worst.from]?.name ?? `seat ${worst.from + 1}`;
  return `${worst.amount} from ${from}${worst.commander === 2 ? "'s partner" : ''}`;
}

type RowProps = {
  /** The table as of the last painted frame: ranges and attacks (the costly lists) follow it. */
  table: DerivedTable;
  player: DerivedPlayer;
  /** The same player now, gathered taps included: life, poison, damage and who is out. */
  now: DerivedPlayer;
  showTeam: boolean;
  showMarkers: boolean;
  commander: string | null;
  /** The vanguard's name and the starting hand it gives (902.5), or null without the column. */
  vanguard: string | null;
};

// A tap or a turn re-derives every player: a row is drawn again only when what it shows changed,
// so at a big table the click's frame touches the rows of the players it changed.
const sameRow = (a: RowProps, b: RowProps) =>
  a.table === b.table &&
  a.player === b.player &&
  a.showTeam === b.showTeam &&
  a.showMarkers === b.showMarkers &&
  a.commander === b.commander &&
  a.vanguard === b.vanguard &&
  a.now.life === b.now.life &&
  a.now.poison === b.now.poison &&
  a.now.inGame === b.now.inGame &&
  statusLabel(a.now) === statusLabel(b.now);

const Row = memo(function Row({
  table,
  player,
  now,
  showTeam,
  showMarkers,
  commander,
  vanguard,
}: RowProps) {
  return (
    <tr className={now.inGame ? '' : 'text-slate-500 dark:text-slate-400'}>
      <td className="px-3 py-2 tabular-nums">{player.seat + 1}</td>
      <th scope="row" className="px-3 py-2 font-medium">
        {player.name}
      </th>
      {showTeam && <td className="px-3 py-2">{player.team}</td>}
      <td className="px-3 py-2">{roleLabel(player.role) ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{statusLabel(now)}</td>
      {showMarkers && (
        <td className="px-3 py-2 whitespace-nowrap">
          {table.turnMarkers
            .filter((m) => m.holder === player.seat)
            .map(
              (m) =>
                `Marker ${m.number}, ${m.takingTurn ? 'turn running' : m.passing ? 'passed on, waiting to be received (608.4c)' : 'waiting'}`,
            )
            .join('; ') || '—'}
        </td>
      )}
      <td className="px-3 py-2 tabular-nums" data-testid="players-table-life">
        {now.life}
      </td>
      <td className="px-3 py-2 tabular-nums">{now.poison}</td>
      {commander !== null && <td className="px-3 py-2 whitespace-nowrap">{commander}</td>}
      {vanguard !== null && <td className="px-3 py-2">{vanguard}</td>}
      <td className="px-3 py-2">{rangeLabel(player.range)}</td>
      <td className="min-w-56 px-3 py-2">
        {player.range === null && player.inGame
          ? 'Everyone still in the game'
          : nameList(
              table,
              player.inRange.filter((s) => s !== player.seat),
              '—',
            )}
      </td>
      <td className="min-w-40 px-3 py-2">{nameList(table, player.canAttack, '—')}</td>
    </tr>
  );
}, sameRow);

/**
 * The chart's facts as a plain table, for screen readers and for reading closely. Life, poison,
 * commander damage and who has left follow a tap in the same frame as the chart (`now`, gathered
 * taps included); the ranges and attacks, costly to list at a big table, catch up after the paint.
 */
export const PlayersTable = memo(function PlayersTable({
  table,
  now = table,
}: {
  table: DerivedTable;
  now?: DerivedTable;
}) {
  const showTeam = !table.table.individual;
  // Grand Melee (807.4): who holds which turn marker, and whether its turn is running.
  const showMarkers = table.turnMarkers.length > 0;
  const showCommander = !!table.table.format;
  // Vanguard (902): each card's name and the starting hand it gives (902.5).
  const seats = table.table.players;
  const showVanguard = seats.some((p) => p.vanguard);
  const vanguardWords = (p: DerivedPlayer) =>
    seats[p.seat]?.vanguard
      ? `${seats[p.seat]!.vanguard!.name ?? 'Vanguard'}: starting hand ${p.maxHandSize}`
      : '—';
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-300 dark:border-slate-700"
      tabIndex={0}
      role="region"
      aria-label="Players table (scrolls sideways)"
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Players in seat order, clockwise from the top</caption>
        <thead className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {[
              'Seat',
              'Player',
              ...(showTeam ? ['Team'] : []),
              'Role',
              'Status',
              ...(showMarkers ? ['Turn marker'] : []),
              'Life',
              'Poison',
              ...(showCommander ? ['Most commander damage'] : []),
              ...(showVanguard ? ['Vanguard (902.5)'] : []),
              'Range',
              'In range',
              'May attack',
            ].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {table.players.map((player) => {
            const current = now.players[player.seat] ?? player;
            return (
              <Row
                key={player.name}
                table={table}
                player={player}
                now={current}
                showTeam={showTeam}
                showMarkers={showMarkers}
                commander={showCommander ? commanderWords(now, current) : null}
                vanguard={showVanguard ? vanguardWords(player) : null}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
