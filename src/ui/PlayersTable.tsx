import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import type { DerivedPlayer, DerivedTable, Game, SeatMarks } from '../rules';
import { markerRemovalMessage } from '../rules/labels';
import { say } from '../i18n/say';
import { chartMarks } from '../rules/marks';
import { LIST_SHOWN, nameList, rangeLabel, roleLabel, statusLabel } from './playerWords';

/** The most commander damage from one commander, in words ("7 from Bianca"), or "—" (903.10a). */
function commanderWords(table: DerivedTable, p: DerivedPlayer): string {
  let worst: DerivedPlayer['commanderDamage'][number] | null = null;
  for (const c of p.commanderDamage) if (!worst || c.amount > worst.amount) worst = c;
  if (!worst) return '—';
  const seat = worst.from + 1;
  const from = table.players[worst.from]?.name ?? t`seat ${seat}`;
  const amount = worst.amount;
  return worst.commander === 2 ? t`${amount} from ${from}'s partner` : t`${amount} from ${from}`;
}

export type RowProps = {
  /** The table as of the last painted frame: ranges and attacks (the costly lists) follow it. */
  table: DerivedTable;
  player: DerivedPlayer;
  /** The same player now, gathered taps included: life, poison, damage and who is out. */
  now: DerivedPlayer;
  showTeam: boolean;
  /** Grand Melee (807.4): the markers this player holds, in words, or null without the column. */
  markers: string | null;
  commander: string | null;
  /** The vanguard's name and the starting hand it gives (902.5), or null without the column. */
  vanguard: string | null;
  /**
   * What the player holds besides life and poison, in words (the monarch, energy 3: each mark's
   * face, rules/marks.ts), or null without the column.
   */
  holds: string | null;
};

const sameSeats = (a: readonly number[], b: readonly number[]) =>
  a === b || (a.length === b.length && a.every((s, i) => s === b[i]));

/** What a row shows of the player as of the last paint: seat, name, team, role, range, lists. */
const samePlayer = (a: DerivedPlayer, b: DerivedPlayer) =>
  a === b ||
  (a.seat === b.seat &&
    a.name === b.name &&
    a.team === b.team &&
    a.role === b.role &&
    a.range === b.range &&
    a.inGame === b.inGame &&
    sameSeats(a.inRange, b.inRange) &&
    sameSeats(a.canAttack, b.canAttack));

// A tap or a turn re-derives every player: a row is drawn again only when what it shows changed,
// so the click's frame touches the rows of the players it changed, and so does the catch-up after
// the paint (at 100 seats an End turn changes two rows' attacks, not a hundred rows).
export const sameRow = (a: RowProps, b: RowProps) =>
  // The seats' names, for the lists of names.
  a.table.table.players === b.table.table.players &&
  samePlayer(a.player, b.player) &&
  a.showTeam === b.showTeam &&
  a.markers === b.markers &&
  a.commander === b.commander &&
  a.vanguard === b.vanguard &&
  a.holds === b.holds &&
  a.now.life === b.now.life &&
  a.now.poison === b.now.poison &&
  a.now.inGame === b.now.inGame &&
  statusLabel(a.now) === statusLabel(b.now);

/** Each holder's markers in words, by seat (one pass over the markers, not one per row). */
function markerWords(table: DerivedTable): Map<number, string> {
  const words = new Map<number, string>();
  for (const m of table.turnMarkers) {
    // The chart's red ✕ in words: the marker goes when its turn ends (807.4e, 807.4g).
    const w = markerRemovalMessage(table, m);
    const removal = w && say(w);
    const marker = m.number;
    const state = m.takingTurn
      ? t`Marker ${marker}, turn running`
      : m.passing
        ? t`Marker ${marker}, passed on, waiting to be received (608.4c)`
        : t`Marker ${marker}, waiting`;
    // The removal's words are the engine's (rules/labels.ts).
    const text = removal ? `${state}; ${removal}` : state;
    const before = words.get(m.holder);
    words.set(m.holder, before ? `${before}; ${text}` : text);
  }
  return words;
}

/**
 * Seats in words. At a big table a list of everyone else still in the game is said in a phrase
 * with its count, as the details panel does past 12: 99 names in every row is nothing a screen
 * reader's user can follow. A list that leaves anyone out is still named in full.
 */
function seatWords(table: DerivedTable, player: DerivedPlayer, seats: readonly number[]): string {
  if (
    seats.length > LIST_SHOWN &&
    player.inGame &&
    seats.every((s) => s !== player.seat && table.players[s]?.inGame) &&
    seats.length === table.players.filter((p) => p.inGame).length - 1
  ) {
    const count = seats.length;
    return t`Every other player still in the game (${count})`;
  }
  return nameList(table, seats, '—');
}

export const Row = memo(function Row({
  table,
  player,
  now,
  showTeam,
  markers,
  commander,
  vanguard,
  holds,
}: RowProps) {
  // Drawn again when the language changes (the row is memoised on its facts).
  const { t } = useLingui();
  return (
    <tr className={now.inGame ? '' : 'text-slate-500 dark:text-slate-400'}>
      <td className="px-3 py-2 tabular-nums">{player.seat + 1}</td>
      <th scope="row" className="px-3 py-2 font-medium">
        {player.name}
      </th>
      {showTeam && <td className="px-3 py-2">{player.team}</td>}
      <td className="px-3 py-2">{roleLabel(player.role) ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{statusLabel(now)}</td>
      {markers !== null && (
        // A marker marked for removal says why at length: that cell wraps.
        <td className={`px-3 py-2 ${markers.length > 40 ? 'min-w-64' : 'whitespace-nowrap'}`}>
          {markers}
        </td>
      )}
      <td className="px-3 py-2 tabular-nums" data-testid="players-table-life">
        {now.life}
      </td>
      <td className="px-3 py-2 tabular-nums">{now.poison}</td>
      {commander !== null && <td className="px-3 py-2 whitespace-nowrap">{commander}</td>}
      {vanguard !== null && <td className="px-3 py-2">{vanguard}</td>}
      {holds !== null && <td className="px-3 py-2">{holds}</td>}
      <td className="px-3 py-2">{rangeLabel(player.range)}</td>
      <td className="min-w-56 px-3 py-2">
        {player.range === null && player.inGame
          ? t`Everyone still in the game`
          : seatWords(
              table,
              player,
              player.inRange.filter((s) => s !== player.seat),
            )}
      </td>
      <td className="min-w-40 px-3 py-2">{seatWords(table, player, player.canAttack)}</td>
    </tr>
  );
}, sameRow);

/**
 * Each row's props: the player as painted, as now, and the words of the optional columns. `marks`:
 * each seat's designations and counters (rules/marks.ts chartMarks), shown once any seat has one.
 */
export function rowProps(
  table: DerivedTable,
  now: DerivedTable = table,
  marks: readonly SeatMarks[] | null = null,
): RowProps[] {
  const showHolds = !!marks?.some((m) => m.words);
  const showTeam = !table.table.individual;
  // Grand Melee (807.4): who holds which turn marker, and whether its turn is running.
  const held = table.turnMarkers.length > 0 ? markerWords(table) : null;
  const showCommander = !!table.table.format;
  // Vanguard (902): each card's name and the starting hand it gives (902.5).
  const seats = table.table.players;
  const showVanguard = seats.some((p) => p.vanguard);
  return table.players.map((player) => {
    const current = now.players[player.seat] ?? player;
    const vanguard = seats[player.seat]?.vanguard;
    const hand = player.maxHandSize;
    const card = vanguard?.name;
    return {
      table,
      player,
      now: current,
      showTeam,
      markers: held ? (held.get(player.seat) ?? '—') : null,
      commander: showCommander ? commanderWords(now, current) : null,
      vanguard: showVanguard
        ? vanguard
          ? card
            ? t`${card}: starting hand ${hand}`
            : t`Vanguard: starting hand ${hand}`
          : '—'
        : null,
      holds: showHolds ? marks![player.seat]?.words || '—' : null,
    };
  });
}

/**
 * The chart's facts as a plain table, for screen readers and for reading closely. Life, poison,
 * commander damage and who has left follow a tap in the same frame as the chart (`now`, gathered
 * taps included); the ranges and attacks, costly to list at a big table, catch up after the paint.
 */
export const PlayersTable = memo(function PlayersTable({
  table,
  now = table,
  game = null,
}: {
  table: DerivedTable;
  now?: DerivedTable;
  /** The game `table` derives from: each seat's designations and counters, as the chart shows. */
  game?: Game | null;
}) {
  // The rows' words are made here: drawn again when the language changes.
  const { t, i18n } = useLingui();
  // Made again only when what they are read from changes (an End turn keeps it): rows.ts
  // rowProps then hands each row the same marks.
  const gameTable = game?.table;
  const counters = game?.counters;
  const designations = game?.designations;
  const dayNight = game?.dayNight;
  const marks = useMemo(
    () =>
      gameTable && counters && designations
        ? chartMarks({ table: gameTable, counters, designations, dayNight }, say).seats
        : null,
    // Worded again in another language (i18n.locale) or once the engine's catalog is in (t):
    // `say` reads them, so the hook can't see they matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gameTable, counters, designations, dayNight, i18n.locale, t],
  );
  const rows = rowProps(table, now, marks);
  const showHolds = rows.some((r) => r.holds !== null);
  const showTeam = rows[0]?.showTeam ?? false;
  const showMarkers = rows.some((r) => r.markers !== null);
  const showCommander = !!table.table.format;
  const showVanguard = rows.some((r) => r.vanguard !== null);
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-300 dark:border-slate-700"
      tabIndex={0}
      role="region"
      aria-label={t`Players table (scrolls sideways)`}
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t`Players in seat order, clockwise from the top`}</caption>
        <thead className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {[
              t({ message: 'Seat', context: 'players table' }),
              t({ message: 'Player', context: 'players table' }),
              ...(showTeam ? [t({ message: 'Team', context: 'players table' })] : []),
              t({ message: 'Role', context: 'players table' }),
              t({ message: 'Status', context: 'players table' }),
              ...(showMarkers ? [t`Turn marker`] : []),
              t({ message: 'Life', context: 'players table' }),
              t({ message: 'Poison', context: 'players table' }),
              ...(showCommander ? [t`Most commander damage`] : []),
              ...(showVanguard ? [t`Vanguard (902.5)`] : []),
              ...(showHolds ? [t({ message: 'Holds', context: 'players table' })] : []),
              t({ message: 'Range', context: 'players table' }),
              t({ message: 'In range', context: 'players table' }),
              t({ message: 'May attack', context: 'players table' }),
            ].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <Row key={row.player.name} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
