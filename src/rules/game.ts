// A game: how it begins, and players leaving it (800.4) with their team's consequences (810.8a–b,
// 809.5b–c), by an event or a state-based loss (704.3), then the end of the game (104.2a). What a
// departure does to the turns is the table's turn policy's (turns/); every query about the game
// (range, attacks, choices) is derived in queries.ts.
import { startingCounters, stateBasedLosses } from './counters';
import { NO_DESIGNATIONS } from './designations';
import { usesPlanechase } from './planar';
import { distance } from './ring';
import { basisRing } from './seats';
import { withGame, type Game } from './state';
import type { Table } from './table';
import type { Departure } from './terms';
import { words } from './words';
import { turnsOf, type StepNotes } from './turns';
import { playOf } from './variants';

export type { Game, Marker } from './state';

/** A game as it begins: everyone in, the first turns as the table's turn policy has them (one
 * player's, or every turn marker holder's, 807.4b), every counter at its start. */
export function newGame(table: Table): Game {
  const n = table.players.length;
  const inGame = new Array<boolean>(n).fill(true);
  const turns = turnsOf(table).begin(table);
  // Written in the order of Game's fields, as withGame writes them (one shape for all).
  return {
    table,
    inGame,
    departures: new Array<Departure | null>(n).fill(null),
    rangeBasis: inGame,
    turn: turns.turn,
    current: turns.current,
    currentIsExtra: false,
    lastNormal: table.startingSeat,
    extraTurns: [],
    markers: turns.markers,
    owedBefore: turns.owedBefore,
    over: false,
    winners: [],
    events: 0,
    counters: startingCounters(table),
    designations: NO_DESIGNATIONS,
    dayNight: undefined,
    sourced: {},
    planarHandover: null,
    planarRolls: usesPlanechase(table) ? new Array<number>(n).fill(0) : [],
  };
}

/**
 * 704.3: the losses from life, poison and commander damage, checked after every life event. Each
 * event changes one pool (a player, or a 2HG team), so the losers are one player or one team and
 * at least one other side is still in the game.
 */
export function stateBasedActions(game: Game, notes?: StepNotes): Game {
  const losers = stateBasedLosses(game.table, game.inGame, game);
  return losers.size ? depart(game, losers, notes) : game;
}

/** Record on each player a win or draw effect reached whose effect it was and how far away they sat. */
export function byEffect(
  after: Game,
  before: Game,
  seats: readonly number[],
  by: number,
  how: Departure,
): Game {
  if (seats.length === 0) return after;
  const ring = basisRing(before);
  const departures = after.departures.slice();
  for (const s of seats)
    if (departures[s] && departures[s]!.rule === how.rule)
      departures[s] = { ...departures[s]!, by, seats: distance(ring, by, s) };
  return withGame(after, { departures });
}

export function departAll(
  game: Game,
  seats: readonly number[],
  how: Departure,
  notes?: StepNotes,
): Game {
  return depart(game, new Map(seats.map((s) => [s, how])), notes);
}

/** Players leave, each for their reason, with their team's consequences (810.8a–b, 809.5b–c). */
export function depart(game: Game, who: ReadonlyMap<number, Departure>, notes?: StepNotes): Game {
  const { table } = game;
  const leaving = new Map<number, Departure>();
  for (const [s, how] of who) if (game.inGame[s]) leaving.set(s, how);
  // Team consequences.
  for (const [s, how] of [...leaving]) {
    const p = table.players[s]!;
    const mates = table.sides[p.side]!.seats.filter(
      (t) => t !== s && game.inGame[t] && !leaving.has(t),
    );
    if (mates.length === 0) continue;
    let team: Departure | null = null;
    const { teamLeaves: leaves, teamRules: rules } = playOf(table);
    if (rules && (leaves === 'together' || (leaves === 'with-emperor' && p.role === 'emperor'))) {
      // 810.8a–b: players win, lose and draw only as a team, a concession takes the team out;
      // 809.5b–c: the team loses, or draws, with its emperor. Without a `drew` rule (607.5) a draw
      // leaves the team in the game.
      const by = leaves === 'together' ? 'teammate' : 'emperor';
      const what =
        how.how === 'drew'
          ? 'drew'
          : how.how === 'conceded' && by === 'teammate'
            ? 'conceded'
            : 'lost';
      const cause = words(
        /*i18n*/ {
          id: 'game.cause.team',
          message:
            '{by, select, teammate {teammate} other {emperor}} {name} {what, select, drew {drew} conceded {conceded} other {lost}}',
        },
        { by, name: p.name, what },
      );
      if (how.how === 'drew') team = rules.drew ? { how: 'drew', rule: rules.drew, cause } : null;
      else
        team = {
          how: 'lost',
          rule: how.how === 'conceded' ? rules.conceded : rules.lost,
          cause,
        };
    }
    if (team) for (const t of mates) leaving.set(t, team);
  }
  if (leaving.size === 0) return game;

  const inGame = game.inGame.slice();
  const departures = game.departures.slice();
  for (const [s, d] of leaving) {
    inGame[s] = false;
    departures[s] = d;
  }
  const gone = [...leaving.keys()];
  // The turns look near these seats only, not at every seat (turns/markers.ts).
  if (notes) notes.departure = { from: game.inGame, to: inGame, seats: gone };
  const next = withGame(game, { inGame, departures });
  return checkGameEnd(turnsOf(table).afterDeparture(next, game, gone));
}

/** 104.2a: a side wins when all its opponents have left; the game ends when one side or none remains. */
function checkGameEnd(game: Game): Game {
  // Stops at the second side still in: at a thousand seats the game almost never ends here.
  const { inGame } = game;
  const players = game.table.players;
  let side = -1;
  for (let s = 0; s < inGame.length; s++) {
    if (!inGame[s]) continue;
    const own = players[s]!.side;
    if (side === -1) side = own;
    else if (own !== side) return game;
  }
  const winners = game.inGame.flatMap((inn, s) => (inn ? [s] : []));
  return withGame(game, { over: true, winners });
}
