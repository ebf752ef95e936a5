import { memo } from 'react';
import type { DerivedTable } from '../rules';
import { nameList, rangeLabel, roleLabel, statusLabel } from './playerWords';

/** The chart's facts as a plain table, for screen readers and for reading closely. */
export const PlayersTable = memo(function PlayersTable({ table }: { table: DerivedTable }) {
  const showTeam = !table.table.individual;
  // Grand Melee (807.4): who holds which turn marker, and whether its turn is running.
  const showMarkers = table.turnMarkers.length > 0;
  // Vanguard (902): each card's name and the starting hand it gives (902.5).
  const seats = table.table.players;
  const showVanguard = seats.some((p) => p.vanguard);
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
          {table.players.map((player) => (
            <tr
              key={player.name}
              className={player.inGame ? '' : 'text-slate-500 dark:text-slate-400'}
            >
              <td className="px-3 py-2 tabular-nums">{player.seat + 1}</td>
              <th scope="row" className="px-3 py-2 font-medium">
                {player.name}
              </th>
              {showTeam && <td className="px-3 py-2">{player.team}</td>}
              <td className="px-3 py-2">{roleLabel(player.role) ?? '—'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{statusLabel(player)}</td>
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
              <td className="px-3 py-2 tabular-nums">{player.life}</td>
              {showVanguard && (
                <td className="px-3 py-2">
                  {seats[player.seat]?.vanguard
                    ? `${seats[player.seat]!.vanguard!.name ?? 'Vanguard'}: starting hand ${player.maxHandSize}`
                    : '—'}
                </td>
              )}
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
          ))}
        </tbody>
      </table>
    </div>
  );
});
