// The derived table as plain JSON with names instead of seat numbers: what the command line
// prints and what a scenario export carries beside its events.
import { explainAttacks } from './reasons';
import type { Game } from './game';
import { derive } from './queries';
import { countersOf, designationsOf, tableAmount, taxOf } from './marks';
import { STORM } from './counters';
import { english } from './words';

export interface PlayerReport {
  name: string;
  team: string | null;
  role: string | null;
  status: string;
  left: { how: string; rule?: string; cause?: string } | null;
  range: number | null;
  inRange: string[];
  canAttack: string[];
  /** Only when asked for (`report(game, { why: true })`, the CLI's `--why`): one sentence per pair. */
  cannotAttack?: { player: string; reason: string; rule: string }[];
  deployTo: string[];
  opponentChoosers: string[];
  life: number;
  poison: number;
  commanderDamage: { from: string; commander: 1 | 2; amount: number }[];
  /** Only when the player holds any: the monarch, the initiative, the city's blessing. */
  designations?: string[];
  /** Only when any is above none: energy, experience, rad, commander casts, the table's own. */
  counters?: Record<string, number>;
  /** Only with casts from the command zone: the {2} per earlier cast they pay (903.8). */
  commanderTax?: number;
  maxHandSize: number;
  primary: boolean;
  turnMarker: number | null;
  takingTurn: boolean;
  priorityFor: number[];
  planarController: boolean;
  planarDieCost: number | null;
  /** True for a player who skips the draw of their first turn under the table's edition (800.6,
   * 810.6; 606.6b). */
  skipsFirstDraw: boolean;
}

export interface TableReport {
  variant: string;
  /** The rules edition, only when it is not the current rules (older reports stay as they were). */
  edition?: string;
  players: PlayerReport[];
  activePlayers: string[];
  activeTeam: string | null;
  turn: number;
  turnMarkers: { number: number; holder: string; takingTurn: boolean; removals: number }[];
  /** Only once it has become day or night (726). */
  dayNight?: 'day' | 'night';
  /** Only when spells were cast this turn: the storm count (702.40a). */
  storm?: number;
  winners: string[];
  gameOver: boolean;
  skipFirstDraw: string[];
  /** Planechase: the planar controllers by name; [] when Planechase isn't used. */
  planarControllers: string[];
  /** 901.15a, with the single planar deck option only. */
  planarDeckMinimum?: number;
  planarDeckMaxPhenomena?: number;
  warnings: { message: string; rule?: string }[];
}

export interface ReportOptions {
  /** Add each player's `cannotAttack`: every opponent still in the game they can't attack, and why. */
  why?: boolean;
}

export function report(game: Game, { why = false }: ReportOptions = {}): TableReport {
  const d = derive(game);
  const side = (seat: number) => game.table.players[seat]!.side;
  const opponents = (a: number, b: number) => side(a) !== side(b);
  const nameOf = d.players.map((p) => p.name);
  // Players with unlimited range share their seat lists (derive.ts): name each list once.
  const named = new Map<readonly number[], string[]>();
  const names = (seats: readonly number[]) => {
    let list = named.get(seats);
    if (!list) named.set(seats, (list = seats.map((s) => nameOf[s]!)));
    return list;
  };
  const skips = new Set(d.skipFirstDraw);
  return {
    variant: d.table.variant,
    ...(d.table.edition !== 'current' ? { edition: d.table.edition } : {}),
    players: d.players.map((p) => ({
      name: p.name,
      team: p.team,
      role: p.role,
      status: p.status,
      // The CLI's English for a cause the engine keeps as a message.
      left:
        p.departure &&
        ({
          ...p.departure,
          ...(p.departure.cause !== undefined ? { cause: english(p.departure.cause) } : {}),
        } as PlayerReport['left']),
      range: p.range,
      inRange: names(p.inRange),
      canAttack: names(p.canAttack),
      ...(why
        ? {
            cannotAttack:
              p.inGame && !d.gameOver
                ? explainAttacks(game, p.seat)
                    // Opponents still in the game only: teammates and the player themselves are no targets.
                    .filter(
                      (x) => !x.reason.ok && d.players[x.seat]!.inGame && opponents(x.seat, p.seat),
                    )
                    .map((x) => ({
                      player: d.players[x.seat]!.name,
                      reason: x.reason.text,
                      rule: x.reason.rule,
                    }))
                : [],
          }
        : {}),
      deployTo: names(p.deployTo),
      opponentChoosers: names(p.opponentChoosers),
      life: p.life,
      poison: p.poison,
      commanderDamage: p.commanderDamage.map((c) => ({
        from: d.players[c.from]!.name,
        commander: c.commander,
        amount: c.amount,
      })),
      ...marksOf(game, p.seat),
      maxHandSize: p.maxHandSize,
      primary: p.primary,
      turnMarker: p.turnMarker,
      takingTurn: p.takingTurn,
      priorityFor: p.priorityFor.slice(),
      planarController: p.planarController,
      planarDieCost: p.planarDieCost,
      skipsFirstDraw: skips.has(p.seat),
    })),
    activePlayers: names(d.activePlayers),
    activeTeam: d.activeTeam,
    turn: d.turn,
    turnMarkers: d.turnMarkers.map((m) => ({
      number: m.number,
      holder: d.players[m.holder]!.name,
      takingTurn: m.takingTurn,
      removals: m.removals,
    })),
    ...(game.dayNight ? { dayNight: game.dayNight } : {}),
    ...(tableAmount(game, STORM.id) ? { storm: tableAmount(game, STORM.id) } : {}),
    winners: names(d.winners),
    gameOver: d.gameOver,
    skipFirstDraw: names(d.skipFirstDraw),
    planarControllers: names(d.planarControllers),
    ...(d.planarDeck?.single
      ? {
          planarDeckMinimum: d.planarDeck.minimum,
          planarDeckMaxPhenomena: d.planarDeck.maxPhenomena,
        }
      : {}),
    warnings: d.table.warnings.map((w) => ({
      message: w.message,
      ...(w.rule ? { rule: w.rule } : {}),
    })),
  };
}

/** A player's designations, counters and commander tax, each only when there is any. */
function marksOf(game: Game, seat: number): Partial<PlayerReport> {
  const designations = designationsOf(game, seat);
  const counters = countersOf(game, seat);
  const tax = taxOf(game, seat);
  return {
    ...(designations.length ? { designations } : {}),
    ...(Object.keys(counters).length ? { counters } : {}),
    ...(tax ? { commanderTax: tax } : {}),
  };
}
