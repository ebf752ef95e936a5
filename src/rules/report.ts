// The derived table as plain JSON with names instead of seat numbers: what the command line
// prints and what a scenario export carries beside its events.
import { explainAttacks } from './queries';
import type { Game } from './game';
import { derive } from './queries';

export interface PlayerReport {
  name: string;
  team: string | null;
  role: string | null;
  status: string;
  left: { how: string; rule?: string; cause?: string } | null;
  range: number | null;
  inRange: string[];
  canAttack: string[];
  cannotAttack: { player: string; reason: string; rule: string }[];
  deployTo: string[];
  opponentChoosers: string[];
  life: number;
  primary: boolean;
  turnMarker: number | null;
  takingTurn: boolean;
  priorityFor: number[];
}

export interface TableReport {
  variant: string;
  players: PlayerReport[];
  activePlayers: string[];
  activeTeam: string | null;
  turn: number;
  turnMarkers: { number: number; holder: string; takingTurn: boolean; removals: number }[];
  winners: string[];
  gameOver: boolean;
  skipFirstDraw: string[];
  warnings: { message: string; rule?: string }[];
}

export function report(game: Game): TableReport {
  const d = derive(game);
  const side = (seat: number) => game.table.players[seat]!.side;
  const opponents = (a: number, b: number) => side(a) !== side(b);
  const names = (seats: readonly number[]) => seats.map((s) => d.players[s]!.name);
  return {
    variant: d.table.variant,
    players: d.players.map((p) => ({
      name: p.name,
      team: p.team,
      role: p.role,
      status: p.status,
      left: p.departure,
      range: p.range,
      inRange: names(p.inRange),
      canAttack: names(p.canAttack),
      cannotAttack:
        p.inGame && !d.gameOver
          ? explainAttacks(game, p.seat)
              // Opponents still in the game only: teammates and the player themselves are no targets.
              .filter((x) => !x.reason.ok && d.players[x.seat]!.inGame && opponents(x.seat, p.seat))
              .map((x) => ({
                player: d.players[x.seat]!.name,
                reason: x.reason.text,
                rule: x.reason.rule,
              }))
          : [],
      deployTo: names(p.deployTo),
      opponentChoosers: names(p.opponentChoosers),
      life: p.life,
      primary: p.primary,
      turnMarker: p.turnMarker,
      takingTurn: p.takingTurn,
      priorityFor: p.priorityFor,
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
    winners: names(d.winners),
    gameOver: d.gameOver,
    skipFirstDraw: names(d.skipFirstDraw),
    warnings: d.table.warnings.map((w) => ({
      message: w.message,
      ...(w.rule ? { rule: w.rule } : {}),
    })),
  };
}
