// The chosen games out: as a spreadsheet (CSV), one row per player per game, with the game's
// facts repeated on each row so a pivot table or a filter needs nothing else, written with
// d3-dsv's csvFormat, which quotes what needs quoting, and names as the playgroup shows them
// (renames and merges); and as JSON, the games as kept, which importRecords.ts reads back.
import { csvFormat } from 'd3';
import type { KeptGame, ListedGame } from '../../persist/records';
import type { RecordSummary } from '../../rules/record';

export const CSV_COLUMNS = [
  'date',
  'night',
  'game id',
  'variant',
  'format',
  'edition',
  'players count',
  'player',
  'team',
  'seat',
  'place in turn order',
  'went first',
  'result',
  'won',
  'drew',
  'left on turn',
  'cause',
  'rule',
  'from',
  'turns',
  'minutes',
  'started',
  'ended',
] as const;

type Row = Record<(typeof CSV_COLUMNS)[number], string | number>;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) gets a leading
 * apostrophe: a name from an imported file must not become a formula on someone's computer.
 */
export const cell = (text: string | null): string =>
  text === null ? '' : /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

const yes = (b: boolean) => (b ? 'yes' : 'no');
const RESULT = { won: 'won', draw: 'draw', playing: 'unfinished' } as const;

/** The rows of one game; `r` is its record with names as shown. */
export function gameRows(game: ListedGame, r: RecordSummary): Row[] {
  const date = (r.startedAt ?? game.keptAt).slice(0, 10);
  return r.players.map((p, seat) => {
    const left = r.departures.find((d) => d.player === p.name);
    return {
      date,
      night: game.night,
      'game id': game.id,
      variant: r.variant,
      format: r.format ?? '',
      edition: r.edition,
      'players count': r.players.length,
      player: cell(p.name),
      team: cell(p.team),
      seat: seat + 1,
      'place in turn order': r.sharedTurns ? '' : p.place,
      'went first': yes(r.first === p.name),
      result: RESULT[r.result],
      won: yes(r.winners.includes(p.name)),
      drew: yes(left?.how === 'drew'),
      'left on turn': left?.turn ?? '',
      cause: left?.cause ?? '',
      rule: left?.rule ?? '',
      from: cell(left?.from ?? null),
      turns: r.turns,
      minutes: r.minutes ?? '',
      started: r.startedAt ?? '',
      ended: r.endedAt ?? '',
    };
  });
}

/** The CSV text of the games (records[i] is games[i]'s record, names as shown). */
export function recordsCsv(
  games: readonly ListedGame[],
  records: readonly RecordSummary[],
): string {
  const rows = games.flatMap((g, i) => gameRows(g, records[i]!));
  return csvFormat(rows, [...CSV_COLUMNS]);
}

export const RECORDS_VERSION = 1;

/**
 * The JSON export: { "version": 1, "records": [KeptGame…] }, each game's scenario with its times.
 * Without the story's facts kept with a game: an import trusts only the scenario and replays it.
 */
export function recordsJson(games: readonly KeptGame[]): string {
  const records = games.map(({ story: _story, ...game }) => game);
  return `${JSON.stringify({ version: RECORDS_VERSION, records })}\n`;
}
