// Small helpers so rule tests read like the rules: load a table, apply events, and talk about
// players by name instead of by seat number. Test-only; nothing in the app imports this file.
import { expect } from 'vitest';
import {
  applyEvent,
  derive,
  seatOf,
  type DerivedPlayer,
  type DerivedTable,
  type Game,
  type GameEvent,
  type PlayerInput,
  type RuleError,
  type Scenario,
} from './index';
import { loadScenario } from './scenario';

/** A game together with its derived table and name-based lookups. */
export interface View {
  game: Game;
  d: DerivedTable;
  warnings: RuleError[];
  /** The derived player with this name (fails the test if there is none). */
  p(name: string): DerivedPlayer;
  /** Seat number of a player by name. */
  seat(name: string): number;
  /** Seat numbers to names, keeping the given order. */
  names(seats: readonly number[]): string[];
  /** Names of the players seated, in seat order (the next one sits to the left). */
  seating(): string[];
  /** Names of players with a given status, in seat order. */
  withStatus(status: DerivedPlayer['status']): string[];
}

export function view(game: Game, warnings: RuleError[] = []): View {
  const d = derive(game);
  const seat = (name: string) => {
    const s = seatOf(game.table, name);
    if (s < 0) throw new Error(`test setup: no player called ${name}`);
    return s;
  };
  return {
    game,
    d,
    warnings,
    seat,
    p: (name) => d.players[seat(name)]!,
    names: (seats) => seats.map((s) => d.players[s]!.name),
    seating: () => d.players.map((pl) => pl.name),
    withStatus: (status) => d.players.filter((pl) => pl.status === status).map((pl) => pl.name),
  };
}

/** Load a scenario that must be valid; the test fails with the engine's message if it is not. */
export function load(scenario: Scenario): View {
  const r = loadScenario(scenario);
  if (!r.ok)
    expect.fail(
      `expected the scenario to load, got: ${r.error.message} (rule ${r.error.rule ?? '-'})`,
    );
  return view(r.value.game, r.value.warnings);
}

/** Load a scenario that must be refused; returns the error value. */
export function refused(scenario: unknown): RuleError {
  const r = loadScenario(scenario);
  if (r.ok) return expect.fail('expected the scenario to be refused, but it loaded');
  return r.error;
}

/** Apply events one by one; each must be accepted. */
export function play(v: View, ...events: GameEvent[]): View {
  let game = v.game;
  for (const e of events) {
    const r = applyEvent(game, e);
    if (!r.ok)
      expect.fail(
        `expected ${JSON.stringify(e)} to be accepted, got: ${r.error.message} (rule ${r.error.rule ?? '-'})`,
      );
    game = r.value;
  }
  return view(game, v.warnings);
}

/** Apply an event that must be refused; returns the error value. */
export function rejected(v: View, event: GameEvent): RuleError {
  const r = applyEvent(v.game, event);
  if (r.ok)
    return expect.fail(`expected ${JSON.stringify(event)} to be refused, but it was accepted`);
  return r.error;
}

/** Players by name, in the order given (seat order when seated as listed). */
export function roster(...names: string[]): PlayerInput[] {
  return names.map((name) => ({ name }));
}

/** P1, P2, … Pn, in seat order. */
export function numbered(n: number, prefix = 'P'): PlayerInput[] {
  return Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i + 1}` }));
}

/** Players of one team, in the order given. */
export function team(teamName: string, ...names: string[]): PlayerInput[] {
  return names.map((name) => ({ name, team: teamName }));
}

// Shorthand events.
export const endTurn = (player?: string): GameEvent =>
  player ? { type: 'endTurn', player } : { type: 'endTurn' };
export const endMarker = (marker: number): GameEvent => ({ type: 'endTurn', marker });
export const leaves = (...players: string[]): GameEvent =>
  players.length === 1 ? { type: 'leave', player: players[0]! } : { type: 'leave', players };
export const concedes = (player: string): GameEvent => ({
  type: 'leave',
  player,
  reason: 'concede',
});
export const wins = (player: string): GameEvent => ({ type: 'win', player });
export const draws = (player: string): GameEvent => ({ type: 'draw', player });
export const extraTurn = (player: string): GameEvent => ({ type: 'extraTurn', player });

/** The six-player Emperor table used in several examples: North and South, emperor in the middle. */
export const EMPEROR_SIX: PlayerInput[] = [
  { name: 'Alex', team: 'North', role: 'general' },
  { name: 'Bianca', team: 'North', role: 'emperor' },
  { name: 'Carissa', team: 'North', role: 'general' },
  { name: 'Dmitri', team: 'South', role: 'general' },
  { name: 'Esme', team: 'South', role: 'emperor' },
  { name: 'Femi', team: 'South', role: 'general' },
];
