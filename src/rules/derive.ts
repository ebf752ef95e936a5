// derive(game): everything the screens and the command line show about a game, in time linear in
// the number of seats. Each player's seat lists (inRange, canAttack, deployTo, opponentChoosers)
// are made when first read, not here: with unlimited range each would name every player — a
// million entries at a thousand seats — and a screen reads them for the one player selected.
import type {
  CommanderDamageTaken,
  DerivedMarker,
  DerivedPlayer,
  DerivedTable,
} from './derivedTypes';
import { basisRing, inRange } from './seats';
import type { Game } from './state';
import { planarControllers, turnsOf } from './turns';
import { primaryOf } from './turns/single';
import { playOf } from './variants';
import { allowed, attackRuling, rangeAlone } from './attack';
import { maxHandSize, poisonPoolOf, poolOf } from './life';
import { COMMANDER_DAMAGE, sourcedAmounts } from './counters';
import { planarDeckRules, usesPlanechase } from './planar';
import { leftOf, rightOf } from './ring';
import type { Departure, PlayerStatus, Role } from './terms';
import type { Table } from './table';

/**
 * The derived tables of the last few games asked for (games are immutable, so a game's is made
 * once while it is among them). Only a few: the store keeps every game of the history for undo,
 * and a derived table kept on each (a thousand seats' worth per turn) grew memory with every turn
 * taken; one asked for again after it dropped out (an undo far back) is made again, in time
 * linear in the seats. A WeakMap from games to tables made the garbage collector the biggest cost
 * of a click; a short list looked through by identity costs nothing.
 */
const RECENT = 8;
const recentGames: (Game | undefined)[] = new Array<Game | undefined>(RECENT);
const recentTables: (DerivedTable | undefined)[] = new Array<DerivedTable | undefined>(RECENT);
let nextSlot = 0;

/** One empty list for every player with nothing in it (never changed: the lists are readonly). */
const NONE: readonly number[] = Object.freeze([]);
const NO_DAMAGE: readonly CommanderDamageTaken[] = Object.freeze([]);

const opponents = (game: Game, a: number, b: number) =>
  game.table.players[a]!.side !== game.table.players[b]!.side;

export function derive(game: Game): DerivedTable {
  for (let i = 0; i < RECENT; i++) if (recentGames[i] === game) return recentTables[i]!;
  const { table } = game;
  const turns = turnsOf(table);
  const shared = table.options.sharedTeamTurns;
  const n = table.players.length;

  const turnMarkers: DerivedMarker[] = game.markers
    .map((m) => ({
      number: m.number,
      holder: m.holder,
      takingTurn: m.takingTurn,
      began: m.began,
      removals: m.removals,
      planar: game.over ? null : m.planar,
      ...(m.passing ? { passing: true as const } : {}),
    }))
    .sort((x, y) => x.number - y.number);
  const markerOf = new Int32Array(n);
  for (const m of turnMarkers)
    if (!markerOf[m.holder] || m.takingTurn) markerOf[m.holder] = m.number;
  const takesTurn = turns.takingTurns(game);
  const primaries = new Set<number>();
  if (shared) table.sides.forEach((_, side) => primaries.add(primaryOf(game, side)));
  const controllers = planarControllers(game);
  const controlling = new Set(controllers);
  const winners = new Set(game.over ? game.winners : []);
  const planechase = usesPlanechase(table);
  const priority = turns.priority(game, turnMarkers);
  const damageTo = commanderDamageBySeat(game);
  const lists = new SeatLists(game);

  const players: DerivedPlayer[] = table.players.map((p) => {
    const s = p.seat;
    const inGame = game.inGame[s]!;
    const departure = game.departures[s] ?? null;
    const taking = inGame && !game.over && takesTurn[s] === 1;
    const view = new PlayerView(lists, s);
    view.name = p.name;
    view.team = p.team;
    view.role = p.role;
    view.status = winners.has(s)
      ? 'won'
      : departure
        ? departure.how === 'drew'
          ? 'drew'
          : 'lost'
        : 'playing';
    view.inGame = inGame;
    view.departure = departure;
    view.range = p.range;
    view.life = game.counters.life![poolOf(table, s)]!;
    view.poison = game.counters.poison![poisonPoolOf(table, s)]!;
    view.commanderDamage = damageTo.get(s) ?? NO_DAMAGE;
    view.maxHandSize = maxHandSize(p);
    view.primary = shared && primaries.has(s) && inGame;
    view.turnMarker = markerOf[s] ? markerOf[s]! : null;
    view.takingTurn = taking;
    view.priorityFor = priority?.[s] ?? NONE;
    view.planarController = controlling.has(s);
    view.planarDieCost = planechase && taking ? game.planarRolls[s]! : null;
    return view;
  });
  const result: DerivedTable = {
    table,
    players,
    activePlayers: players.filter((p) => p.takingTurn).map((p) => p.seat),
    turn: game.turn,
    turnMarkers,
    winners: game.winners.slice(),
    gameOver: game.over,
    // With turn markers no single turn runs (`current` is -1), so no team is the active one.
    activeTeam:
      shared && !game.over && game.current >= 0
        ? table.sides[table.players[game.current]!.side]!.name
        : null,
    // 800.6, 810.6; 606.6b
    skipFirstDraw: skipsFirstDraw(table),
    planarControllers: controllers,
    planarDeck: planarDeckRules(table),
    designations: game.designations,
  };
  recentGames[nextSlot] = game;
  recentTables[nextSlot] = result;
  nextSlot = (nextSlot + 1) % RECENT;
  return result;
}

/**
 * Who skips the draw of their first turn (800.6: nobody in a multiplayer game, except in Two-Headed
 * Giant): the whole starting team (810.6), or under the 2005 rules only its primary player, the
 * one seated on the right as the game begins (606.6b, 606.3).
 */
function skipsFirstDraw(table: Table): number[] {
  const { firstDraw } = playOf(table);
  const side = table.players[table.startingSeat]!.side;
  if (firstDraw === 'team') return table.sides[side]!.seats.slice();
  if (firstDraw === 'primary') {
    const atStart = { table, inGame: table.players.map(() => true) } as unknown as Game;
    return [primaryOf(atStart, side)];
  }
  return [];
}

/**
 * A derived player. The facts are plain fields; the seat lists are getters that make the list on
 * first read and keep it. They live on the class, so a spread copy ({ ...player }) leaves them out.
 */
class PlayerView implements DerivedPlayer {
  name = '';
  team: string | null = null;
  role: Role | null = null;
  status: PlayerStatus = 'playing';
  inGame = false;
  departure: Departure | null = null;
  range: number | null = null;
  life = 0;
  poison = 0;
  commanderDamage: readonly CommanderDamageTaken[] = NO_DAMAGE;
  maxHandSize = 0;
  primary = false;
  turnMarker: number | null = null;
  takingTurn = false;
  priorityFor: readonly number[] = NONE;
  planarController = false;
  planarDieCost: number | null = null;
  #lists: SeatLists;
  #inRange: readonly number[] | undefined;
  #canAttack: readonly number[] | undefined;
  #deployTo: readonly number[] | undefined;
  #choosers: readonly number[] | undefined;

  constructor(
    lists: SeatLists,
    readonly seat: number,
  ) {
    this.#lists = lists;
  }
  get inRange(): readonly number[] {
    return (this.#inRange ??= this.#lists.inRange(this.seat));
  }
  get canAttack(): readonly number[] {
    return (this.#canAttack ??= this.#lists.canAttack(this.seat, this.inRange));
  }
  get deployTo(): readonly number[] {
    return (this.#deployTo ??= this.#lists.deployTo(this.seat, this.inRange));
  }
  get opponentChoosers(): readonly number[] {
    return (this.#choosers ??= this.#lists.opponentChoosers(this.seat, this.inRange));
  }
}

/** Everyone in the game, and each side's opponents: they follow from who is in it alone. */
interface SharedLists {
  readonly inGame: readonly boolean[];
  readonly table: Table;
  everyone?: readonly number[];
  readonly foes: Map<number, readonly number[]>;
}

/**
 * The shared lists of the last seating derived. A turn passing leaves who is in the game as it was
 * (the same array), so every player's lists after End turn are the very arrays they were before:
 * at 100 seats not 10,000 entries built again, and a view comparing them meets the same list.
 * One slot only: a departure or another table replaces it, so memory stays one table's lists.
 */
let lastShared: SharedLists | null = null;

/**
 * What the seat lists of one derived table share: a player whose range takes in the whole table
 * sees everyone still in the game, and every player of a side has the same opponents, so those
 * lists are made once for all of them.
 */
class SeatLists {
  readonly #game: Game;
  readonly #ringSize: number;
  /** Attacks limited only by range and sides (no attack left/right, no adjacency rule). */
  readonly #anyOpponent: boolean;
  readonly #shared: SharedLists;

  constructor(game: Game) {
    this.#game = game;
    this.#ringSize = basisRing(game).seats.length;
    this.#anyOpponent = rangeAlone(game.table);
    const last = lastShared;
    this.#shared =
      last && last.inGame === game.inGame && last.table === game.table
        ? last
        : (lastShared = { inGame: game.inGame, table: game.table, foes: new Map() });
  }

  /** Whether a's range reaches every seat counted (unlimited, or wider than the table, 801.2). */
  #whole(a: number): boolean {
    const range = this.#game.table.players[a]!.range;
    return range === null || 2 * range + 1 >= this.#ringSize;
  }
  #allInGame(): readonly number[] {
    return (this.#shared.everyone ??= this.#game.inGame.flatMap((inn, s) => (inn ? [s] : [])));
  }
  /** Everyone still in the game who is not on this side. */
  #opponentsOf(side: number): readonly number[] {
    let list = this.#shared.foes.get(side);
    if (!list) {
      const players = this.#game.table.players;
      list = this.#allInGame().filter((s) => players[s]!.side !== side);
      this.#shared.foes.set(side, list);
    }
    return list;
  }

  inRange(a: number): readonly number[] {
    if (!this.#game.inGame[a]) return NONE;
    return this.#whole(a) ? this.#allInGame() : inRange(this.#game, a);
  }
  canAttack(a: number, mine: readonly number[]): readonly number[] {
    const game = this.#game;
    if (!game.inGame[a] || game.over) return NONE;
    if (this.#whole(a) && this.#anyOpponent) return this.#opponentsOf(game.table.players[a]!.side);
    return attackable(game, a, mine);
  }
  deployTo(a: number, mine: readonly number[]): readonly number[] {
    const game = this.#game;
    if (!game.table.options.deployCreatures || !game.inGame[a]) return NONE;
    return mine.filter((t) => t !== a && !opponents(game, a, t));
  }
  opponentChoosers(a: number, mine: readonly number[]): readonly number[] {
    const game = this.#game;
    if (game.over || !game.inGame[a]) return NONE;
    if (this.#whole(a)) return this.#opponentsOf(game.table.players[a]!.side);
    return opponentChoosers(game, a, mine);
  }
}

/** 801.5a, 801.5c: who makes a choice a's effect hands to "an opponent". */
export function opponentChoosers(game: Game, a: number, mine: readonly number[]): number[] {
  if (!game.inGame[a]) return [];
  const within = mine.filter((s) => opponents(game, a, s));
  if (within.length) return within;
  // 801.5c: nobody in range can, so the closest opponent to the left makes the choice.
  const n = game.inGame.length;
  for (let k = 1; k < n; k++) {
    const s = (a + k) % n;
    if (game.inGame[s] && opponents(game, a, s)) return [s];
  }
  return [];
}

/** The attackable seats, without building a reason for every player (attackVerdict gives those). */
function attackable(game: Game, a: number, mine: readonly number[]): number[] {
  const candidates = mine.filter((b) => b !== a && opponents(game, a, b));
  if (rangeAlone(game.table)) return candidates;
  const left = leftOf(game.inGame, a);
  const right = rightOf(game.inGame, a);
  return candidates.filter((b) => allowed(attackRuling(game.table, b, left, right)));
}

/** Combat damage each seat has taken, per commander, largest first (903.10a). */
function commanderDamageBySeat(game: Game): Map<number, CommanderDamageTaken[]> {
  const damageTo = new Map<number, CommanderDamageTaken[]>();
  for (const { holder, from, which, amount } of sourcedAmounts(game.sourced, COMMANDER_DAMAGE.id))
    damageTo.set(holder, [...(damageTo.get(holder) ?? []), { from, commander: which, amount }]);
  for (const list of damageTo.values())
    list.sort((x, y) => y.amount - x.amount || x.from - y.from || x.commander - y.commander);
  return damageTo;
}
